/**
 * The environment, checked once at start. A bad value stops the process with a
 * readable list of what is wrong instead of failing later in a request.
 */
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_PROCESSING_LIMITS, type ProcessingLimits } from "#lib/catalog-processing.ts";

const MIB = 1024 * 1024;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1, "PORT must be 1-65535").max(65535, "PORT must be 1-65535").default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, message: "PUBLIC_ORIGIN must be an http(s) URL such as https://deals.example.ae" })
    .transform((u) => u.replace(/\/+$/, ""))
    .optional(),
  /** "1" relaxes the __Host-/Secure cookie for plain-http local use (security.md). */
  INSECURE_COOKIES: z.enum(["0", "1"]).optional(),
  /** The one header the reverse proxy sets with the client IP (e.g. X-Forwarded-For); unset = socket address. */
  TRUSTED_PROXY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, "TRUSTED_PROXY_HEADER must be a header name")
    .optional(),
  /** `serve` writes a backup archive into DATA_DIR/backups this often; 0 turns it off. */
  BACKUP_EVERY_HOURS: z.coerce
    .number({ message: "BACKUP_EVERY_HOURS must be a number of hours (0 = off)" })
    .min(0, "BACKUP_EVERY_HOURS must be 0 (off) or more")
    .max(8760, "BACKUP_EVERY_HOURS must be at most 8760 (a year)")
    .default(24),
  /** How many scheduled archives to keep (older ones are deleted; other backups never are). */
  BACKUP_KEEP: z.coerce
    .number({ message: "BACKUP_KEEP must be a whole number" })
    .int("BACKUP_KEEP must be a whole number")
    .min(1, "BACKUP_KEEP must be at least 1")
    .max(1000, "BACKUP_KEEP must be at most 1000")
    .default(7),
  /** Visitor sessions unseen, and activity events older, than this many days are deleted (src/jobs/prune.ts). */
  VISITOR_RETENTION_DAYS: z.coerce
    .number({ message: "VISITOR_RETENTION_DAYS must be a whole number of days" })
    .int("VISITOR_RETENTION_DAYS must be a whole number of days")
    .min(1, "VISITOR_RETENTION_DAYS must be at least 1")
    .max(3650, "VISITOR_RETENTION_DAYS must be at most 3650 (ten years)")
    .default(180),
  /** The site's account on X for link previews (twitter:site), e.g. @uaedeals; unset = no such tag. */
  TWITTER_SITE: z
    .string()
    .regex(/^@[A-Za-z0-9_]{1,15}$/, "TWITTER_SITE must be an X handle such as @uaedeals")
    .optional(),
  /** Issue 21: where backups also go, off this machine (s3://bucket/prefix); S3_* variables give the endpoint and keys. */
  BACKUP_S3_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^\s]*)?$/, "BACKUP_S3_URL must look like s3://bucket/prefix")
    .optional(),
  /** Bounds on the catalogue processing child: its memory, one page's time, one catalogue's time. */
  PROCESSING_MEMORY_MB: z.coerce
    .number({ message: "PROCESSING_MEMORY_MB must be a whole number of MiB" })
    .int("PROCESSING_MEMORY_MB must be a whole number of MiB")
    .min(128, "PROCESSING_MEMORY_MB must be at least 128")
    .max(65536, "PROCESSING_MEMORY_MB must be at most 65536")
    .default(DEFAULT_PROCESSING_LIMITS.memoryBytes / MIB),
  PROCESSING_PAGE_SECONDS: z.coerce
    .number({ message: "PROCESSING_PAGE_SECONDS must be a number of seconds" })
    .min(1, "PROCESSING_PAGE_SECONDS must be at least 1")
    .max(3600, "PROCESSING_PAGE_SECONDS must be at most 3600")
    .default(DEFAULT_PROCESSING_LIMITS.pageMs / 1000),
  PROCESSING_JOB_MINUTES: z.coerce
    .number({ message: "PROCESSING_JOB_MINUTES must be a number of minutes" })
    .min(1, "PROCESSING_JOB_MINUTES must be at least 1")
    .max(1440, "PROCESSING_JOB_MINUTES must be at most 1440 (a day)")
    .default(DEFAULT_PROCESSING_LIMITS.jobMs / 60_000),
  /** Issue 26: the branch map's tiles, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; unset = no map (lists only). */
  MAP_TILE_URL: z
    .url({
      protocol: /^https?$/,
      message: "MAP_TILE_URL must be an http(s) URL such as https://tile.example.org/{z}/{x}/{y}.png",
    })
    .refine(
      (u) => ["{z}", "{x}", "{y}"].every((p) => u.includes(p)),
      "MAP_TILE_URL must contain {z}, {x} and {y}, e.g. https://tile.example.org/{z}/{x}/{y}.png",
    )
    .optional(),
  /** The credit the tile provider requires, shown on the map (plain text), e.g. "© OpenStreetMap contributors". */
  MAP_ATTRIBUTION: z.string().trim().min(1).max(300, "MAP_ATTRIBUTION must be at most 300 characters").optional(),
  // Operations (README, "Metrics" and "Logs"): keep this block together, at the end.
  /** GET /metrics wants `Authorization: Bearer <METRICS_TOKEN>`; unset = open on a loopback HOST, else off. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /** "text" (default): one readable line per event; "json": one JSON object per line, for log shippers. */
  LOG_FORMAT: z.enum(["text", "json"], { message: 'LOG_FORMAT must be "text" or "json"' }).default("text"),
  /** `serve` processes sharing the port (README, "Every core"); 1 = one process, as before. */
  WORKERS: z
    .string()
    .regex(/^[1-9][0-9]{0,1}$/, "WORKERS must be a whole number from 1 to 64 (unset: one per two cores)")
    .transform(Number)
    .refine((n) => n <= 64, "WORKERS must be a whole number from 1 to 64 (unset: one per two cores)")
    .optional(),
  /** A worker silent this long (README, "Every core") is killed and started again. */
  WORKER_HANG_SECONDS: z
    .string()
    .regex(/^[0-9]{1,3}$/, "WORKER_HANG_SECONDS must be a whole number of seconds from 2 to 600")
    .transform(Number)
    .refine((n) => n >= 2 && n <= 600, "WORKER_HANG_SECONDS must be a whole number of seconds from 2 to 600")
    .default(30),
  /** `serve` renders pages on a thread of its own (README, "Renders on their own thread"); 0 = in the serving thread. */
  RENDER_THREAD: z
    .enum(["0", "1"], { message: "RENDER_THREAD must be 1 (pages render on a thread of their own) or 0" })
    .default("1"),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  dbFile: string;
  publicOrigin: string;
  secureCookies: boolean;
  trustedProxyHeader: string | null;
  /** Scheduled backups: every this many hours (0 = off), keeping the last `backupKeep`. */
  backupEveryHours: number;
  backupKeep: number;
  /** Days a visitor's session and activity are kept (since last seen, and since recorded). */
  visitorRetentionDays: number;
  /** twitter:site on every public page, or null for none. */
  twitterSite: string | null;
  /** Backups off the machine: the bucket and key prefix ("" or ending in "/"), or null for none. */
  backupS3: { bucket: string; prefix: string } | null;
  /** The processing child's bounds (a child past one is stopped with a reason that is not retried). */
  processingLimits: ProcessingLimits;
  /** The branch map's tiles and their credit, or null: no map, the branch lists only. */
  map: MapTiles | null;
  /** The bearer token GET /metrics asks for, or null (open on loopback, else off). */
  metricsToken: string | null;
  logFormat: "text" | "json";
  /** How many processes `serve` runs (the first one owns the scheduler). */
  workers: number;
  /** A worker that has not said it is alive for this long is taken as hung: killed and started again. */
  workerHangSeconds: number;
  /** Whether `serve` renders pages on a thread of its own, so the serving thread never waits on one. */
  renderThread: boolean;
};

