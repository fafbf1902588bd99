import { describe, expect, it } from "vitest";
import { richDocSchema } from "../../modules/rich-text/rich-doc.ts";
import { richFromMarkdown, richPerLanguage } from "./rich-from-markdown.ts";

describe("richFromMarkdown", () => {
  it("reads headings, paragraphs joined across lines, lists and quotes", () => {
    const doc = richFromMarkdown(`
      ## Our house

      First line
      and its second line.

      - one
      - two

      1. first
      2. second

      > A guest said so.
    `);
    expect(doc.content.map((block) => block.type)).toEqual([
      "heading",
      "paragraph",
      "bulletList",
      "orderedList",
      "blockquote",
    ]);
    expect(doc.content[1]).toEqual({
      type: "paragraph",
      content: [{ type: "text", text: "First line and its second line." }],
    });
    expect(richDocSchema.safeParse(doc).success).toBe(true);
  });

  it("marks bold, italic and links, and leaves the rest plain", () => {
    const doc = richFromMarkdown("Take **the ferry** to *Breskens*, see [the timetable](https://example.test/ferry).");
    expect(doc.content[0]).toEqual({
      type: "paragraph",
      content: [
        { type: "text", text: "Take " },
        { type: "text", text: "the ferry", marks: [{ type: "bold" }] },
        { type: "text", text: " to " },
        { type: "text", text: "Breskens", marks: [{ type: "italic" }] },
        { type: "text", text: ", see " },
        {
          type: "text",
          text: "the timetable",
          marks: [{ type: "link", attrs: { href: "https://example.test/ferry" } }],
        },
        { type: "text", text: "." },
      ],
    });
  });

  it("never makes a link of an unsafe scheme", () => {
    const doc = richFromMarkdown("[click](javascript:alert(1))");
    expect(JSON.stringify(doc)).not.toContain('"link"');
  });

  it("makes one document per language", () => {
    const docs = richPerLanguage({ nl: "Hallo", en: "Hello" });
    expect(Object.keys(docs)).toEqual(["nl", "en"]);
  });
});
