import type { SiteLang } from "../../modules/i18n/site-languages.ts";
import type { RichBlock, RichDoc, RichInline, RichListItem, RichMark } from "../../modules/rich-text/rich-doc.ts";

/**
 * The demo stories and posts are written as a small Markdown subset, so that four languages of
 * prose stay readable in the source: blocks are separated by blank lines; a block starting with
 * "## " or "### " is a heading, one whose lines all start with "- " or "1. " a list, one whose
 * lines start with "> " a quote, anything else a paragraph (its lines joined by a space).
 * Inline: **bold**, *italic* and [label](https://…). Anything else stays plain text.
 */
export function richFromMarkdown(markdown: string): RichDoc {
  const blocks = markdown
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
  return { type: "doc", content: blocks.map(blockOf) };
}

/** One document per language, for the rich fields of a fixture. */
export function richPerLanguage(texts: Partial<Record<SiteLang, string>>): Partial<Record<SiteLang, RichDoc>> {
  const docs: Partial<Record<SiteLang, RichDoc>> = {};
  for (const [lang, text] of Object.entries(texts) as [SiteLang, string][]) docs[lang] = richFromMarkdown(text);
  return docs;
}

const BULLET = /^- /;
const NUMBER = /^\d+\. /;
const QUOTE = /^> ?/;

function blockOf(lines: string[]): RichBlock {
  const first = lines[0] ?? "";
  const heading = /^(#{2,3}) (.*)$/.exec(first);
  if (heading && lines.length === 1) {
    return { type: "heading", attrs: { level: heading[1] === "##" ? 2 : 3 }, content: inlinesOf(heading[2] ?? "") };
  }
  if (lines.every((line) => BULLET.test(line))) return { type: "bulletList", content: items(lines, BULLET) };
  if (lines.every((line) => NUMBER.test(line))) return { type: "orderedList", content: items(lines, NUMBER) };
  if (lines.every((line) => QUOTE.test(line))) {
    return { type: "blockquote", content: [paragraph(lines.map((line) => line.replace(QUOTE, "")).join(" "))] };
  }
  return paragraph(lines.join(" "));
}

function items(lines: string[], marker: RegExp): RichListItem[] {
  return lines.map((line) => ({ type: "listItem", content: [paragraph(line.replace(marker, ""))] }));
}

function paragraph(text: string): RichBlock {
  return { type: "paragraph", content: inlinesOf(text) };
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((https?:\/\/[^\s)]+|mailto:[^\s)]+|tel:[^\s)]+)\)/g;

function inlinesOf(text: string): RichInline[] {
  const inlines: RichInline[] = [];
  let at = 0;
  const push = (value: string, marks?: RichMark[]) => {
    if (value) inlines.push(marks ? { type: "text", text: value, marks } : { type: "text", text: value });
  };
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(at, match.index));
    const [, bold, italic, label, href] = match;
    if (bold) push(bold, [{ type: "bold" }]);
    else if (italic) push(italic, [{ type: "italic" }]);
    else if (label && href) push(label, [{ type: "link", attrs: { href } }]);
    at = match.index + match[0].length;
  }
  push(text.slice(at));
  return inlines;
}
