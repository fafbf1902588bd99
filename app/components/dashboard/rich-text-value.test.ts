import { describe, expect, it } from "vitest";
import { isSafeHref, type RichDoc } from "../../../modules/rich-text/rich-doc.ts";
import { readRichTextField } from "../../lib/rich-text-field.server.ts";
import {
  blockTexts,
  editorJsonToRichDoc,
  isLinkAllowed,
  linkAddress,
  richDocFromFormValue,
  richDocToFormValue,
} from "./rich-text-value.ts";

/** A story as an owner writes it: every kind of block and mark the sites draw. */
const STORY: RichDoc = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Welkom" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Ons huis ligt " },
        { type: "text", text: "achter de duinen", marks: [{ type: "bold" }, { type: "italic" }] },
        { type: "hardBreak" },
        { type: "text", text: "Bel ons", marks: [{ type: "link", attrs: { href: "tel:+31612345678" } }] },
      ],
    },
    { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "In de buurt" }] },
    {
      type: "bulletList",
      content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Strand" }] }] }],
    },
    {
      type: "orderedList",
      content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Eerst" }] }] }],
    },
    { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: "Heerlijk!" }] }] },
    { type: "horizontalRule" },
  ],
};

describe("the editor's document as a form value", () => {
  it("sends a document as JSON and gets the same document back, in the browser and on the server", () => {
    const value = richDocToFormValue(STORY);
    expect(JSON.parse(value)).toEqual(STORY);
    expect(richDocFromFormValue(value)).toEqual(STORY);
    expect(readRichTextField(value)).toEqual({ ok: true, doc: STORY });
  });

  it("gives the words of each block for the box shown while the editor loads", () => {
    expect(blockTexts(STORY)).toEqual([
      "Welkom",
      "Ons huis ligt achter de duinen Bel ons",
      "In de buurt",
      "Strand",
      "Eerst",
      "Heerlijk!",
    ]);
    expect(blockTexts(undefined)).toEqual([]);
  });

  it("sends nothing for an empty editor, and reads nothing back as no document", () => {
    // What Tiptap holds when nothing was typed, or only Enter.
    const empty = { type: "doc", content: [{ type: "paragraph" }, { type: "paragraph" }] };
    expect(richDocToFormValue(editorJsonToRichDoc(empty))).toBe("");
    expect(richDocToFormValue(undefined)).toBe("");
    expect(richDocFromFormValue("")).toBeUndefined();
    expect(richDocFromFormValue("not json")).toBeUndefined();
    expect(readRichTextField("")).toEqual({ ok: true, doc: undefined });
    expect(readRichTextField(null)).toEqual({ ok: true, doc: undefined });
    expect(readRichTextField(JSON.stringify(empty))).toEqual({ ok: true, doc: undefined });
  });

  it("keeps only what the sites draw from what Tiptap writes: no extra attributes, no unknown nodes or marks", () => {
    const fromTiptap = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 1, textAlign: "center" }, content: [{ type: "text", text: "Titel" }] },
        {
          type: "paragraph",
          attrs: { class: "x" },
          content: [
            {
              type: "text",
              text: "site",
              marks: [
                {
                  type: "link",
                  attrs: { href: "https://duinhuis.nl", target: "_blank", rel: "noopener", class: null },
                },
                { type: "strike" },
                { type: "bold" },
                { type: "bold" },
              ],
            },
            { type: "text", text: "" },
            { type: "image", attrs: { src: "https://evil.example/x.png" } },
          ],
        },
        { type: "codeBlock", content: [{ type: "text", text: "rm -rf /" }] },
        { type: "orderedList", attrs: { start: 3, type: null }, content: [{ type: "listItem", content: [] }] },
        { type: "bulletList", content: [] },
        { type: "paragraph" },
      ],
    };
    expect(editorJsonToRichDoc(fromTiptap)).toEqual({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Titel" }] },
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "site",
              marks: [{ type: "link", attrs: { href: "https://duinhuis.nl" } }, { type: "bold" }],
            },
          ],
        },
        { type: "orderedList", content: [{ type: "listItem", content: [{ type: "paragraph" }] }] },
      ],
    });
    expect(editorJsonToRichDoc(null)).toEqual({ type: "doc", content: [] });
    expect(editorJsonToRichDoc({ type: "paragraph" })).toEqual({ type: "doc", content: [] });
  });

  it("drops a link to a script but keeps its words", () => {
    const doc = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [{ type: "text", text: "klik", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }],
        },
      ],
    };
    expect(editorJsonToRichDoc(doc).content[0]).toEqual({
      type: "paragraph",
      content: [{ type: "text", text: "klik" }],
    });
  });

  it("refuses on the server what the editor never sends: bad JSON, unknown nodes, script links, other shapes", () => {
    const withLink = (href: string) =>
      JSON.stringify({
        type: "doc",
        content: [
          { type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href } }] }] },
        ],
      });
    expect(readRichTextField("{")).toEqual({ ok: false });
    expect(readRichTextField(JSON.stringify({ type: "doc", content: [{ type: "script", text: "x" }] }))).toEqual({
      ok: false,
    });
    expect(readRichTextField(withLink("javascript:alert(1)"))).toEqual({ ok: false });
    expect(readRichTextField(withLink(" java\tscript:alert(1)"))).toEqual({ ok: false });
    expect(readRichTextField(JSON.stringify(["doc"]))).toEqual({ ok: false });
    expect(readRichTextField(new File(["{}"], "doc.json"))).toEqual({ ok: false });
    expect(readRichTextField(withLink("mailto:gast@example.nl"))).toMatchObject({ ok: true });
  });
});

