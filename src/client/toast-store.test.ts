import { afterEach, describe, expect, test } from "bun:test";
import {
  autoDismiss,
  dismissToast,
  pauseToasts,
  showPendingToast,
  subscribeToasts,
  TOAST_DURATION,
  TOAST_LIMIT,
  type Toast,
  toast,
  toastAfterNavigation,
} from "./toast-store.ts";

/** Everything on screen, as the Toaster sees it, while the test runs. */
function screen() {
  let shown: Toast[] = [];
  const stop = subscribeToasts((toasts) => (shown = toasts));
  return {
    get toasts() {
      return shown;
    },
    get titles() {
      return shown.map((t) => t.title);
    },
    stop,
  };
}

/** A clock the test moves by hand, standing in for setTimeout/clearTimeout. */
function manualTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  return {
    setTimeout: (run: () => void, ms: number) => {
      pending.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (id: unknown) => void pending.delete(id as number),
    now: () => now,
    advance(ms: number) {
      now += ms;
      for (const [id, t] of pending) {
        if (t.at > now) continue;
        pending.delete(id);
        t.run();
      }
    },
  };
}

// The store is module state: leave nothing on screen or in storage for the next test.
afterEach(() => {
  const s = screen();
  for (const t of s.toasts) dismissToast(t.id);
  s.stop();
  delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
});

describe("one toast at a time", () => {
  test("a new toast replaces the one on screen", () => {
    expect(TOAST_LIMIT).toBe(1);
    const s = screen();
    toast({ title: "Saved" });
    expect(s.titles).toEqual(["Saved"]);
    toast({ title: "Deleted", variant: "destructive" });
    expect(s.titles).toEqual(["Deleted"]);
    expect(s.toasts[0]!.variant).toBe("destructive");
    s.stop();
  });

  test("each toast gets its own id; closing an id that is gone changes nothing", () => {
    const s = screen();
    const first = toast({ title: "First" });
    const second = toast({ title: "Second" });
    expect(second).not.toBe(first);
    dismissToast(first);
    expect(s.titles).toEqual(["Second"]);
    dismissToast(second);
    expect(s.titles).toEqual([]);
    s.stop();
  });

  test("a subscriber hears the current toasts at once, and nothing after it unsubscribes", () => {
    toast({ title: "Already there" });
    const heard: string[][] = [];
    const stop = subscribeToasts((toasts) => heard.push(toasts.map((t) => t.title)));
    expect(heard).toEqual([["Already there"]]);
    stop();
    toast({ title: "Later" });
    expect(heard).toHaveLength(1);
  });
});

describe("closing by itself", () => {
  test("after 5 seconds by default", () => {
    expect(TOAST_DURATION).toBe(5000);
    const s = screen();
    const timers = manualTimers();
    toast({ title: "Saved" });
    autoDismiss(s.toasts[0]!, timers);
    timers.advance(4999);
    expect(s.titles).toEqual(["Saved"]);
    timers.advance(1);
    expect(s.titles).toEqual([]);
    s.stop();
  });

  test("after its own duration when it sets one, and not at all once cancelled", () => {
    const s = screen();
    const timers = manualTimers();
    toast({ title: "Quick", duration: 1000 });
    autoDismiss(s.toasts[0]!, timers);
    timers.advance(1000);
    expect(s.titles).toEqual([]);

    toast({ title: "Unmounted first" });
    const cancel = autoDismiss(s.toasts[0]!, timers);
    cancel();
    timers.advance(TOAST_DURATION);
    expect(s.titles).toEqual(["Unmounted first"]);
    s.stop();
  });
});

describe("a toast under a modal dialog (the catalogue viewer)", () => {
  test("keeps its time until the dialog closes, whatever the pointer does meanwhile", () => {
    const s = screen();
    const timers = manualTimers();
    pauseToasts(true, "dialog");
    toast({ title: "Achievement unlocked" });
    const cancel = autoDismiss(s.toasts[0]!, timers);
    // The pointer passing over and off the (hidden) toasts does not start the time.
    pauseToasts(true);
    pauseToasts(false);
    timers.advance(TOAST_DURATION * 3);
    expect(s.titles).toEqual(["Achievement unlocked"]);
    pauseToasts(false, "dialog");
    timers.advance(TOAST_DURATION - 1);
    expect(s.titles).toEqual(["Achievement unlocked"]);
    timers.advance(1);
    expect(s.titles).toEqual([]);
    cancel();
    s.stop();
  });
});

describe("a paused toast (pointer over the toasts, or focus in them)", () => {
  test("keeps its time while paused and closes after what was left once let go", () => {
    const s = screen();
    const timers = manualTimers();
    toast({ title: "Saved" });
    const cancel = autoDismiss(s.toasts[0]!, timers);
    timers.advance(3000);
    pauseToasts(true);
    timers.advance(60_000);
    expect(s.titles).toEqual(["Saved"]);
    pauseToasts(false);
    timers.advance(1999);
    expect(s.titles).toEqual(["Saved"]);
    timers.advance(1);
    expect(s.titles).toEqual([]);
    cancel();
    s.stop();
  });

  test("a toast shown while paused waits until the toasts are let go", () => {
    const s = screen();
    const timers = manualTimers();
    pauseToasts(true);
    toast({ title: "Copied" });
    const cancel = autoDismiss(s.toasts[0]!, timers);
    timers.advance(TOAST_DURATION * 2);
    expect(s.titles).toEqual(["Copied"]);
    pauseToasts(false);
    timers.advance(TOAST_DURATION);
    expect(s.titles).toEqual([]);
    cancel();
    s.stop();
  });
});

describe("a toast for the next page", () => {
  test("is kept in sessionStorage and shown once on the page that loads next", () => {
    const store = new Map<string, string>();
    (globalThis as { sessionStorage?: Pick<Storage, "getItem" | "setItem" | "removeItem"> }).sessionStorage = {
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => void store.set(k, v),
      removeItem: (k) => void store.delete(k),
    };
    const s = screen();
    toastAfterNavigation({ title: "Store created", description: "Carrefour" });
    expect(s.titles).toEqual([]);
    expect(store.size).toBe(1);
    showPendingToast();
    expect(s.toasts.map(({ title, description }) => ({ title, description }))).toEqual([
      { title: "Store created", description: "Carrefour" },
    ]);
    expect(store.size).toBe(0);
    dismissToast(s.toasts[0]!.id);
    showPendingToast();
    expect(s.titles).toEqual([]);
    s.stop();
  });

  test("is shown at once where storage is unavailable", () => {
    const s = screen();
    toastAfterNavigation({ title: "Signed out" });
    expect(s.titles).toEqual(["Signed out"]);
    s.stop();
  });
});
