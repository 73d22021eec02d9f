/**
 * Backups off the machine (issue 21): archives copied to an S3-compatible bucket with Bun's
 * own S3 client (BACKUP_S3_URL names the bucket and prefix; S3_ENDPOINT, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY and S3_REGION the rest). Each upload is read back and checked (size
 * and SHA-256) and tried again before it counts as failed. Used by the CLI (backup, restore
 * --remote) and the scheduled task, so it lives here, below both. No error or line it
 * makes carries a key: the client's messages are passed on with the secrets cut out.
 */
import { createWriteStream } from "node:fs";
import { basename } from "node:path";
import type { Config } from "#server/config.ts";

type Remote = NonNullable<Config["backupS3"]>;

/** An upload, listing or download that failed; its message is one line without secrets. */
export class RemoteBackupError extends Error {}

/** Archive names we write: uae-deals-<label>-YYYYMMDD-HHMMSS.tar.gz. */
const ARCHIVE = /^uae-deals-[a-z-]+-(\d{8}-\d{6})\.tar\.gz$/;

export const describeRemote = (remote: Remote, name = "") => `s3://${remote.bucket}/${remote.prefix}${name}`;

function client(remote: Remote): Bun.S3Client {
  const env = process.env;
  return new Bun.S3Client({
    bucket: remote.bucket,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION,
    sessionToken: env.S3_SESSION_TOKEN,
  });
}

/** What went wrong, in one line, with any key the environment holds cut out. */
function reason(error: unknown): string {
  const e = error as { code?: string; message?: string; name?: string };
  let text = `${e.code && !e.message?.includes(e.code) ? `${e.code}: ` : ""}${e.message ?? String(error)}`;
  text = text.split("\n")[0] ?? "";
  for (const secret of [process.env.S3_SECRET_ACCESS_KEY, process.env.S3_ACCESS_KEY_ID, process.env.S3_SESSION_TOKEN])
    if (secret && secret.length >= 4) text = text.split(secret).join("[redacted]");
  return text;
}

async function sha256OfStream(stream: ReadableStream<Uint8Array>): Promise<{ size: number; sha256: string }> {
  const hasher = new Bun.CryptoHasher("sha256");
  let size = 0;
  for await (const chunk of stream) {
    hasher.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hasher.digest("hex") };
}

/** How long to wait before try `n` (2, 3, ...): short, so a scheduled run is not held up for long. */
const backoffMs = (n: number) => 1000 * 2 ** (n - 2);

/**
 * Uploads `file` as prefix + its name, reads it back and compares size and SHA-256, up to
 * `attempts` times. Resolves to a line saying where it went; rejects with RemoteBackupError.
 */
export async function uploadArchive(
  remote: Remote,
  file: string,
  onRetry: (line: string) => void = () => {},
  attempts = 3,
): Promise<string> {
  const name = basename(file);
  const local = await sha256OfStream(Bun.file(file).stream());
  const s3 = client(remote);
  let last = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) {
      onRetry(`Upload attempt ${attempt - 1} of ${attempts} failed (${last}); trying again`);
      await Bun.sleep(backoffMs(attempt));
    }
    try {
      const key = remote.prefix + name;
      await s3.write(key, Bun.file(file));
      const back = await sha256OfStream(s3.file(key).stream());
      if (back.size !== local.size) throw new Error(`read back ${back.size} bytes, expected ${local.size}`);
      if (back.sha256 !== local.sha256) throw new Error("read back a different SHA-256");
      return `uploaded to ${describeRemote(remote, name)} and read back (${local.size} bytes, SHA-256 matches)`;
    } catch (error) {
      last = reason(error);
    }
  }
  throw new RemoteBackupError(
    `Could not upload ${name} to ${describeRemote(remote)} after ${attempts} attempts (${last}); the archive is kept at ${file}`,
  );
}

/** Every archive name under the prefix (ours only), oldest first by the stamp in the name. */
async function listRemoteArchives(remote: Remote): Promise<string[]> {
  const s3 = client(remote);
  const names: string[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await s3.list({ prefix: remote.prefix, continuationToken: token });
      for (const { key } of page.contents ?? []) {
        const name = key.slice(remote.prefix.length);
        if (ARCHIVE.test(name)) names.push(name);
      }
      token = page.isTruncated ? page.nextContinuationToken : undefined;
    } while (token);
  } catch (error) {
    throw new RemoteBackupError(`Could not list ${describeRemote(remote)} (${reason(error)})`);
  }
  const stamp = (n: string) => ARCHIVE.exec(n)?.[1] ?? "";
  return names.sort((a, b) => stamp(a).localeCompare(stamp(b)) || a.localeCompare(b));
}

/** Deletes all but the newest `keep` archives under the prefix whose names match `which`; returns how many went. */
export async function pruneRemoteArchives(remote: Remote, which: RegExp, keep: number): Promise<number> {
  const old = (await listRemoteArchives(remote))
    .filter((n) => which.test(n))
    .reverse()
    .slice(keep);
  const s3 = client(remote);
  for (const name of old) {
    try {
      await s3.delete(remote.prefix + name);
    } catch (error) {
      throw new RemoteBackupError(`Could not delete ${describeRemote(remote, name)} (${reason(error)})`);
    }
  }
  return old.length;
}

/** Downloads the archive `name` ("latest": the newest) to `to`; resolves to the name fetched. */
export async function downloadArchive(remote: Remote, name: string, to: string): Promise<string> {
  let chosen = name;
  if (name === "latest") {
    const newest = (await listRemoteArchives(remote)).at(-1);
    if (!newest) throw new RemoteBackupError(`There is no backup archive in ${describeRemote(remote)}`);
    chosen = newest;
  } else if (!ARCHIVE.test(name)) {
    throw new RemoteBackupError(`"${name}" is not a backup archive name (uae-deals-<label>-<stamp>.tar.gz)`);
  }
  const s3 = client(remote);
  try {
    const out = createWriteStream(to, { flags: "wx" });
    const closed = new Promise<void>((resolve, reject) => {
      out.on("close", resolve);
      out.on("error", reject);
    });
    for await (const chunk of s3.file(remote.prefix + chosen).stream())
      if (!out.write(chunk)) await new Promise((resolve) => out.once("drain", resolve));
    out.end();
    await closed;
  } catch (error) {
    const missing = (error as { code?: string }).code === "NoSuchKey";
    throw new RemoteBackupError(
      missing
        ? `There is no ${chosen} in ${describeRemote(remote)}`
        : `Could not download ${describeRemote(remote, chosen)} (${reason(error)})`,
    );
  }
  return chosen;
}
