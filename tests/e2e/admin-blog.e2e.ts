/**
 * The blog editor: a post written with the toolbar (heading, bold, list, link; a javascript:
 * link refused), published and read on /blog, unpublished and deleted; and every toolbar
 * control's HTML surviving the sanitizer.
 */
import type { Locator } from "@playwright/test";
import { confirmDelete, deleteLeftovers, expect, submitLogin, test } from "./fixtures.ts";

test("an operator writes a post with a heading, a bold word, a list and a link, publishes it, reads it on /blog, edits and deletes it", async ({
  page,
}) => {
  await submitLogin(page);
  await expect(page).toHaveURL(/\/admin$/);
  await deleteLeftovers(page, "blogs", "journey", ["journey-best-iftar-deals"]);
  await page.goto("/admin/blogs/new");
  await expect(page.getByRole("heading", { name: "Add New Blog Post" })).toBeVisible();
  const form = page.getByTestId("blog-form");
  await form.getByLabel("Post Title", { exact: true }).fill("Journey: Best Iftar Deals");
  await expect(form.getByLabel("URL Slug")).toHaveValue("journey-best-iftar-deals");
  await form.getByLabel("Category").selectOption("Food & Beverages");
  await form.getByLabel("Status").selectOption("published");
  await form.getByLabel("Excerpt", { exact: true }).fill("Where to break your fast for less this Ramadan.");
  await form.getByLabel("Tags (comma separated)").fill("ramadan, iftar ,, deals");

  const editor = form.getByTestId("editor-content");
  await editor.click();
  await form.getByTestId("tb-heading").selectOption("2");
  await editor.pressSequentially("Top picks");
  await editor.press("Enter");
  await editor.pressSequentially("Save ");
  await form.getByTestId("tb-bold").click();
  await editor.pressSequentially("big");
  await form.getByTestId("tb-bold").click();
  await editor.pressSequentially(" tonight.");
  await editor.press("Enter");
  await form.getByTestId("tb-bulletList").click();
  await editor.pressSequentially("Dates");
  await editor.press("Enter");
  await editor.pressSequentially("Laban");
  await editor.press("Enter");
  await editor.press("Enter");
  await editor.pressSequentially("Menu");
  await editor.press("Shift+Home");
  page.once("dialog", (d) => void d.accept("https://www.visitdubai.com"));
  await form.getByTestId("tb-link").click();
  // A javascript: link is refused by the toolbar.
  await editor.press("End");
  page.once("dialog", (d) => void d.accept("javascript:alert(1)"));
  await form.getByTestId("tb-link").click();
  await expect(page.getByTestId("toast")).toContainText("Links must start with");

  await form.getByRole("button", { name: "Create Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(page.getByTestId("toast")).toContainText("Blog created successfully");

  await page.goto("/blog/journey-best-iftar-deals");
  const body = page.getByTestId("article-body");
  await expect(body.locator("h2")).toHaveText("Top picks");
  await expect(body.locator("strong")).toHaveText("big");
  await expect(body.locator("ul li")).toHaveCount(2);
  await expect(body.locator('a[href="https://www.visitdubai.com"]')).toHaveAttribute(
    "rel",
    "noopener noreferrer nofollow",
  );
  await expect(body.locator('a[href^="javascript:"]')).toHaveCount(0);

  await page.goto("/admin/blogs");
  await page.getByTestId("admin-search").fill("Journey: Best");
  await page.getByTestId("blog-row").getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
  await expect(form.getByLabel("Tags (comma separated)")).toHaveValue("ramadan, iftar, deals");
  await form.getByLabel("Status").selectOption("draft");
  await form.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByTestId("toast")).toContainText("Blog updated successfully");
  expect((await page.goto("/blog/journey-best-iftar-deals"))?.status()).toBe(404);

  await page.goto("/admin/blogs");
  await page.getByTestId("admin-search").fill("Journey: Best");
  await page.getByTestId("blog-row").getByRole("button", { name: "Delete" }).click();
  await confirmDelete(page);
  await expect(page.getByTestId("toast")).toContainText("Blog deleted");
});

/**
 * The text the editor has selected, read from its own state (Tiptap hangs the editor on its
 * element), not the page's: a toolbar command acts on that one, which takes up a key's new
 * selection a moment after the page shows it.
 */
function selectedText(editor: Locator) {
  return editor.evaluate((el) => {
    type Doc = { textBetween(from: number, to: number): string };
    const { state } = (el as HTMLElement & { editor: { state: { doc: Doc; selection: { from: number; to: number } } } })
      .editor;
    return state.doc.textBetween(state.selection.from, state.selection.to);
  });
}

test("every toolbar control of the blog editor produces HTML that survives the sanitizer", async ({ page }) => {
  await submitLogin(page);
  await expect(page).toHaveURL(/\/admin$/);
  await deleteLeftovers(page, "blogs", "journey", ["journey-toolbar-check"]);
  await page.goto("/admin/blogs/new");
  const form = page.getByTestId("blog-form");
  await form.getByLabel("Post Title", { exact: true }).fill("Journey: Toolbar Check");
  await form.getByLabel("Category").selectOption("Tips & Tricks");
  await form.getByLabel("Status").selectOption("published");
  await form.getByLabel("Excerpt", { exact: true }).fill("Every control of the editor.");
  const editor = form.getByTestId("editor-content");
  const toolbar = form.getByRole("toolbar");
  await editor.click();
  await editor.pressSequentially("Centered large serif text");
  await editor.press("Shift+Home");
  // Each control acts on the editor's own selection, which follows the keys a moment later: wait for it.
  await expect.poll(() => selectedText(editor)).toBe("Centered large serif text");
  await toolbar.getByLabel("Alignment").selectOption("center");
  await toolbar.getByLabel("Size").selectOption("large");
  await toolbar.getByLabel("Font").selectOption("serif");
  await expect(editor.locator("p").first()).toHaveText("Centered large serif text");
  await editor.press("End");
  // Enter over a selection would replace the text: wait until End has collapsed it in the editor's own state.
  await expect.poll(() => selectedText(editor)).toBe("");
  await editor.press("Enter");
  await toolbar.getByLabel("Alignment").selectOption("");
  await editor.pressSequentially("Indented twice");
  await toolbar.getByTestId("tb-indent").click();
  await toolbar.getByTestId("tb-indent").click();
  await editor.press("Enter");
  await toolbar.getByTestId("tb-outdent").click();
  await toolbar.getByTestId("tb-outdent").click();
  await expect(editor.locator("p").last()).not.toHaveClass(/ql-indent/);
  await editor.pressSequentially("Underlined");
  await expect(editor.locator("p").last()).toHaveText("Underlined");
  await editor.press("Shift+Home");
  await expect.poll(() => selectedText(editor)).toBe("Underlined");
  await toolbar.getByTestId("tb-underline").click();
  await expect(editor.locator("u")).toHaveText("Underlined");
  await editor.press("End");
  await expect.poll(() => selectedText(editor)).toBe("");
  await editor.press("Enter");
  await toolbar.getByTestId("tb-codeBlock").click();
  await editor.pressSequentially("const deal = 50;");
  for (let i = 0; i < 3; i++) await editor.press("Enter"); // three Enters leave a code block
  page.once("dialog", (d) => void d.accept("https://www.youtube.com/watch?v=dQw4w9WgXcQ"));
  await toolbar.getByTestId("tb-video").click();
  // An inserted node stays selected; move to the paragraph after it before the next insert.
  await editor.press("Control+End");
  // A site path, so the offline test machine can load it.
  page.once("dialog", (d) => void d.accept("/og-image.png"));
  await toolbar.getByTestId("tb-image").click();
  await form.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByTestId("toast")).toContainText("Blog created successfully");

  const post = await (await page.request.get("/api/blogs/slug/journey-toolbar-check")).json();
  const html: string = post.content;
  expect(html).toContain("text-align:center");
  expect(html).toContain("font-size:1.4em");
  expect(html).toContain("font-family:Georgia, serif");
  expect(html).toMatch(/class="ql-indent-2"/);
  expect(html).toContain("<u>Underlined</u>");
  expect(html).toMatch(/<pre><code[^>]*>const deal = 50;<\/code><\/pre>/);
  expect(html).toContain('<img src="/og-image.png"');
  expect(html).toContain("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");

  await page.goto("/admin/blogs");
  await page.getByTestId("admin-search").fill("Toolbar Check");
  await page.getByTestId("blog-row").getByRole("button", { name: "Delete" }).click();
  await confirmDelete(page);
  await expect(page.getByTestId("toast")).toContainText("Blog deleted");
});
