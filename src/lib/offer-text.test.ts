/**
 * One way to write an amount in dirhams (issue 23): the offer sheet's, the page's tap areas',
 * the search cards' and the admin editor's — two decimals, Latin digits as flyers print them,
 * no grouping, the currency as each language's message places it.
 */
import { describe, expect, test } from "bun:test";
import { getT } from "#i18n/server.ts";
import { aed, amountText } from "./offer-text.ts";

describe("amounts in dirhams", () => {
  test("English: AED before the amount; Arabic: درهم after it (never Intl's د.إ.)", () => {
    expect(aed(getT("en"), 11.95)).toBe("AED 11.95");
    expect(aed(getT("ar"), 11.95)).toBe("11.95 درهم");
  });

  test("two decimals, half up on the cent, Latin digits, no thousands separator", () => {
    expect(amountText(10)).toBe("10.00");
    expect(amountText(9.95 / 2)).toBe("4.98");
    expect(amountText(4299)).toBe("4299.00");
    expect(aed(getT("ar"), 4299)).toBe("4299.00 درهم");
  });
});
