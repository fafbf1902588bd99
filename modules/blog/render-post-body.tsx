import type { ReactElement } from "react";

/** One block of a blog post body: a heading, a paragraph or a bulleted list. */
export type PostBlock =
  | { kind: "heading"; key: string; text: string }
  | { kind: "paragraph"; key: string; text: string }
  | { kind: "list"; key: string; items: string[] };

/**
 * Splits the stored body format into blocks: paragraphs are separated by blank lines,
 * a line starting with `## ` is a heading and lines starting with `- ` are list items.
 * Lines of one paragraph are joined with a space. Nothing is interpreted as HTML.
 */
export function parsePostBody(body: string): PostBlock[] {
  const blocks: PostBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const key = () => `b${blocks.length}`;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", key: key(), text: paragraph.join(" ") });
    if (list.length) blocks.push({ kind: "list", key: key(), items: list });
    paragraph = [];
    list = [];
  };

  for (const raw of body.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (/^##(\s|$)/.test(line)) {
      flush();
      const text = line.slice(2).trim();
      if (text) blocks.push({ kind: "heading", key: key(), text });
    } else if (/^-(\s|$)/.test(line)) {
      if (paragraph.length) flush();
      const item = line.slice(1).trim();
      if (item) list.push(item);
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/**
 * The body of a blog post as React elements (h2, p, ul/li). Text is passed to React as
 * text, so HTML in a post is shown literally and never becomes markup.
 */
export function renderPostBody(body: string): ReactElement[] {
  return parsePostBody(body).map((block) => {
    switch (block.kind) {
      case "heading":
        return (
          <h2 key={block.key} className="mt-12 mb-4 font-display text-2xl leading-snug font-semibold text-pine-950">
            {block.text}
          </h2>
        );
      case "list":
        return (
          <ul key={block.key} className="my-6 list-disc space-y-2 pl-6 marker:text-pine-600">
            {block.items.map((item, i) => (
              // Items of one list may repeat; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
              <li key={i}>{item}</li>
            ))}
          </ul>
        );
      default:
        return (
          <p key={block.key} className="my-5">
            {block.text}
          </p>
        );
    }
  });
}
