"use client";
/**
 * The contact form: validated in the browser with the same zod schema the API uses (loaded on submit),
 * posted as JSON to /api/contact, with field-level errors, a busy state, and success
 * and failure panels. Server-side problems come back as issues on the same fields.
 */
import { type FormEvent, useRef, useState } from "react";

/** `{ contactForm: {...} }` in the page's language (clientMessages): plain texts and the per-field `errors`. */
type Messages = { [key: string]: string | Messages };

type Errors = Partial<Record<string, string>>;
type State = "idle" | "sending" | "sent" | "failed";

const FIELDS = [
  { name: "firstName", type: "text", required: true, auto: "given-name", half: true },
  { name: "lastName", type: "text", required: true, auto: "family-name", half: true },
  { name: "email", type: "email", required: true, auto: "email", half: true },
  { name: "phone", type: "tel", required: false, auto: "tel", half: true },
  { name: "company", type: "text", required: false, auto: "organization", half: true },
  { name: "subject", type: "text", required: true, auto: "off", half: true },
] as const;

/**
 * `action` is the page's own address: without JavaScript the form posts there (see src/server/contact-post.ts).
 * `messages`: the contactForm strings in the page's language (src/i18n/client-messages.ts).
 */
export function ContactForm({ action, messages }: { action: string; messages: Messages }) {
  // A lookup of its own, not the layout's translator: sharing a module with the layout would
  // split that module into a file of its own on every page. These strings have no placeholders.
  const t = (key: string, { defaultValue }: { defaultValue?: string } = {}) => {
    let node: string | Messages | undefined = messages;
    for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
    return typeof node === "string" ? node : (defaultValue ?? key);
  };
  const [state, setState] = useState<State>("idle");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState("");
  // Set at once, before anything is awaited: a double tap's second submit must not post again.
  const busy = useRef(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await send(e.currentTarget);
    } finally {
      busy.current = false;
    }
  }

  async function send(form: HTMLFormElement) {
    const data = Object.fromEntries(new FormData(form));
    const input = { ...data, agreeToTerms: data.agreeToTerms === "on" };
    // zod is most of this page's script: fetched on the first submit, not with the page.
    const schema = await import("#schemas/contact.ts").catch(() => null);
    if (!schema) {
      // The page's own POST works without the script (src/server/contact-post.ts): send it that way.
      form.submit();
      return;
    }
    const parsed = schema.contactInputSchema.safeParse(input);
    if (!parsed.success) {
      // One translated message per field (the schema's own messages are English).
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0]), t(`contactForm.errors.${String(i.path[0])}`)]),
        ),
      );
      setFailure(t("contactForm.errorText"));
      setState("failed");
      form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setErrors({});
    setState("sending");
    try {
      const res = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(parsed.data),
        credentials: "include",
      });
      if (res.ok) {
        setState("sent");
        form.reset();
        return;
      }
      const body = (await res.json().catch(() => ({}))) as {
        error?: string;
        issues?: { path: string; message: string }[];
      };
      setErrors(
        Object.fromEntries(
          (body.issues ?? []).map((i) => [
            i.path.split(".")[0]!,
            t(`contactForm.errors.${i.path.split(".")[0]}`, { defaultValue: i.message }),
          ]),
        ),
      );
      setFailure(res.status === 429 ? t("contactForm.tooMany") : (body.error ?? `${res.status}: ${res.statusText}`));
      setState("failed");
    } catch {
      setFailure(t("contactForm.networkError"));
      setState("failed");
    }
  }

  if (state === "sent") {
    return (
      <div
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center"
        data-testid="contact-success"
      >
        <p className="text-lg font-bold text-emerald-900">{t("contactForm.successTitle")}</p>
        <p className="mt-2 text-emerald-800">{t("contactForm.successText")}</p>
        <button
          type="button"
          onClick={() => setState("idle")}
          className="mt-6 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-emerald-800 shadow-sm hover:bg-emerald-100"
        >
          {t("contactForm.sendAnother")}
        </button>
      </div>
    );
  }

  const field =
    "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 focus:outline-none focus:ring-2";
  const border = (name: string) =>
    errors[name]
      ? "border-red-500 focus:ring-red-500/30"
      : "border-slate-300 focus:border-teal-600 focus:ring-teal-600/30";
  const label = (name: string, required: boolean) => (
    <span className="text-sm font-medium text-slate-700">
      {t(`contactForm.${name}`)}{" "}
      {required ? (
        <>
          <span className="text-red-600" aria-hidden="true">
            *
          </span>
          <span className="sr-only">{t("contactForm.required")}</span>
        </>
      ) : (
        <span className="text-slate-600">({t("contactForm.optional")})</span>
      )}
    </span>
  );
  const error = (name: string) =>
    errors[name] && (
      <span id={`${name}-error`} className="mt-1 block text-sm text-red-600">
        {errors[name]}
      </span>
    );

  return (
    <form onSubmit={onSubmit} method="post" action={action} noValidate className="space-y-5" data-testid="contact-form">
      {state === "failed" && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
          data-testid="contact-error"
        >
          <p className="font-semibold">{t("contactForm.errorTitle")}</p>
          <p>{failure}</p>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <label key={f.name} className="block">
            {label(f.name, f.required)}
            <input
              name={f.name}
              type={f.type}
              autoComplete={f.auto}
              required={f.required}
              aria-invalid={!!errors[f.name]}
              aria-describedby={errors[f.name] ? `${f.name}-error` : undefined}
              className={`${field} ${border(f.name)}`}
            />
            {error(f.name)}
          </label>
        ))}
      </div>
      <label className="block">
        {label("message", true)}
        <textarea
          name="message"
          rows={6}
          required
          aria-invalid={!!errors.message}
          aria-describedby={errors.message ? "message-error" : undefined}
          className={`${field} ${border("message")}`}
        />
        {error("message")}
      </label>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name="agreeToTerms"
          aria-invalid={!!errors.agreeToTerms}
          className="mt-1 h-4 w-4 accent-teal-600"
        />
        <span className="text-sm text-slate-700">{t("contactForm.agree")}</span>
      </label>
      {error("agreeToTerms")}
      <button
        type="submit"
        disabled={state === "sending"}
        className="inline-flex h-11 items-center justify-center rounded-lg bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
      >
        {state === "sending" ? t("contactForm.sending") : t("contactForm.submit")}
      </button>
    </form>
  );
}
