/**
 * A counter this process bumps on every content write (src/server/page-cache.ts
 * invalidatePages: admin writes, catalogues becoming ready, a CLI write seen through
 * data_version). Visitor writes (sessions, activity, contact messages, login attempts) do
 * not move it: public pages and the values kept for them do not depend on those, and they
 * happen on nearly every page view. On globalThis, so the server and the prebuilt page
 * bundle, each with its own copy of this module, count the same.
 */
const KEY = Symbol.for("uae-deals.content-epoch");
const g = globalThis as { [KEY]?: { epoch: number } };
g[KEY] ??= { epoch: 0 };
const state = g[KEY];

export function noteContentWrite(): void {
  state.epoch++;
}

export function contentEpoch(): number {
  return state.epoch;
}
