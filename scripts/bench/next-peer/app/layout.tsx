/** The document around the page: our home page's <html> and <body> attributes and its <head>, replayed. */
import type { ReactNode } from "react";
import { document } from "./replay";

export default function RootLayout({ children }: { children: ReactNode }) {
  const { html, head, body } = document();
  return (
    <html {...html}>
      <head>{head}</head>
      <body {...body}>{children}</body>
    </html>
  );
}
