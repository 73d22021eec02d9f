import { describe, expect, test } from "bun:test";
import { packAmount, unitPrice } from "./offer-size.ts";

describe("packAmount", () => {
  test("reads weights and volumes as printed, with a count", () => {
    expect(packAmount("2L")).toEqual({ amount: 2, per: "l" });
    expect(packAmount("500 g")).toEqual({ amount: 0.5, per: "kg" });
    expect(packAmount("6 x 330 ml")?.amount).toBeCloseTo(1.98);
    expect(packAmount("12x1.5L")).toEqual({ amount: 18, per: "l" });
    expect(packAmount("1.75L")).toEqual({ amount: 1.75, per: "l" });
    expect(packAmount("1kg")).toEqual({ amount: 1, per: "kg" });
    expect(packAmount("250 ml")).toEqual({ amount: 0.25, per: "l" });
  });

  test("reads Arabic units and Arabic-Indic digits", () => {
    expect(packAmount("٢ لتر")).toEqual({ amount: 2, per: "l" });
    expect(packAmount("500 جم")).toEqual({ amount: 0.5, per: "kg" });
    expect(packAmount("١٫٥ كجم")).toEqual({ amount: 1.5, per: "kg" });
  });

  test("counts, packs and anything unreadable give nothing", () => {
    for (const size of ["x64", "100 pack", "6 pack", "x10", "", "2L and more", "big", null, undefined])
      expect(packAmount(size)).toBeNull();
  });
});

describe("unitPrice", () => {
  test("AED per litre or kg from the pack size", () => {
    expect(unitPrice({ price: 9.95, quantity: null, unit: null, size: "2L" })).toEqual({ value: 4.975, per: "l" });
    expect(unitPrice({ price: 19.95, quantity: null, unit: null, size: "400g" })?.value).toBeCloseTo(49.875);
  });

  test("a multi-buy's price is shared by its packs", () => {
    expect(unitPrice({ price: 10, quantity: 2, unit: null, size: "500 g" })).toEqual({ value: 10, per: "kg" });
  });

  test("none when the price is already per unit, or the size is a count", () => {
    expect(unitPrice({ price: 12.95, quantity: null, unit: "kg", size: "1kg" })).toBeNull();
    expect(unitPrice({ price: 58.95, quantity: null, unit: null, size: "x64" })).toBeNull();
  });
});
