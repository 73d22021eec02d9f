import { describe, expect, test } from "bun:test";
import { type AdminOffer, changeOf, checkForm, emptyForm, formChanged, formOf } from "./offer-values.ts";

const offer: AdminOffer = {
  id: 7,
  page: 1,
  name: "Fresh Milk",
  nameAr: null,
  price: 9.95,
  was: 13.95,
  unit: null,
  quantity: null,
  size: "2 L",
  box: { x: 0.1, y: 0.2, width: 0.3, height: 0.1 },
  source: "auto",
  edited: false,
  hidden: false,
};

describe("the offers editor's form", () => {
  test("reads prices as typed, Arabic-Indic digits too, and checks them with the API's schema", () => {
    const typed = { ...formOf(offer), price: "٨٫٥٠", was: " 12 " };
    const { name, nameAr, unit, quantity, size, box } = offer;
    expect(checkForm(typed)).toEqual({ values: { name, nameAr, price: 8.5, was: 12, unit, quantity, size, box } });
    expect(checkForm({ ...formOf(offer), price: "" })).toEqual({ errors: { price: "Price is required" } });
    expect(checkForm({ ...formOf(offer), price: "abc" })).toEqual({ errors: { price: "Price must be a number" } });
    const errors = checkForm({ ...emptyForm({ x: 0.95, y: 0, width: 0.1, height: 0.1 }), price: "5", was: "4" });
    expect(errors).toEqual({
      errors: {
        "box.width": "The box must end within the page",
        name: "Give the offer a name in English or Arabic",
        was: "The previous price must be more than the price",
      },
    });
  });

  test("a change sends only what differs, and nothing when nothing does", () => {
    const same = checkForm(formOf(offer));
    if (!("values" in same)) throw new Error("the offer's own values are valid");
    expect(changeOf(offer, same.values)).toEqual({});
    expect(formChanged(formOf(offer), formOf(offer))).toBe(false);
    const moved = checkForm({ ...formOf(offer), price: "7", box: { ...offer.box, x: 0.15 } });
    if (!("values" in moved)) throw new Error("valid");
    expect(changeOf(offer, moved.values)).toEqual({ price: 7, box: { ...offer.box, x: 0.15 } });
  });
});
