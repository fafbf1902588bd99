import { z } from "zod";
import { multiLine, oneLine } from "../text/text-checks.ts";

/**
 * Rich text as the editor (Tiptap) writes it: a JSON document, never HTML. Only the nodes and
 * marks below are accepted when saved and rendered (app/themes/kit/rich-text.tsx), so nothing
 * an owner pastes can become markup or script on a page.
 */
export type RichMark = { type: "bold" } | { type: "italic" } | { type: "link"; attrs: { href: string } };

export type RichInline = { type: "text"; text: string; marks?: RichMark[] } | { type: "hardBreak" };

export type RichBlock =
  | { type: "paragraph"; content?: RichInline[] }
  | { type: "heading"; attrs: { level: 2 | 3 }; content?: RichInline[] }
  | { type: "bulletList"; content: RichListItem[] }
  | { type: "orderedList"; content: RichListItem[] }
  | { type: "blockquote"; content: RichBlock[] }
  | { type: "horizontalRule" };

export type RichListItem = { type: "listItem"; content: RichBlock[] };

export type RichDoc = { type: "doc"; content: RichBlock[] };

/**
 * Links may go to web pages, email addresses and phone numbers; nothing else (no javascript:).
 * The URL parser reads the scheme as a browser does (spaces, tabs and newlines in it dropped).
 */
export function isSafeHref(href: string): boolean {
  try {
    const url = new URL(href);
    return ["http:", "https:", "mailto:", "tel:"].includes(url.protocol);
  } catch {
    return false;
  }
}

const markSchema: z.ZodType<RichMark> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("bold") }).strip(),
  z.object({ type: z.literal("italic") }).strip(),
  z
    .object({
      type: z.literal("link"),
      attrs: z
        .object({ href: z.string().check(oneLine("controls")).max(2000).refine(isSafeHref, "unsafe link") })
        .strip(),
    })
    .strip(),
]);

const inlineSchema: z.ZodType<RichInline> = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("text"),
      // Line breaks are hardBreak nodes; a NUL or another control character is a forged document.
      text: z.string().check(multiLine("controls")).min(1).max(20_000),
      marks: z.array(markSchema).max(5).optional(),
    })
    .strip(),
  z.object({ type: z.literal("hardBreak") }).strip(),
]);

const inlines = z.array(inlineSchema).max(2_000).optional();

const blockSchema: z.ZodType<RichBlock> = z.lazy(() =>
  z.discriminatedUnion("type", [
    z.object({ type: z.literal("paragraph"), content: inlines }).strip(),
    z
      .object({
        type: z.literal("heading"),
        attrs: z.object({ level: z.union([z.literal(2), z.literal(3)]) }).strip(),
        content: inlines,
      })
      .strip(),
    z.object({ type: z.literal("bulletList"), content: z.array(listItemSchema).min(1).max(200) }).strip(),
    z.object({ type: z.literal("orderedList"), content: z.array(listItemSchema).min(1).max(200) }).strip(),
    z.object({ type: z.literal("blockquote"), content: z.array(blockSchema).min(1).max(50) }).strip(),
    z.object({ type: z.literal("horizontalRule") }).strip(),
  ]),
);

const listItemSchema: z.ZodType<RichListItem> = z.lazy(() =>
  z.object({ type: z.literal("listItem"), content: z.array(blockSchema).min(1).max(20) }).strip(),
);

export const richDocSchema: z.ZodType<RichDoc> = z
  .object({ type: z.literal("doc"), content: z.array(blockSchema).max(500) })
  .strip();

/** The editor's heading levels: 1 is the page's own title, so a document starts at 2. */
export const EMPTY_DOC: RichDoc = { type: "doc", content: [] };

/** A document from plain text: one paragraph per blank-line-separated block. */
export function richFromText(text: string): RichDoc {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    type: "doc",
    content: paragraphs.map((p) => ({
      type: "paragraph",
      content: p.split("\n").flatMap((line, i): RichInline[] => {
        const inline: RichInline[] = i === 0 ? [] : [{ type: "hardBreak" }];
        if (line) inline.push({ type: "text", text: line });
        return inline;
      }),
    })),
  };
}

/** The words of a document, for descriptions, excerpts and search (blocks separated by a space). */
export function plainText(doc: RichDoc | undefined): string {
  if (!doc) return "";
  const parts: string[] = [];
  const walk = (blocks: readonly (RichBlock | RichListItem)[]) => {
    for (const block of blocks) {
      if (block.type === "horizontalRule") continue;
      if (block.type === "paragraph" || block.type === "heading") {
        parts.push((block.content ?? []).map((i) => (i.type === "text" ? i.text : " ")).join(""));
      } else {
        walk(block.content);
      }
    }
  };
  walk(doc.content);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

export function isEmptyDoc(doc: RichDoc | undefined): boolean {
  return plainText(doc) === "";
}
