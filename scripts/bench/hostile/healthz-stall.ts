/**
 * Finding 6: /healthz polled every 10 ms while a catalogue whose PDF has a huge text layer is
 * processed. The PDF is uploaded and the catalogue created through the admin API (as the admin
 * screens do); polling runs from the catalogue's creation until its job ends. Pages are kept
 * under 150 KB of text each, so the old child's lost-events bug (also finding 6) does not end
 * the job early; `pages` x `pageChars` is the text the PDF holds.
 */
import { Database } from "bun:sqlite";
import { call, login, quantile, type Server, serve } from "./server.ts";
import { textLayerPdf } from "./text-layer-pdf.ts";

const FROM = "10.6.0.1";

/** Polls /healthz one request at a time, 10 ms apart, until `done` resolves; each request's time. */
async function pollHealthz(server: Server, done: Promise<unknown>) {
  let over = false;
  void done.finally(() => (over = true));
  const times: number[] = [];
  while (!over) {
    const t = performance.now();
    await (await fetch(`${server.origin}/healthz`)).arrayBuffer();
    times.push(performance.now() - t);
    await Bun.sleep(10);
  }
  return times.sort((a, b) => a - b);
}

async function jobEnd(server: Server, cookie: string, id: number) {
  for (;;) {
    const r = await call(server, "GET", `/api/admin/catalog-processing?ids=${id}`, { cookie, from: FROM });
    const state = r.json?.[0]?.state;
    if (state === "ready" || state === "failed") return r.json[0] as { state: string; error: string | null };
    await Bun.sleep(250);
  }
}

export async function healthzStall(source: string, pages = 120, pageChars = 120_000): Promise<string> {
  const pdf = await textLayerPdf(pages, pageChars);
  const server = await serve(source, "text");
  try {
    const { cookie } = await login(server, FROM);
    await call(server, "POST", "/api/categories", { body: { name: "Groceries" }, cookie, from: FROM });
    const store = await call(server, "POST", "/api/stores", {
      body: { name: "Text Mart", slug: "text-mart", category: "Groceries" },
      cookie,
      from: FROM,
    });
    if (store.status !== 201) throw new Error(`store: ${store.status} ${JSON.stringify(store.json)}`);
    const form = new FormData();
    form.set("file", new File([pdf], "text-layer.pdf", { type: "application/pdf" }));
    const upload = await call(server, "POST", "/api/admin/uploads/catalog", { body: form, cookie, from: FROM });
    if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.json)}`);
    const catalog = await call(server, "POST", "/api/catalogs", {
      body: {
        title: "Text layer",
        storeId: store.json.id,
        fileUrl: upload.json.fileUrl,
        pages: upload.json.pages ?? null,
      },
      cookie,
      from: FROM,
    });
    if (catalog.status !== 201) throw new Error(`catalogue: ${catalog.status} ${JSON.stringify(catalog.json)}`);
    const started = performance.now();
    const end = jobEnd(server, cookie, catalog.json.id);
    const times = await pollHealthz(server, end);
    const job = await end;
    const seconds = (performance.now() - started) / 1000;
    const db = new Database(server.dbFile, { readonly: true });
    const text = db
      .query(
        "SELECT count(*) AS pages, coalesce(sum(length(CAST(text AS BLOB))), 0) AS bytes FROM catalog_pages WHERE catalog_id = ?",
      )
      .get(catalog.json.id) as { pages: number; bytes: number };
    db.close();
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    return (
      `${(pdf.length / 1024).toFixed(0)} KB PDF, ${pages} pages x ${(pageChars / 1000).toFixed(0)}k chars of text: ` +
      `job ${job.state}${job.error ? ` (${job.error})` : ""} in ${seconds.toFixed(0)} s, ` +
      `${text.pages} page rows holding ${(text.bytes / 2 ** 20).toFixed(2)} MiB of text; ` +
      `/healthz ${times.length} polls: p50 ${ms(quantile(times, 0.5))}, p99 ${ms(quantile(times, 0.99))}, max ${ms(times.at(-1)!)}`
    );
  } finally {
    await server.stop();
  }
}
