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
