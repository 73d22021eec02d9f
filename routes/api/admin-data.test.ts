import { describe, expect, test } from "bun:test";
import { insertContactMessage } from "#db/queries/contact-messages.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const message = (subject: string) => ({
  firstName: "Omar",
  lastName: "Saeed",
  email: "omar@example.ae",
  subject,
  message: "Hello",
});
const { admin, anon } = startTestApp({
  admin: true,
  seed(db) {
    for (const s of ["One", "Two", "Three"]) insertContactMessage(db, message(s));
  },
});

describe("the navigation's unread count", () => {
  test("counts unread messages only, for admins only", async () => {
    expect((await anon("GET", "/api/admin/contact-messages/unread")).status).toBe(401);
    expect((await admin("GET", "/api/admin/contact-messages/unread")).json).toEqual({ unread: 3 });
    const first = (await admin("GET", "/api/admin/contact-messages")).json[0];
    await admin("PATCH", `/api/admin/contact-messages/${first.id}`, { read: true });
    expect((await admin("GET", "/api/admin/contact-messages/unread")).json).toEqual({ unread: 2 });
  });
});
