/** Small inline SVG icons (decorative; labels live next to them). */
import type { ReactNode } from "react";

type P = { className?: string };

/** The one <svg> every icon draws in: hidden from assistive technology, stroked unless `filled`. */
function Svg({ className, filled, children }: { className: string; filled?: boolean; children: ReactNode }) {
  const paint = filled
    ? { fill: "currentColor" }
    : ({
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
      } as const);
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...paint}>
      {children}
    </svg>
  );
}

export const MapPinIcon = ({ className = "h-4 w-4" }: P) => (
  <Svg className={className}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);
export const BookIcon = ({ className = "h-4 w-4" }: P) => (
  <Svg className={className}>
    <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 19V5M8 7h7" />
  </Svg>
);
export const PhoneIcon = ({ className = "h-4 w-4" }: P) => (
  <Svg className={className}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </Svg>
);
export const MailIcon = ({ className = "h-4 w-4" }: P) => (
  <Svg className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Svg>
);
export const GlobeIcon = ({ className = "h-4 w-4" }: P) => (
  <Svg className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Svg>
);
export const ClockIcon = ({ className = "h-4 w-4" }: P) => (
  <Svg className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);
export const SearchIcon = ({ className = "h-5 w-5" }: P) => (
  <Svg className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Svg>
);
export const TagIcon = ({ className = "h-6 w-6" }: P) => (
  <Svg className={className}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Svg>
);
export const FacebookIcon = ({ className = "h-5 w-5" }: P) => (
  <Svg className={className} filled>
    <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z" />
  </Svg>
);
export const InstagramIcon = ({ className = "h-5 w-5" }: P) => (
  <Svg className={className}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r=".5" fill="currentColor" />
  </Svg>
);
export const XIcon = ({ className = "h-5 w-5" }: P) => (
  <Svg className={className} filled>
    <path d="M17.5 3h3.2l-7 8 8.3 10h-6.5l-5-6.2L5 21H1.8l7.5-8.6L1.4 3H8l4.6 5.7zm-1.1 16h1.8L7.7 4.9H5.8z" />
  </Svg>
);
export const ChevronIcon = ({ className = "h-4 w-4" }: P) => (
  <Svg className={`${className} rtl:-scale-x-100`}>
    <path d="M9 6l6 6-6 6" />
  </Svg>
);
