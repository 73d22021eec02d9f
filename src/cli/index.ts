/** Dispatches the binary's commands. Returns an exit code, or null while a server runs. */
import { parseArgs } from "node:util";
import { DISK_FULL, isDiskFull } from "#lib/disk-full.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { WORKER_ENV } from "#server/worker-identity.ts";
import { backupCommand } from "./backup.ts";
import { catalogsCommand } from "./catalogs.ts";
import { createAdminCommand } from "./create-admin.ts";
import { Refusal, UsageError } from "./errors.ts";
import { migrateCommand } from "./migrate.ts";
import { restoreCommand } from "./restore.ts";
import { restoreRemoteCommand } from "./restore-remote.ts";
import { seedCommand } from "./seed.ts";
import { serveCommand } from "./serve.ts";
import { serveWorker } from "./serve-worker.ts";

const USAGE = `uae-deals — the UAE deals and catalogue directory

Usage: uae-deals [command] [options]

Commands:
  serve [--demo]                          Migrate, then serve (the default). --demo seeds demo data into an empty database.
  migrate                                 Apply pending database migrations.
  seed --demo [--scale N]                 Fill the database with demo data (N multiplies stores, branches, catalogues).
  create-admin --username U --password P  Create an admin, or set the password of an existing one.
  backup [FILE] [--without-page-images | --with-page-images]
                                          One .tar.gz of the database and media (default DATA_DIR/backups/...), safe while serving;
                                          with BACKUP_S3_URL also uploaded and checked (page images left out unless asked).
  catalogs process [ID ... | --all | --missing]
                                          Process catalogue PDFs into page text and images (the server does it by itself).
  catalogs extract-offers [ID ... | --all]
                                          Read the offers on served pages again (no images drawn; operators' corrections kept).
  restore FILE | --remote latest|NAME     Check a backup (.tar.gz, or an old .db; or one from BACKUP_S3_URL), keep the current data
                                          aside, restore (stop the server first).

Environment: PORT (3000), HOST (127.0.0.1), DATA_DIR (./data), PUBLIC_ORIGIN (http://localhost:PORT),
  WORKERS (one per core; 1 = one process), BACKUP_EVERY_HOURS (24; 0 = off), BACKUP_KEEP (7), BACKUP_S3_URL (s3://bucket/prefix; with S3_ENDPOINT,
  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION)

Examples:
  uae-deals serve --demo
  DATA_DIR=/var/lib/uae-deals uae-deals create-admin --username admin --password 'a long passphrase'
  uae-deals backup /var/backups/uae-deals-today.tar.gz
  DATA_DIR=/var/lib/uae-deals uae-deals restore /var/backups/uae-deals-today.tar.gz`;

export async function runCli(argv: string[]): Promise<number | null> {
  const [first, ...rest] = argv;
  const command = !first || first.startsWith("-") ? "serve" : first;
  const args = !first || first.startsWith("-") ? argv : rest;
  if (command === "help" || args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  try {
    const config = loadConfig();
    switch (command) {
      case "serve": {
        const { values } = parseArgs({ args, options: { demo: { type: "boolean" } }, strict: true });
        // One of the processes a `serve` with WORKERS > 1 started (serve-workers.ts): it alone has
        // the IPC channel, so the variable set by hand does not make a server without lock or scheduler.
        const worker = Number(process.env[WORKER_ENV]);
        if (worker > 1 && process.send) {
          await serveWorker(config, worker);
          return null;
        }
        await serveCommand(config, { demo: !!values.demo });
        return null;
      }
      case "migrate":
        parseArgs({ args, options: {}, strict: true });
        return migrateCommand(config);
      case "seed": {
        const { values } = parseArgs({
          args,
          options: { demo: { type: "boolean" }, scale: { type: "string" } },
          strict: true,
        });
        if (!values.demo) throw new UsageError("seed needs --demo (the only data set there is)");
        const scale = values.scale === undefined ? 1 : Number(values.scale);
        if (!Number.isInteger(scale) || scale < 1 || scale > 1000)
          throw new UsageError("--scale must be a whole number from 1 to 1000");
        return await seedCommand(config, { scale });
      }
      case "create-admin": {
        const { values } = parseArgs({
          args,
          options: { username: { type: "string" }, password: { type: "string" } },
          strict: true,
        });
        return await createAdminCommand(config, { username: values.username, password: values.password });
      }
      case "catalogs":
        return await catalogsCommand(config, args);
      case "backup": {
        const { values, positionals } = parseArgs({
          args,
          options: { "without-page-images": { type: "boolean" }, "with-page-images": { type: "boolean" } },
          strict: true,
          allowPositionals: true,
        });
        if (positionals.length > 1) throw new UsageError("backup takes at most one file name");
        if (values["without-page-images"] && values["with-page-images"])
          throw new UsageError("backup takes --with-page-images or --without-page-images, not both");
        const pageImages = values["with-page-images"] ? true : values["without-page-images"] ? false : undefined;
        return await backupCommand(config, positionals[0], { pageImages });
      }
      case "restore": {
        const { values, positionals } = parseArgs({
          args,
          options: { remote: { type: "string" } },
          strict: true,
          allowPositionals: true,
        });
        if (values.remote !== undefined) {
          if (positionals.length) throw new UsageError("restore takes a file or --remote NAME, not both");
          return await restoreRemoteCommand(config, values.remote);
        }
        if (positionals.length !== 1) throw new UsageError("restore needs exactly one backup file");
        return await restoreCommand(config, positionals[0]);
      }
      default:
        throw new UsageError(`Unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    if (isDiskFull(error)) {
      const path = (error as { path?: unknown }).path;
      console.error(
        `${DISK_FULL}${typeof path === "string" ? ` (writing ${path})` : ""}. Free some space, then try again.`,
      );
      return 1;
    }
    if (error instanceof Refusal) {
      console.error(error.message);
      return 2;
    }
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      console.error(`${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}
