/**
 * Raw HTTP/1.1 over a loopback TCP socket, for what fetch() cannot send: request lines
 * without a Host, absolute-form targets, malformed Host headers, and clients that never read.
 */
import { connect, type Socket } from "node:net";

export type RawAnswer = { status: number; head: string; body: string };

/** Writes `text` as is and reads the answer until the server closes or `ms` pass. */
export function rawRequest(port: number, text: string, ms = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let out = "";
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const end = out.indexOf("\r\n\r\n");
      const head = end === -1 ? out : out.slice(0, end);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      if (!status) reject(new Error(`no HTTP answer to ${JSON.stringify(text)}: ${JSON.stringify(out.slice(0, 200))}`));
      else resolve({ status, head, body: end === -1 ? "" : out.slice(end + 4) });
    };
    const timer = setTimeout(done, ms);
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      out += chunk;
      // One answer is enough: stop once its declared length has arrived.
      const end = out.indexOf("\r\n\r\n");
      const length = end === -1 ? null : /\r\ncontent-length: (\d+)/i.exec(out.slice(0, end))?.[1];
      if (length != null && out.length - end - 4 >= Number(length)) done();
    });
    socket.on("close", done);
    socket.on("error", done);
  });
}

/**
 * Opens a socket per request text, sends it, takes the answer's first bytes (so the server has
 * answered) and then reads no more, until released: a client that pins what it was sent.
 */
export async function stalledReaders(port: number, texts: string[]): Promise<{ heads: string[]; release(): void }> {
  const sockets: Socket[] = [];
  const heads = await Promise.all(
    texts.map(
      (text) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(port, "127.0.0.1", () => socket.write(text));
          sockets.push(socket);
          socket.setEncoding("latin1");
          socket.once("data", (chunk: string) => {
            socket.pause();
            resolve(chunk.slice(0, chunk.indexOf("\r\n\r\n")));
          });
          socket.once("error", reject);
        }),
    ),
  );
  return {
    heads,
    release() {
      for (const socket of sockets) socket.destroy();
    },
  };
}
