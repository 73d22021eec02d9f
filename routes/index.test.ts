import { describe, expect, test } from "bun:test";
import { pageMatcher } from "#server/page-match.ts";
import { adminPages, publicPages } from "./index.ts";
import { pages } from "./pages/index.ts";

const page = pageMatcher(publicPages);
const admin = pageMatcher(adminPages);

describe("the route table", () => {
  test("names only pages the RSC bundle has", () => {
    for (const table of [publicPages, adminPages]) {
      for (const id of [...table.routes.map((r) => r.page), table.notFound]) expect(Object.keys(pages)).toContain(id);
    }
  });

  test("public paths give their page and decoded parameters; anything else is the 404 page", () => {
    expect(page("/")).toEqual({ page: "home", params: {} });
    expect(page("/store/caf%C3%A9-one")).toEqual({ page: "store", params: { slug: "café-one" } });
    expect(page("/branch/lulu/dubai-mall")).toEqual({
      page: "branch",
      params: { storeSlug: "lulu", branchSlug: "dubai-mall" },
    });
    expect(page("/blog/a%2Fb")).toEqual({ page: "blogPost", params: { slug: "a/b" } });
    for (const path of ["/store", "/store/a/b", "/blog/x/y", "/stores/x", "/store/%E0%A4%A", "/nope"])
      expect(page(path)).toEqual({ page: "notFound", params: {} });
  });

  test("admin ids are 1 to 10 digits without a leading zero", () => {
    expect(admin("/admin/stores/edit/12")).toEqual({ page: "adminStoreForm", params: { id: "12" } });
    expect(admin("/admin/blogs/edit/1234567890")).toEqual({ page: "adminBlogForm", params: { id: "1234567890" } });
    for (const path of [
      "/admin/stores/edit/012",
      "/admin/stores/edit/12345678901",
      "/admin/catalogs/edit/abc",
      "/admin/branches/edit/",
      "/admin/x",
    ]) {
      expect(admin(path)).toEqual({ page: "adminNotFound", params: {} });
    }
    expect(admin("/admin/login")).toEqual({ page: "adminLogin", params: {} });
  });
});
