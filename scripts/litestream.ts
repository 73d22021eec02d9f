/**
 * Litestream (continuous replication of the SQLite WAL, README "Continuous replication") as
 * the `@flydotio/litestream` package ships it: its binary for this platform, and the config
 * file for one database replicated to a folder (the drill test's; production's is an S3 bucket).
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The Litestream executable of the platform package beside `@flydotio/litestream` (as its index.js finds it). */
export function litestreamBinary(): string {
  const wrapper = fileURLToPath(import.meta.resolve("@flydotio/litestream"));
  return join(dirname(wrapper), "..", `litestream-${process.platform}-${process.arch}`, "litestream");
}

/**
 * A litestream.yml replicating `dbFile` to the folder `replicaDir`, syncing every `syncMs`.
 * JSON is YAML, so no YAML writer is needed.
 */
export function fileReplicaConfig(dbFile: string, replicaDir: string, syncMs = 200): string {
  const config = {
    dbs: [
      {
        path: dbFile,
        "monitor-interval": `${syncMs}ms`,
        replicas: [{ type: "file", path: replicaDir, "sync-interval": `${syncMs}ms` }],
      },
    ],
  };
  return JSON.stringify(config, null, 2);
}
