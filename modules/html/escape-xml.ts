const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** What XML 1.0 cannot hold at all, escaped or not: most controls, lone surrogates, U+FFFE and U+FFFF. */
const NOT_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text made safe to place in XML (the sitemaps), in element content and in quoted
 * attribute values alike: its five special characters written as XML's entities, and the
 * characters XML may not contain left out.
 */
export function escapeXml(value: string): string {
  return value.replace(NOT_IN_XML, "").replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
