import { isPageId, type PageId } from "./page-ids.ts";

/**
 * Long-form copy (legal documents, FAQ answers) may link with a small markdown-like
 * syntax, so the text stays plain and translatable:
 *   [label](page:privacy)          another marketing page, in the reader's language
 *   [label](page:privacy#rights)   a section of another page
 *   [label](#retention)            a section of the same page
 *   [label](https://example.org)   an external site
 */
export type InlinePart =
  | { kind: "text"; text: string }
  | { kind: "page"; text: string; page: PageId; hash?: string }
  | { kind: "anchor"; text: string; hash: string }
  | { kind: "external"; text: string; href: string };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const ANCHOR = /^[a-z0-9][a-z0-9-]*$/;

function linkPart(text: string, target: string): InlinePart {
  if (target.startsWith("page:")) {
    const [page = "", hash] = target.slice(5).split("#", 2);
    if (!isPageId(page)) throw new Error(`unknown page "${page}" in link "[${text}](${target})"`);
    if (hash !== undefined && !ANCHOR.test(hash)) throw new Error(`bad anchor in link "[${text}](${target})"`);
    return hash === undefined ? { kind: "page", text, page } : { kind: "page", text, page, hash };
  }
  if (target.startsWith("#")) {
    const hash = target.slice(1);
    if (!ANCHOR.test(hash)) throw new Error(`bad anchor in link "[${text}](${target})"`);
    return { kind: "anchor", text, hash };
  }
  if (target.startsWith("https://")) return { kind: "external", text, href: target };
  throw new Error(`unsupported link target in "[${text}](${target})"`);
}

/** Splits copy into text and links. A link to an unknown page or scheme is a bug: it throws. */
export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of source.matchAll(LINK)) {
    const [whole, text = "", target = ""] = match;
    if (match.index > last) parts.push({ kind: "text", text: source.slice(last, match.index) });
    parts.push(linkPart(text, target));
    last = match.index + whole.length;
  }
  if (last < source.length) parts.push({ kind: "text", text: source.slice(last) });
  return parts;
}

/** The copy as a reader sees it, without link markup (for JSON-LD and other plain-text uses). */
export function plainText(source: string): string {
  return parseInline(source)
    .map((p) => p.text)
    .join("");
}
