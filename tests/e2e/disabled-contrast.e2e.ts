/**
 * A button that cannot be pressed yet must still be readable (issue 24, item 16): the first
 * page's "Previous page" was drawn at half opacity, 2.45:1. WCAG excuses inactive controls and
 * axe skips them, so this measures the contrast the browser paints, opacity included.
 */
import type { Locator } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";

/** The contrast ratio of the element's text against what is painted under it, as shown. */
async function shownContrast(el: Locator): Promise<number> {
  return el.evaluate((target) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const n = css.match(/[\d.]+/g)!.map(Number);
      return [n[0]!, n[1]!, n[2]!, n[3] ?? 1];
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1) as Rgba;
    };
    const mix = (c: Rgba, under: Rgba, o: number): Rgba =>
      [0, 1, 2].map((i) => c[i]! * o + under[i]! * (1 - o)).concat(1) as Rgba;
    const chain: Element[] = [];
    for (let n: Element | null = target; n; n = n.parentElement) chain.unshift(n);
    // Paints each ancestor's background in turn; a group opacity blends its whole subtree with what lies under it.
    const paint = (i: number, under: Rgba): { fg: Rgba; bg: Rgba } => {
      const style = getComputedStyle(chain[i]!);
      const bg = over(parse(style.backgroundColor), under);
      const result = i === chain.length - 1 ? { bg, fg: over(parse(style.color), bg) } : paint(i + 1, bg);
      const o = Number(style.opacity);
      return o < 1 ? { bg: mix(result.bg, under, o), fg: mix(result.fg, under, o) } : result;
    };
    const { fg, bg } = paint(0, [255, 255, 255, 1]);
    const luminance = (c: Rgba) => {
      const [r, g, b] = [0, 1, 2].map((i) => {
        const s = c[i]! / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

for (const prefix of ["", "/ar"]) {
  test(`${prefix || "English"}: the disabled "Previous page" of the admin lists reads at 4.5:1 or more`, async ({
    page,
  }) => {
    await signIn(page, prefix);
    await page.goto(`${prefix}/admin/stores`);
    const previous = page.getByTestId("admin-paging").getByRole("button").first();
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(await shownContrast(previous)).toBeGreaterThanOrEqual(4.5);

    await page.goto(`${prefix}/admin/catalogs`);
    await page.getByTestId("catalog-offers").first().click();
    const first = page.getByTestId("offer-pages").getByRole("button").first();
    await expect(first).toBeDisabled();
    expect(await shownContrast(first)).toBeGreaterThanOrEqual(4.5);
  });
}