describe("a link's address", () => {
  it("takes web, email and phone addresses, completing what an owner usually types", () => {
    expect(linkAddress("https://www.duinhuis.nl/fietsen?x=1#kaart")).toBe("https://www.duinhuis.nl/fietsen?x=1#kaart");
    expect(linkAddress("  http://duinhuis.nl ")).toBe("http://duinhuis.nl/");
    expect(linkAddress("www.duinhuis.nl")).toBe("https://www.duinhuis.nl/");
    expect(linkAddress("duinhuis.nl/route")).toBe("https://duinhuis.nl/route");
    expect(linkAddress("duinhuis.nl:8080/x")).toBe("https://duinhuis.nl:8080/x");
    expect(linkAddress("info@duinhuis.nl")).toBe("mailto:info@duinhuis.nl");
    expect(linkAddress("mailto:info@duinhuis.nl?subject=Boeking")).toBe("mailto:info@duinhuis.nl?subject=Boeking");
    expect(linkAddress("+31 6 1234-5678")).toBe("tel:+31612345678");
    expect(linkAddress("tel:+31612345678")).toBe("tel:+31612345678");
  });

  it("refuses scripts, data, files and what is no address at all", () => {
    for (const typed of [
      "",
      "   ",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html,<script>alert(1)</script>",
      "file:///etc/passwd",
      "ftp://files.example.nl",
      "blob:https://example.nl/1",
      "https://",
      "mailto:",
      "hallo",
      "twee woorden",
      "<script>",
    ]) {
      expect(linkAddress(typed), JSON.stringify(typed)).toBeNull();
    }
  });

  it("allows in the editor only links the server's allow-list also accepts", () => {
    const hrefs = [
      "https://duinhuis.nl",
      "http://a.b",
      "mailto:x@y.nl",
      "tel:+31612345678",
      "javascript:alert(1)",
      "data:text/plain,x",
      "https://localhost",
      " https://duinhuis.nl",
      "HTTPS://DUINHUIS.NL",
    ];
    for (const href of hrefs) {
      if (isLinkAllowed(href)) expect(isSafeHref(href), href).toBe(true);
    }
    expect(hrefs.filter(isLinkAllowed)).toEqual([
      "https://duinhuis.nl",
      "http://a.b",
      "mailto:x@y.nl",
      "tel:+31612345678",
      " https://duinhuis.nl",
      "HTTPS://DUINHUIS.NL",
    ]);
  });
});