/** Where the map's tiles come from: the URL template, the credit shown, and the origin the CSP allows images from. */
type MapTiles = { tileUrl: string; attribution: string; origin: string };

export class ConfigError extends Error {}

/** Parses `env` into a Config; throws ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // Tile providers require their credit on the map: a tile URL without one is a mistake to stop at.
  if (e.MAP_TILE_URL && !e.MAP_ATTRIBUTION)
    throw new ConfigError(
      "Invalid configuration:\n  - MAP_ATTRIBUTION: required with MAP_TILE_URL (the credit the tile provider asks for, e.g. © OpenStreetMap contributors)",
    );
  const dataDir = resolve(e.DATA_DIR);
  const publicOrigin = e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    dbFile: resolve(dataDir, "uae-deals.db"),
    publicOrigin,
    secureCookies: e.INSECURE_COOKIES === "1" ? false : publicOrigin.startsWith("https://"),
    trustedProxyHeader: e.TRUSTED_PROXY_HEADER ?? null,
    backupEveryHours: e.BACKUP_EVERY_HOURS,
    backupKeep: e.BACKUP_KEEP,
    visitorRetentionDays: e.VISITOR_RETENTION_DAYS,
    twitterSite: e.TWITTER_SITE ?? null,
    backupS3: e.BACKUP_S3_URL ? s3Location(e.BACKUP_S3_URL) : null,
    processingLimits: {
      memoryBytes: e.PROCESSING_MEMORY_MB * MIB,
      pageMs: e.PROCESSING_PAGE_SECONDS * 1000,
      jobMs: e.PROCESSING_JOB_MINUTES * 60_000,
    },
    map: e.MAP_TILE_URL
      ? {
          tileUrl: e.MAP_TILE_URL,
          attribution: e.MAP_ATTRIBUTION ?? "",
          origin: tileOrigin(e.MAP_TILE_URL),
        }
      : null,
    metricsToken: e.METRICS_TOKEN ?? null,
    logFormat: e.LOG_FORMAT,
    workers: e.WORKERS ?? defaultWorkers(e.RENDER_THREAD === "1"),
    workerHangSeconds: e.WORKER_HANG_SECONDS,
    renderThread: e.RENDER_THREAD === "1",
  };
}

/**
 * `serve` processes when WORKERS is unset. Each renders on a thread of its own beside the thread
 * that answers, so one process keeps two cores busy: one process per two cores (README, "Every
 * core": on this project's 2-core machine one process with its render thread peaked at 264 req/s
 * in the shopper mix, two at 212, and took 372 MiB against 648). Without the render thread, one per core.
 */
function defaultWorkers(renderThread: boolean): number {
  const cores = Math.min(availableParallelism(), 64);
  return renderThread ? Math.max(1, Math.floor(cores / 2)) : cores;
}

/** The scheme and host of a tile URL template, a {s} subdomain as the CSP's wildcard: https://{s}.t.org/… → https://*.t.org */
function tileOrigin(template: string): string {
  return (template.match(/^https?:\/\/[^/?#]+/)?.[0] ?? "").replace("{s}", "*");
}

/** s3://bucket/some/prefix → { bucket, prefix: "some/prefix/" } (keys are prefix + archive name). */
function s3Location(url: string): { bucket: string; prefix: string } {
  const [bucket = "", ...rest] = url.slice("s3://".length).split("/");
  const path = rest.filter(Boolean).join("/");
  return { bucket, prefix: path ? `${path}/` : "" };
}
