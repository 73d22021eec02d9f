import { Fragment, type ReactNode } from "react";

type Props = {
  /** The trail's accessible name ("Breadcrumb"). */
  label: string;
  /** The pages above this one, outermost first. */
  links: { href: string; text: ReactNode }[];
  /** This page: shown, not linked. */
  current: ReactNode;
  className?: string;
  testId?: string;
};

/** Home / Stores / Carrefour / …: the links above the page, then the page itself. */
export function Breadcrumb({ label, links, current, className = "text-sm text-slate-500", testId }: Props) {
  return (
    <nav aria-label={label} className={className} data-testid={testId} data-emirate-links="">
      {links.map((link) => (
        <Fragment key={link.href}>
          <a href={link.href} className="hover:text-teal-700">
            {link.text}
          </a>
          <span className="mx-2">/</span>
        </Fragment>
      ))}
      <span className="text-slate-800" aria-current="page">
        {current}
      </span>
    </nav>
  );
}
