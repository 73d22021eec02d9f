import { chromium } from "@playwright/test";

const site = "http://localhost:4350";
const host = Bun.serve({
  port: 4351,
  fetch: (req) => {
    const path = new URL(req.url).pathname;
    const src = path === "/blocked" ? `${site}/store/carrefour` : `${site}${path === "/ar" ? "/ar" : ""}/embed/store/carrefour`;
    return new Response(
      `<!doctype html><html><body style="font-family:sans-serif;margin:16px"><h1>Retailer site</h1><div style="max-width:520px"><iframe src="${src}" title="embed" loading="lazy" style="width:100%;aspect-ratio:3/4;border:0"></iframe></div></body></html>`,
      { headers: { "Content-Type": "text/html" } },
    );
  },
});
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const settle = () => new Promise((r) => setTimeout(r, 800));
for (const [name, w, h] of [["phone", 390, 844], ["desktop", 1366, 900]] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const [label, url] of [["host-en", "http://localhost:4351/"], ["host-ar", "http://localhost:4351/ar"], ["blocked", "http://localhost:4351/blocked"], ["direct-ar", `${site}/ar/embed/store/carrefour?page=2`], ["notfound", `${site}/embed/store/nowhere`]]) {
    await page.goto(url, { waitUntil: "load" });
    await settle();
    await page.screenshot({ path: `/tmp/embed/${label}-${name}.png` });
  }
  await page.close();
}
const admin = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await admin.goto(`${site}/admin/login`);
await admin.fill("input[name=username]", "admin");
await admin.fill("input[name=password]", "embed helper pass 1");
await admin.click("button[type=submit]");
await admin.waitForURL(`${site}/admin`);
for (const lang of ["", "/ar"]) {
  await admin.goto(`${site}${lang}/admin/import`, { waitUntil: "load" });
  await admin.getByTestId("import-file").setInputFiles({ name: "s.csv", mimeType: "text/csv", buffer: Buffer.from("slug,name,category,featured\r\nx,,Nowhere,maybe\r\nok,Fine,Groceries,no\r\n") });
  await admin.getByTestId("import-report").waitFor();
  await settle();
  await admin.screenshot({ path: `/tmp/embed/admin-import${lang.replace("/", "-")}.png`, fullPage: true });
  await admin.goto(`${site}${lang}/admin/stores/edit/1`, { waitUntil: "load" });
  await admin.getByTestId("embed-snippet").scrollIntoViewIfNeeded();
  await settle();
  await admin.screenshot({ path: `/tmp/embed/admin-snippet${lang.replace("/", "-")}.png` });
}
await browser.close();
host.stop();
