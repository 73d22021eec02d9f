/**
 * The "couldn't load" notice a broken island leaves in its place (island-boundary.tsx):
 * inline, one line and as tall as the header's controls, as it may stand in the header row,
 * a toolbar or a form; a warning sign and a reload button, with words from the small
 * breakpoint up. Its strings are bundled for both languages (a few words each, in their own small
 * files so that no other strings come with them), since
 * the island that failed may be the one that provides the page's strings.
 */
import arText from "#locales/ar/island.json";
import enText from "#locales/en/island.json";

type Props = {
  /** The island's export name (ViewToggle): for the data attribute tests and operators look for. */
  name: string;
  lang: "en" | "ar";
  /** Where the island showed only at some sizes (the phone menu), the notice does too. */
  className?: string;
};

export function IslandNotice({ name, lang, className = "" }: Props) {
  const text = lang === "ar" ? arText : enText;
  return (
    <span
      role="status"
      className={`inline-flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-lg border border-amber-200 bg-amber-50 ps-2 pe-0.5 text-xs font-medium text-amber-900 ${className}`}
      data-testid="island-failed"
      data-island={name}
    >
      <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {/* Words from the small breakpoint up: in a phone's header row two notices would not fit. */}
      <span className="sr-only sm:not-sr-only">{text.failed}</span>
      <button
        type="button"
        onClick={() => window.location.reload()}
        aria-label={text.reload}
        title={text.reload}
        className="flex h-8 w-8 items-center justify-center rounded-md hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-4 w-4"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </span>
  );
}
