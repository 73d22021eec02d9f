/** Escapes text for XML and SVG: element content and attribute values alike. Example: escapeXml("a & b") === "a &amp; b" */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!,
  );
}
