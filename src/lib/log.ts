/**
 * The one way the server reports what it does (README, "Logs"): one line per event. As text
 * (the default), the line is the message itself, written for a person reading journalctl;
 * with LOG_FORMAT=json, one JSON object per line for log shippers:
 * {"time":"2026-…Z","level":"info","event":"task.ended","msg":"…", …fields}.
 * Errors go to stderr, the rest to stdout. `serve` sets the format once, from the config.
 */
export type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, string | number | boolean | null | undefined>;
export type LogFormat = "text" | "json";

const KEY = Symbol.for("uae-deals.log-format");
const g = globalThis as { [KEY]?: LogFormat };

export function setLogFormat(format: LogFormat): void {
  g[KEY] = format;
}

/** One event's line as the current format writes it (without the newline). */
function formatEvent(level: LogLevel, event: string, message: string, fields: LogFields = {}): string {
  if (g[KEY] !== "json") return message;
  return JSON.stringify({ ...fields, time: new Date().toISOString(), level, event, msg: message });
}

/** Writes one event: `event` names it ("task.ended"), `message` says it, `fields` are its facts. */
export function logEvent(level: LogLevel, event: string, message: string, fields?: LogFields): void {
  const line = formatEvent(level, event, message, fields);
  if (level === "info") console.log(line);
  else console.error(line);
}

/** What an error says, on one line: its message (a stack would span many). */
export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message.replace(/\s*\n\s*/g, " ") : String(error);

/** Where an error was thrown: the first stack frame in our own code (else the first), shortened. */
function thrownAt(error: unknown): string | undefined {
  const frames = (error instanceof Error ? (error.stack ?? "") : "")
    .split("\n")
    .map((line) => /^\s*at (?:.* \()?(.+?)\)?$/.exec(line)?.[1])
    .filter((frame): frame is string => !!frame);
  // A file with a line number ("unknown", "native" and "bun:sqlite:369" are the runtime's own).
  const files = frames.filter((frame) => /^(\/|file:|[A-Z]:\\).*:\d+/.test(frame));
  const ours = files.find((frame) => !frame.includes("node_modules"));
  return (ours ?? files[0])?.replace(/^.*?\/(src|routes|db)\//, "$1/");
}

/**
 * An unexpected error while answering a request, as one line: where (`scope`: app, api, rsc,
 * ssr, serve), what it was and where it was thrown; with LOG_FORMAT=json the whole stack goes in
 * a field, still one line.
 */
export function logRequestError(scope: string, error: unknown, fields: LogFields = {}): void {
  const name = error instanceof Error ? error.name : "Error";
  const at = thrownAt(error);
  const message = `[${scope}] ${name}: ${errorText(error)}${at ? ` (at ${at})` : ""}`;
  const stack = error instanceof Error ? error.stack : undefined;
  logEvent("error", "request.failed", message, { ...fields, scope, error: errorText(error), at, stack });
}
