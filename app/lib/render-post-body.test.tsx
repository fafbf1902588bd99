import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parsePostBody } from "../../modules/blog/parse-post-body.ts";
import { renderPostBody } from "./render-post-body.tsx";

function html(body: string): string {
  // Class names are styling, not structure: leave them out of the comparison.
  return renderToStaticMarkup(createElement(Fragment, null, ...renderPostBody(body))).replace(/ class="[^"]*"/g, "");
}

describe("blog post body", () => {
  it("turns blank-line separated text into paragraphs, joining wrapped lines", () => {
    expect(html("First line\nstill first.\n\nSecond paragraph.")).toBe(
      "<p>First line still first.</p><p>Second paragraph.</p>",
    );
  });

  it("renders `## ` lines as h2 headings, also directly above a paragraph", () => {
    expect(html("## Why it matters\nBecause it does.")).toBe("<h2>Why it matters</h2><p>Because it does.</p>");
  });

  it("groups consecutive `- ` lines into one list", () => {
    expect(html("Check:\n- photos\n- prices\n- calendar\n\nDone.")).toBe(
      "<p>Check:</p><ul><li>photos</li><li>prices</li><li>calendar</li></ul><p>Done.</p>",
    );
  });

  it("starts a new paragraph when text follows a list without a blank line", () => {
    const blocks = parsePostBody("- one\n- two\nAfter the list.");
    expect(blocks.map((b) => b.kind)).toEqual(["list", "paragraph"]);
  });

  it("ignores Windows line endings, surrounding whitespace and empty headings", () => {
    expect(html("  ## Title  \r\n\r\n  Text  \r\n##   \r\n")).toBe("<h2>Title</h2><p>Text</p>");
  });

  it("shows HTML in the text as text, never as markup", () => {
    const out = html('## <img src=x onerror="alert(1)">\n\n<script>alert(1)</script>\n\n- <b>bold</b>');
    expect(out).not.toContain("<script>");
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<b>");
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out).toContain("<li>&lt;b&gt;bold&lt;/b&gt;</li>");
    expect(out).toContain("<h2>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</h2>");
  });

  it("gives every block a unique key", () => {
    const keys = parsePostBody("## A\n\nB\n\n- c\n\n## A").map((b) => b.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
