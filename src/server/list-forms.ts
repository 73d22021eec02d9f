/**
 * The list page without JavaScript (issue 25 item 1): its forms, and "Add to list" on an offer or
 * a catalogue page, post (urlencoded) to /lists, which does what the API would with the same
 * schemas and checks (src/server/api/own-lists.ts), then redirects (303) back to the list, with
 * ?error= when it could not. An offer or a page added is counted as the API's add is (issue 27).
 * Same-origin only, like the contact form; a visitor without a session
 * gets one (and its cookie) on the first change.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { getDb } from "#db/client.ts";
import { copyItems, deleteItem, insertItem, updateItem } from "#db/queries/shopping-list-items.ts";
import {
  deleteShoppingList,
  findSharedList,
  listShoppingLists,
  renameShoppingList,
  shareShoppingList,
  touchShoppingList,
  unshareShoppingList,
} from "#db/queries/shopping-lists.ts";
import { touchVisitorSession } from "#db/queries/visitors.ts";
import { localizedPath, splitLangPrefix } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { addressBlock } from "#lib/address-block.ts";
import { LISTS_PATH } from "#lib/shopping-list.ts";
import { copyListSchema, itemInputSchema, itemPatchSchema, listInputSchema } from "#schemas/shopping-list.ts";
import { countServerEvent, listAddEvent } from "./analytics/count.ts";
import { ApiError } from "./api/errors.ts";
import type { Limits } from "./api/limits.ts";
import { newList, ownList, roomFor, snapshotOf } from "./api/own-lists.ts";
import { clientIp } from "./client-ip.ts";
import type { Config } from "./config.ts";
import { refuseFormPost } from "./form-post-guard.ts";
import { redirectLocal } from "./safe-redirect.ts";
import { ensureVisitor } from "./visitor-cookie.ts";

/** Why a form came back, as the page's ?error= (pages:lists.errors.*). */
type FormError = "invalid" | "notFound" | "tooMany" | "busy";

class FormRefused extends Error {
  constructor(readonly code: FormError) {
    super(code);
  }
}

function parsed<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new FormRefused("invalid");
  return result.data;
}

/** A form number ("3"), or the text itself so the schema refuses it. */
const num = (v: FormDataEntryValue | undefined) => (typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : v);

type Form = Record<string, FormDataEntryValue | undefined>;

/** Does what the form asks; the list to show afterwards (undefined: the first). */
function perform(form: Form, visitor: string, lang: "en" | "ar", userAgent?: string): number | undefined {
  const db = getDb();
  const listId = () => ownList(visitor, Number(num(form.list)) || 0).id;
  switch (form.do) {
    case "create":
      return newList(visitor, parsed(listInputSchema, { name: form.name }).name).id;
    case "delete-list":
      deleteShoppingList(db, visitor, listId());
      return undefined;
    case "rename": {
      const id = listId();
      renameShoppingList(db, visitor, id, parsed(listInputSchema, { name: form.name }).name);
      return id;
    }
    case "add": {
      const input = parsed(
        itemInputSchema,
        form.offer
          ? { offerId: num(form.offer) }
          : form.catalog
            ? { catalogId: num(form.catalog), page: num(form.page) }
            : { text: form.text },
      );
      // From an offer or a page ("Add to list") no list is named: the first, made when there is none.
      const id = form.list
        ? listId()
        : (listShoppingLists(db, visitor)[0]?.id ?? newList(visitor, getT(lang)("pages:lists.defaultName")).id);
      roomFor(id);
      insertItem(db, id, snapshotOf(input));
      touchShoppingList(db, id);
      const counted = listAddEvent(visitor, input);
      if (counted) countServerEvent(userAgent, counted);
      return id;
    }
    case "tick":
    case "quantity":
    case "note":
    case "remove": {
      const id = listId();
      const item = Number(num(form.item)) || 0;
      const patch =
        form.do === "tick"
          ? { ticked: form.ticked === "1" }
          : form.do === "quantity"
            ? parsed(itemPatchSchema, { quantity: num(form.quantity) })
            : form.do === "note"
              ? parsed(itemPatchSchema, { note: form.note ?? "" })
              : null;
      const done = patch ? updateItem(db, id, item, patch) : deleteItem(db, id, item);
      if (!done) throw new FormRefused("notFound");
      touchShoppingList(db, id);
      return id;
    }
    case "share":
    case "unshare": {
      const id = listId();
      if (form.do === "share") shareShoppingList(db, visitor, id);
      else unshareShoppingList(db, visitor, id);
      return id;
    }
    case "copy": {
      const shared = findSharedList(db, parsed(copyListSchema, { token: form.token }).token);
      if (!shared) throw new FormRefused("notFound");
      return db.transaction(() => {
        const made = newList(visitor, shared.name);
        copyItems(db, shared.id, made.id);
        return made.id;
      });
    }
    default:
      throw new FormRefused("invalid");
  }
}

export function listFormHandler(config: Config, limits: Limits) {
  return async (c: Context) => {
    const { lang } = splitLangPrefix(c.req.path);
    const refused = refuseFormPost(c, config);
    if (refused) return refused;
    const back = (list: number | undefined, error?: FormError) => {
      const query = new URLSearchParams();
      if (list) query.set("list", String(list));
      if (error) query.set("error", error);
      const search = query.toString();
      return redirectLocal(c, `${localizedPath(lang, LISTS_PATH)}${search ? `?${search}` : ""}`, 303);
    };
    let form: Form;
    try {
      form = Object.fromEntries(await c.req.formData());
    } catch {
      return back(undefined, "invalid");
    }
    const listOf = Number(num(form.list)) || undefined;
    try {
      const visitor = ensureVisitor(c, config, () =>
        limits.sessionsPerIp.hit(addressBlock(clientIp(c, config.trustedProxyHeader))),
      );
      limits.personalWritesPerSession.hit(visitor);
      touchVisitorSession(getDb(), visitor);
      return back(perform(form, visitor, lang, c.req.header("User-Agent")));
    } catch (error) {
      if (error instanceof FormRefused) return back(listOf, error.code);
      if (!(error instanceof ApiError)) throw error;
      const code: FormError =
        error.status === 404
          ? "notFound"
          : error.status === 422
            ? "tooMany"
            : error.status === 429
              ? "busy"
              : "invalid";
      return back(error.status === 404 ? undefined : listOf, code);
    }
  };
}
