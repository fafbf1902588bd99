import { describe, expect, it } from "vitest";
import { isSafeHref, plainText, richDocSchema, richFromText } from "./rich-doc.ts";

describe("rich documents", () => {
  it("keeps the allowed nodes and marks and drops attributes it does not know", () => {
    const parsed = richDocSchema.parse({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2, id: "x" }, content: [{ type: "text", text: "Welkom" }] },
        {
          type: "paragraph",
          attrs: { style: "color:red" },
          content: [
            {
              type: "text",
              text: "Zie",
              marks: [{ type: "link", attrs: { href: "https://example.nl", target: "_blank" } }],
            },
          ],
        },
      ],
    });
    expect(parsed.content[1]).toEqual({
      type: "paragraph",
      content: [{ type: "text", text: "Zie", marks: [{ type: "link", attrs: { href: "https://example.nl" } }] }],
    });
  });

  it("refuses script links, unknown nodes and raw HTML nodes", () => {
    const withLink = (href: string) => ({
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href } }] }] },
      ],
    });
    expect(richDocSchema.safeParse(withLink("javascript:alert(1)")).success).toBe(false);
    expect(richDocSchema.safeParse(withLink(" java\tscript:alert(1)")).success).toBe(false);
    expect(richDocSchema.safeParse(withLink("data:text/html,<script>")).success).toBe(false);
    expect(
      richDocSchema.safeParse({ type: "doc", content: [{ type: "html", html: "<script>alert(1)</script>" }] }).success,
    ).toBe(false);
    expect(richDocSchema.safeParse({ type: "doc", content: [{ type: "heading", attrs: { level: 1 } }] }).success).toBe(
      false,
    );
    expect(isSafeHref("mailto:host@example.nl")).toBe(true);
    expect(isSafeHref("tel:+31612345678")).toBe(true);
  });

  it("refuses a NUL or another control character in a text or a link (Postgres refuses NUL in a document)", () => {
    const doc = (text: string, href = "https://example.nl") => ({
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text, marks: [{ type: "link", attrs: { href } }] }] }],
    });
    expect(richDocSchema.safeParse(doc("Zie\u0000 hier")).success).toBe(false);
    expect(richDocSchema.safeParse(doc("Zie\u001b hier")).success).toBe(false);
    expect(richDocSchema.safeParse(doc("Zie hier", "https://example.nl/\u0000")).success).toBe(false);
    expect(richDocSchema.safeParse(doc("Zie\thier")).success).toBe(true);
  });

  it("turns plain text into paragraphs and back into words", () => {
    const doc = richFromText("Eerste alinea\nmet een regel.\n\nTweede <b>alinea</b>.");
    expect(doc.content).toHaveLength(2);
    expect(plainText(doc)).toBe("Eerste alinea met een regel. Tweede <b>alinea</b>.");
  });
});
