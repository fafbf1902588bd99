import { describe, expect, it } from "vitest";
import { escapeXml } from "./escape-xml.ts";

describe("escapeXml", () => {
  it("leaves no markup and no way out of a quoted attribute", () => {
    expect(escapeXml(`<loc href="x" title='y'>Tom & Jerry</loc>`)).toBe(
      "&lt;loc href=&quot;x&quot; title=&apos;y&apos;&gt;Tom &amp; Jerry&lt;/loc&gt;",
    );
  });

  it("escapes an ampersand once, so entities in the text stay text", () => {
    expect(escapeXml("https://example.nl/?a=1&amp;b=2")).toBe("https://example.nl/?a=1&amp;amp;b=2");
  });

  it("leaves out what XML cannot hold, and keeps tabs, line breaks and every other letter", () => {
    expect(escapeXml("a\u0000b\u0008c\uFFFEd\uD800e")).toBe("abcde");
    expect(escapeXml("zee\tzicht\r\nŁódź 🏖")).toBe("zee\tzicht\r\nŁódź 🏖");
  });
});
