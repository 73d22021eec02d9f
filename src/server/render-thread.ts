/**
 * Pages are rendered on a thread of their own (issue 28), so the thread that answers requests is
 * never busy with one: a page from the cache, /healthz, an API call are answered while renders
 * run, instead of waiting for the render's synchronous stretches (the Flight render, the HTML
 * render, each tens of milliseconds at scale 100) to end.
 *
 * `serve` starts it (RENDER_THREAD, on by default); everything else (tests, the CLI) renders in
 * the calling thread, as render.tsx did before. The thread opens the same database file (WAL:
 * its reads never wait on the server's writes) and renders with the same build output; a page
 * context is plain data, posted over. Renders still take their turns through render-slots.ts in
 * the serving thread, which bounds how many the render thread interleaves.
 */
import { logEvent } from "#lib/log.ts";
import type { PageContext } from "#lib/page-context.ts";
import type { EncodedPage, Encoding } from "./page-encoding.ts";
import { type KeepOnDisk, type PagesAt, pagesAt } from "./page-store.ts";

/**
 * A rendered page: its HTML, and the status or redirect the page asked for; when encodings were
 * asked for, the page in them too (made on the render thread, handed over without a copy).
 */
export type RenderedPage = {
  /** Empty when it comes from the render thread encoded: the encodings are the page. */
  html: string;
  status: number;
  location?: string;
  /** PageContext.response.store: the store whose page it is. */
  store?: number;
  /** PageContext.response.shows: the stores whose own details a page of no one store shows. */
  shows?: number[];
  encoded?: EncodedPage;
};
export type RenderRequest = { id: number; pageId: string; ctx: PageContext; encodings?: Encoding[]; keep?: KeepOnDisk };
export type RenderAnswer = { id: number; page: RenderedPage } | { id: number; error: string };
/** The database to open, and the pages kept on disk to write to (page-store.ts), if any. */
export type RenderThreadStart = { dbFile: string; pages?: PagesAt };
/** The thread has opened the database and loaded the renderer. */
export type RenderThreadReady = { ready: true };

type Pending = { resolve: (page: RenderedPage) => void; reject: (error: Error) => void };

/** Where the thread's entry is: the binary names its own (dist/build/binary.ts, generated). */
let entry = new URL("./render-worker.ts", import.meta.url).href;

/** @public (knip does not read generated files) */
export function setRenderThreadEntry(url: string): void {
  entry = url;
}

class RenderThread {
  private worker: Worker | null = null;
  private next = 0;
  private readonly pending = new Map<number, Pending>();
  /** Renders sent to the thread and not answered yet. */
  get rendering(): number {
    return this.pending.size;
  }

  /** When the thread last gave an answer, or was given work while it had none. */
  private progressAt = 0;
  /** Whether the running thread has loaded the renderer: the time that takes is not a hang. */
  private ready = false;
  /** Fails the running thread's renders and ends it (the next render starts another). */
  private lostWorker: ((why: string) => void) | null = null;
  private readonly watch: Timer;

  constructor(
    private readonly dbFile: string,
    hangMs: number,
  ) {
    // A thread stuck in a render (a loop that never ends) would keep every page waiting on it,
    // while the serving thread goes on saying it is alive to serve-workers.ts's watchdog: the
    // thread that has given nothing back for the hang limit is stopped and its renders fail.
    this.watch = setInterval(
      () => {
        if (!this.ready || this.pending.size === 0 || Date.now() - this.progressAt < hangMs) return;
        const why = `it gave no page back for ${Math.round(hangMs / 1000)} s`;
        logEvent("error", "render.thread_hung", `The render thread is stuck: ${why}; starting another`);
        this.lostWorker?.(why);
      },
      Math.max(100, hangMs / 3),
    );
    this.watch.unref();
  }

  render(pageId: string, ctx: PageContext, encodings?: Encoding[], keep?: KeepOnDisk): Promise<RenderedPage> {
    const worker = this.worker ?? this.start();
    const id = ++this.next;
    if (this.pending.size === 0) this.progressAt = Date.now();
    return new Promise<RenderedPage>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, pageId, ctx, encodings, keep } satisfies RenderRequest);
    });
  }

  /** Starts the thread now, so the first page does not wait for it to load the renderer. */
  start(): Worker {
    const worker = new Worker(entry, { smol: true });
    this.ready = false;
    const pages = pagesAt();
    worker.postMessage({ dbFile: this.dbFile, ...(pages ? { pages } : {}) } satisfies RenderThreadStart);
    worker.addEventListener("message", (event: MessageEvent<RenderAnswer | RenderThreadReady>) => {
      const answer = event.data;
      this.progressAt = Date.now();
      if ("ready" in answer) {
        this.ready = true;
        return;
      }
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if ("page" in answer) waiting.resolve(answer.page);
      else waiting.reject(new Error(answer.error));
    });
    // A thread that dies (an error nothing caught, out of memory) fails the renders it had; the
    // next render starts another.
    const lost = (why: string) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.lostWorker = null;
      worker.terminate();
      for (const [id, waiting] of this.pending) {
        this.pending.delete(id);
        waiting.reject(new Error(`The render thread stopped: ${why}`));
      }
    };
    this.lostWorker = lost;
    worker.addEventListener("error", (event) => lost(event.message));
    worker.addEventListener("close", () => lost("it exited"));
    // The server's life is its listener's, not this thread's (Bun's Worker has unref, as Node's).
    (worker as Worker & { unref(): void }).unref();
    this.worker = worker;
    return worker;
  }

  stop(): void {
    clearInterval(this.watch);
    const worker = this.worker;
    this.worker = null;
    this.lostWorker = null;
    worker?.terminate();
  }
}

let thread: RenderThread | null = null;

/**
 * Renders from now on go to a thread of their own over `dbFile`; one that gives nothing back for
 * `hangMs` while it has work is stopped (WORKER_HANG_SECONDS in `serve`). Returns how to stop it.
 */
export function useRenderThread(dbFile: string, hangMs = 30_000): () => void {
  const mine = new RenderThread(dbFile, hangMs);
  mine.start();
  thread = mine;
  return () => {
    if (thread === mine) thread = null;
    mine.stop();
  };
}

/** The render thread, when this process has one. */
export const renderThread = (): RenderThread | null => thread;
