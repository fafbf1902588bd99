import type { RichBlock, RichDoc, RichInline, RichListItem, RichMark } from "../../../modules/rich-text/rich-doc.ts";

/**
 * The rich-text editor's document as a form value and back, and the check of a link's
 * address. Free of the schema library, so the editor's browser chunk stays small; the server
 * reads the value with the allow-list itself (app/lib/rich-text-field.server.ts).
 */

/** A node as Tiptap's `getJSON()` gives it: anything may be missing or extra. */
type EditorNode = {
  type?: unknown;
  attrs?: Record<string, unknown> | null;
  content?: unknown;
  marks?: unknown;
  text?: unknown;
};

const LINK_PROTOCOLS = ["http:", "https:", "mailto:", "tel:"];

/**
 * Whether a link may go to `href`: a web page on a named host, an email address or a phone
 * number. Stricter than the server's isSafeHref (modules/rich-text/rich-doc.ts), which must
 * accept everything this does; the URL parser reads the scheme as a browser will.
 */
export function isLinkAllowed(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (!LINK_PROTOCOLS.includes(url.protocol)) return false;
  if (url.protocol === "http:" || url.protocol === "https:") return url.hostname.includes(".");
  return url.pathname.trim() !== "";
}

/**
 * The address an owner typed in the link dialog as a link can hold, or null when it is not
 * a web, email or phone address (javascript:, data:, file: and the like are refused). A bare
 * "example.nl" becomes https://example.nl, "info@example.nl" a mailto: and "+31 6 1234 5678"
 * a tel: link.
 */
export function linkAddress(typed: string): string | null {
  const value = typed.trim();
  if (value === "") return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/\s]+\.[^:/\s]+:\d/.test(value);
  let candidate: string;
  if (hasScheme) candidate = value;
  else if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(value)) candidate = `mailto:${value}`;
  else if (/^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, "").length >= 6)
    candidate = `tel:${value.replace(/[\s().-]/g, "")}`;
  else candidate = `https://${value}`;
  if (!isLinkAllowed(candidate)) return null;
  const url = new URL(candidate);
  return url.protocol === "http:" || url.protocol === "https:" ? url.href : candidate;
}

function isNode(value: unknown): value is EditorNode {
  return typeof value === "object" && value !== null;
}

function children(node: EditorNode): EditorNode[] {
  return Array.isArray(node.content) ? node.content.filter(isNode) : [];
}

function marksOf(node: EditorNode): RichMark[] {
  const marks: RichMark[] = [];
  const seen = new Set<string>();
  for (const mark of Array.isArray(node.marks) ? node.marks.filter(isNode) : []) {
    if (typeof mark.type !== "string" || seen.has(mark.type)) continue;
    if (mark.type === "bold" || mark.type === "italic") marks.push({ type: mark.type });
    else if (mark.type === "link") {
      const href = mark.attrs?.href;
      // A link the allow-list would refuse loses its address, never its words.
      if (typeof href !== "string" || !isLinkAllowed(href)) continue;
      marks.push({ type: "link", attrs: { href } });
    } else continue;
    seen.add(mark.type);
  }
  return marks;
}

function inlines(node: EditorNode): RichInline[] | undefined {
  const out: RichInline[] = [];
  for (const child of children(node)) {
    if (child.type === "hardBreak") out.push({ type: "hardBreak" });
    else if (child.type === "text" && typeof child.text === "string" && child.text !== "") {
      const marks = marksOf(child);
      out.push(marks.length > 0 ? { type: "text", text: child.text, marks } : { type: "text", text: child.text });
    }
  }
  return out.length > 0 ? out : undefined;
}

function withContent<T extends { type: string }>(base: T, content: RichInline[] | undefined) {
  return content ? { ...base, content } : base;
}

function listItems(node: EditorNode): RichListItem[] {
  return children(node)
    .filter((item) => item.type === "listItem")
    .map((item) => {
      const content = blocks(item);
      return { type: "listItem", content: content.length > 0 ? content : [{ type: "paragraph" }] };
    });
}

function block(node: EditorNode): RichBlock | null {
  switch (node.type) {
    case "paragraph":
      return withContent({ type: "paragraph" as const }, inlines(node));
    case "heading": {
      const level: 2 | 3 = Number(node.attrs?.level) >= 3 ? 3 : 2;
      return withContent({ type: "heading" as const, attrs: { level } }, inlines(node));
    }
    case "bulletList":
    case "orderedList": {
      const items = listItems(node);
      return items.length > 0 ? { type: node.type, content: items } : null;
    }
    case "blockquote": {
      const content = blocks(node);
      return { type: "blockquote", content: content.length > 0 ? content : [{ type: "paragraph" }] };
    }
    case "horizontalRule":
      return { type: "horizontalRule" };
    default:
      // Not in the allow-list (the editor has no such node): left out.
      return null;
  }
}

function blocks(node: EditorNode): RichBlock[] {
  return children(node)
    .map(block)
    .filter((b): b is RichBlock => b !== null);
}

/** Empty paragraphs at the end are only where the cursor last was. */
function withoutTrailingEmpty(content: RichBlock[]): RichBlock[] {
  let end = content.length;
  while (end > 0) {
    const last = content[end - 1];
    if (last?.type !== "paragraph" || last.content) break;
    end--;
  }
  return content.slice(0, end);
}

/** The words of each block, for the box shown while the editor loads. */
export function blockTexts(doc: RichDoc | undefined): string[] {
  const words = (node: RichBlock | RichListItem): string =>
    node.type === "paragraph" || node.type === "heading"
      ? (node.content ?? []).map((i) => (i.type === "text" ? i.text : " ")).join("")
      : node.type === "horizontalRule"
        ? ""
        : node.content.map(words).join(" ");
  return (doc?.content ?? []).map((block) => words(block).replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** The document without empty paragraphs at its end; undefined when nothing is left. */
export function trimRichDoc(doc: RichDoc): RichDoc | undefined {
  const content = withoutTrailingEmpty(doc.content);
  return content.length > 0 ? { type: "doc", content } : undefined;
}

/** The editor's JSON as the allow-list keeps it: other nodes, marks and attributes left out. */
export function editorJsonToRichDoc(json: unknown): RichDoc {
  const content = isNode(json) && json.type === "doc" ? blocks(json) : [];
  return { type: "doc", content: withoutTrailingEmpty(content) };
}

/** What the hidden input sends: the document as JSON, or "" when nothing was written. */
export function richDocToFormValue(doc: RichDoc | undefined): string {
  if (!doc) return "";
  const clean = editorJsonToRichDoc(doc);
  return clean.content.length === 0 ? "" : JSON.stringify(clean);
}

/**
 * A form value sent back after a refused save (the field kit's values), as the editor's
 * starting document; undefined for "" or anything that is not a document.
 */
export function richDocFromFormValue(value: string | undefined): RichDoc | undefined {
  if (!value) return undefined;
  try {
    const doc = editorJsonToRichDoc(JSON.parse(value));
    return doc.content.length > 0 ? doc : undefined;
  } catch {
    return undefined;
  }
}
