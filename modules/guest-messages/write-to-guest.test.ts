import { describe, expect, it } from "vitest";
import { handWrittenMessage } from "./write-to-guest.ts";

describe("an owner's message written by hand", () => {
  it("keeps the text as typed and escapes it in the HTML, in paragraphs", () => {
    const message = handWrittenMessage(
      "Sleutel",
      "Hallo Jonas,\r\n\r\n{{ guest.name }} & <script>alert(1)</script>\nzie https://example.nl/route?a=1&b=2.\n\n",
    );
    expect(message.text).toBe(
      "Hallo Jonas,\n\n{{ guest.name }} & <script>alert(1)</script>\nzie https://example.nl/route?a=1&b=2.",
    );
    expect(message.html).toBe(
      '<p>Hallo Jonas,</p>\n<p>{{ guest.name }} &amp; &lt;script&gt;alert(1)&lt;/script&gt;<br>zie <a href="https://example.nl/route?a=1&amp;b=2">https://example.nl/route?a=1&amp;b=2</a>.</p>',
    );
  });

  it("makes the subject one line whatever was pasted into it", () => {
    expect(handWrittenMessage(" Sleutel\r\nBcc: x@example.com\u0000 ", "Hoi").subject).toBe(
      "Sleutel Bcc: x@example.com",
    );
  });
});
