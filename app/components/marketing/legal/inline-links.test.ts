import { describe, expect, it } from "vitest";
import { parseInline, plainText } from "./inline-links.ts";

describe("inline links in long-form copy", () => {
  it("splits text and the four kinds of link", () => {
    expect(
      parseInline(
        "Read our [privacy policy](page:privacy), its [rights](page:privacy#rights), [below](#retention) or [the AP](https://autoriteitpersoonsgegevens.nl).",
      ),
    ).toEqual([
      { kind: "text", text: "Read our " },
      { kind: "page", text: "privacy policy", page: "privacy" },
      { kind: "text", text: ", its " },
      { kind: "page", text: "rights", page: "privacy", hash: "rights" },
      { kind: "text", text: ", " },
      { kind: "anchor", text: "below", hash: "retention" },
      { kind: "text", text: " or " },
      { kind: "external", text: "the AP", href: "https://autoriteitpersoonsgegevens.nl" },
      { kind: "text", text: "." },
    ]);
  });

  it("leaves copy without links as one text part, and empty copy as none", () => {
    expect(parseInline("No links here [just brackets].")).toEqual([
      { kind: "text", text: "No links here [just brackets]." },
    ]);
    expect(parseInline("")).toEqual([]);
  });

  it("gives the text a reader sees, without markup", () => {
    expect(plainText("See our [terms](page:terms#liability) and [pricing](page:pricing).")).toBe(
      "See our terms and pricing.",
    );
  });

  it("refuses links to pages, anchors or schemes it does not know", () => {
    expect(() => parseInline("[x](page:imprint)")).toThrow(/unknown page "imprint"/);
    expect(() => parseInline("[x](#Not_An_Anchor)")).toThrow(/bad anchor/);
    expect(() => parseInline("[x](page:terms#Bad Anchor)")).not.toThrow(); // a space ends the target: no link
    expect(() => parseInline("[x](page:terms#Bad_Anchor)")).toThrow(/bad anchor/);
    expect(() => parseInline("[x](http://example.org)")).toThrow(/unsupported link target/);
    expect(() => parseInline("[x](mailto:a@b.c)")).toThrow(/unsupported link target/);
  });
});
