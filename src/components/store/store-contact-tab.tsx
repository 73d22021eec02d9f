import type { TFunction } from "i18next";
import { FacebookIcon, GlobeIcon, InstagramIcon, MailIcon, PhoneIcon, XIcon } from "#components/icons.tsx";
import { telHref } from "#lib/url.ts";

type Contact = {
  phone: string | null;
  email: string | null;
  website: string | null;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
};

/** The social networks a store may link to, in the order shown, each in its own colour on hover. */
const SOCIAL = [
  { key: "facebook", label: "Facebook", Icon: FacebookIcon, hover: "hover:bg-blue-600" },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon, hover: "hover:bg-pink-600" },
  { key: "twitter", label: "X", Icon: XIcon, hover: "hover:bg-slate-900" },
] as const;

/** Phone, e-mail and website (or "not provided"), then the social links the store has. */
export function StoreContactTab({ store, t }: { store: Contact; t: TFunction }) {
  const social = SOCIAL.filter((s) => store[s.key]);
  return (
    <section className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6">
      <dl className="divide-y divide-slate-100">
        {(
          [
            [
              "phone",
              <PhoneIcon key="i" className="h-5 w-5" />,
              store.phone,
              store.phone ? telHref(store.phone) : null,
            ],
            [
              "email",
              <MailIcon key="i" className="h-5 w-5" />,
              store.email,
              store.email ? `mailto:${store.email}` : null,
            ],
            [
              "website",
              <GlobeIcon key="i" className="h-5 w-5" />,
              store.website?.replace(/^https?:\/\//, ""),
              store.website,
            ],
          ] as const
        ).map(([key, icon, text, href]) => (
          // A dl group may hold only dt and dd: the icon is placed inside the dt, beside both.
          <div key={key} className="relative py-4 ps-14">
            <dt className="text-sm text-slate-500">
              <span className="absolute start-0 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-teal-50 text-teal-700">
                {icon}
              </span>
              {t(`pages:store.${key}`)}
            </dt>
            <dd className="font-medium text-slate-900">
              {text && href ? (
                <a
                  href={href}
                  dir="ltr"
                  className="text-teal-700 hover:underline"
                  {...(key === "website" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  {text}
                </a>
              ) : (
                <span className="text-slate-500">{t("pages:store.notProvided")}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {social.length > 0 && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <h2 className="text-sm text-slate-500">{t("pages:store.social")}</h2>
          <div className="mt-3 flex gap-3">
            {social.map(({ key, label, Icon, hover }) => (
              <a
                key={key}
                href={store[key]!}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                className={`flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-700 ${hover} hover:text-white`}
              >
                <Icon />
              </a>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
