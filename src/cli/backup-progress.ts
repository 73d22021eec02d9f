/** One updating line on a terminal while long work runs; silent when output is not a TTY. */
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export type Progress = { update(text: string): void; done(): void };

export function terminalProgress(stream: NodeJS.WriteStream = process.stdout): Progress {
  if (!stream.isTTY) return { update() {}, done() {} };
  let last = 0;
  let shown = false;
  return {
    update(text) {
      const now = performance.now();
      if (now - last < 100) return; // redraw at most ten times a second
      last = now;
      shown = true;
      stream.write(`\r\x1b[2K${text}`);
    },
    done() {
      if (shown) stream.write("\r\x1b[2K");
    },
  };
}

export const silentProgress: Progress = { update() {}, done() {} };
