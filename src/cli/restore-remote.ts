/**
 * `uae-deals restore --remote latest|NAME`: fetches an archive from BACKUP_S3_URL into a
 * temporary file beside DATA_DIR, restores it as `restore FILE` does (every check included),
 * and deletes the download. A failed download is one line (exit 1); nothing is left behind.
 */
import { mkdirSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { describeRemote, downloadArchive, RemoteBackupError } from "#jobs/remote-backups.ts";
import type { Config } from "#server/config.ts";
import { Refusal } from "./errors.ts";
import { restoreCommand } from "./restore.ts";

export async function restoreRemoteCommand(config: Config, name: string): Promise<number> {
  const remote = config.backupS3;
  if (!remote) throw new Refusal("restore --remote needs BACKUP_S3_URL (and the S3_* settings) to know where to look");
  const parent = dirname(config.dataDir);
  mkdirSync(parent, { recursive: true });
  const download = join(parent, `.${basename(config.dataDir)}-download-${process.pid}.tar.gz`);
  try {
    let fetched: string;
    try {
      console.log(`Fetching ${name === "latest" ? "the newest archive" : name} from ${describeRemote(remote)} …`);
      fetched = await downloadArchive(remote, name, download);
    } catch (error) {
      if (!(error instanceof RemoteBackupError)) throw error;
      console.error(error.message);
      return 1;
    }
    return await restoreCommand(config, download, describeRemote(remote, fetched));
  } finally {
    rmSync(download, { force: true });
  }
}
