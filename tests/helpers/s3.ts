/**
 * A real S3-compatible server for the backup tests: s3rver on loopback, a free port and a
 * temporary folder, with one bucket. stop() and start() again keep the port and the objects,
 * so a test can take the server away in the middle of an upload and bring it back.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed credentials; anything else is refused. */
const KEY_ID = "S3RVER";
const SECRET = "S3RVER";

export type TestS3 = {
  bucket: string;
  endpoint: string;
  /** The environment a child needs to back up to s3://bucket/prefix. */
  env(prefix: string): Record<string, string>;
  /** A client on the bucket, to look at what the code under test left there. */
  client: Bun.S3Client;
  /** Every key under `prefix`, sorted. */
  keys(prefix: string): Promise<string[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  dispose(): Promise<void>;
};

export async function startS3(bucket = "backups"): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), "uae-deals-s3-"));
  const make = (port: number) =>
    new S3rver({ port, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  let server = make(0);
  const { port } = await server.run();
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new Bun.S3Client({
    endpoint,
    bucket,
    accessKeyId: KEY_ID,
    secretAccessKey: SECRET,
    region: "us-east-1",
  });
  return {
    bucket,
    endpoint,
    client,
    env: (prefix) => ({
      BACKUP_S3_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_REGION: "us-east-1",
    }),
    async keys(prefix) {
      const page = await client.list({ prefix });
      return (page.contents ?? []).map((o) => o.key).sort();
    },
    async stop() {
      if (running) await server.close();
      running = false;
    },
    async start() {
      if (running) return;
      server = make(port);
      await server.run();
      running = true;
    },
    async dispose() {
      if (running) await server.close();
      running = false;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
