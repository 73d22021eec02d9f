/**
 * A branch's opening hours (OpenStreetMap `opening_hours` syntax) evaluated with the
 * `opening_hours` library, always in Asia/Dubai time whatever the server's zone (issue 26).
 *
 * The library reads a Date's local fields (getHours, getDay…), so under a server zone of
 * UTC or New York its answers would be off by hours, and a local daylight-saving gap would
 * drop or double an hour that Dubai never skips. So every call runs with the process zone set
 * to UTC (synchronously, restored in `finally`: nothing else runs in between) on Dates whose
 * UTC fields are Dubai's wall clock. Dubai is UTC+4 all year (no DST since 1970), so the
 * shift is a constant.
 */
import OpeningHours from "opening_hours";

const DUBAI_OFFSET_MS = 4 * 3600_000;

/** Dubai's wall clock at `instant`, as a Date whose UTC fields show it. */
const toWall = (instant: number) => new Date(instant + DUBAI_OFFSET_MS);
/** The instant a wall-clock Date (UTC fields = Dubai time) stands for. */
const fromWall = (wall: Date) => wall.getTime() - DUBAI_OFFSET_MS;

/**
 * Runs `fn` with the process in UTC, so the library's local fields are the Dates' UTC fields.
 * Changing the zone is slow (the engine drops its zone and date caches: ~0.3 ms a change, 13 % of
 * a store page's render when each branch changed it twice), so a caller evaluating many values
 * wraps them all in one call: the calls inside find the zone already UTC and change nothing.
 */
export function inUtc<T>(fn: () => T): T {
  const saved = process.env.TZ;
  if (saved === "UTC") return fn();
  process.env.TZ = "UTC";
  try {
    return fn();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

/**
 * Where the hours are: the library needs a place for sunrise words and a country for "PH".
 * It has no UAE public holidays (they follow the moon and are announced each year), and left
 * without a country it would use Germany's: so "PH off" rules are taken out before it reads
 * the value, and any other "PH"/"SH" is refused (readHours) in favour of dated exceptions.
 */
const DUBAI_PLACE = { lat: 25.2, lon: 55.27, address: { country_code: "ae", state: "Dubai" } };

/** A "PH off" rule (the whole rule), with the ";" before it. */
const PH_OFF_RULE = /(^|;)\s*PH\s+(?:off|closed)(?:\s+"[^"]*")?\s*(?=;|$)/g;

export type HoursError = {
  /** Character offset in the value where reading stopped (0 when the library could not say). */
  position: number;
  /** What went wrong, in the library's English; the admin shows its own words around `position`. */
  detail: string;
};

type Parsed = { oh: OpeningHours } | { error: HoursError };
const parsed = new Map<string, Parsed>();

function parse(value: string): Parsed {
  const stripped = value.replace(PH_OFF_RULE, "").replace(/^\s*;\s*/, "");
  if (/(^|[\s;,])(PH|SH)\b/.test(stripped.replace(/"[^"]*"/g, "")))
    return {
      error: {
        position: Math.max(0, value.search(/\b(PH|SH)\b/)),
        detail: 'Public and school holidays can only be written as "PH off"; add the dates as exceptions',
      },
    };
  try {
    return { oh: inUtc(() => new OpeningHours(stripped || "off", DUBAI_PLACE, { mode: 0 } as never)) };
  } catch (e) {
    const message = String(e instanceof Error ? e.message : e);
    // The library marks the place it stopped with "<---" after the text it read.
    // It prints the text up to a little past the token it stumbled on, and names that token.
    const mark = message.indexOf(" <--- ");
    const token = /Unexpected token: "(.)"/.exec(message)?.[1];
    const before = value.slice(0, Math.max(0, mark)).toLowerCase();
    const position =
      mark < 0 ? 0 : token && before.lastIndexOf(token) >= 0 ? before.lastIndexOf(token) : Math.min(value.length, mark);
    const detail = (mark >= 0 ? message.slice(mark + 6) : message).replace(/^\(|\)\s*$/g, "").trim();
    return { error: { position, detail } };
  }
}

/** The parsed value (kept: a few hundred branches share a handful of values), or its error. */
function read(value: string): Parsed {
  let p = parsed.get(value);
  if (!p) {
    if (parsed.size > 2000) parsed.clear();
    p = parse(value);
    parsed.set(value, p);
  }
  return p;
}

/** null when `value` is valid opening_hours syntax, else where and why it is not. */
export function hoursError(value: string): HoursError | null {
  const p = read(value);
  return "error" in p ? p.error : null;
}

/** A stretch of time in one state: [from, to) as epoch ms, open or not, with the rule's comment (an exception's name). */
export type HoursSegment = { from: number; to: number; open: boolean; note?: string };

/**
 * The hours from `from` for `days` days, as consecutive segments (the first starts at `from`,
 * the last ends at `from + days`). Empty for an unreadable value.
 */
export function hoursSegments(value: string, from: number, days = 8): HoursSegment[] {
  const p = read(value);
  if ("error" in p) return [];
  const end = from + days * 86_400_000;
  return inUtc(() => {
    const out: HoursSegment[] = [];
    const it = p.oh.getIterator(toWall(from));
    let start = from;
    let open = it.getState();
    let note = it.getComment();
    const push = (to: number) => {
      if (to > start) out.push({ from: start, to, open, ...(note ? { note } : {}) });
    };
    while (it.advance(toWall(end))) {
      const at = fromWall(it.getDate());
      if (at >= end) break;
      const [nextOpen, nextNote] = [it.getState(), it.getComment()];
      if (nextOpen === open && nextNote === note) continue;
      push(at);
      [start, open, note] = [at, nextOpen, nextNote];
    }
    push(end);
    return out;
  });
}
