import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cachedPage, pageResponse, preferredEncoding } from "./page-variants.ts";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe("cached page variants", () => {
  const html = `<!doctype html><html><body>${"<p>Vakantiehuis aan zee</p>".repeat(200)}</body></html>`;

  it("answers each client with a variant it can read, and HEAD with the same headers and no body", async () => {
    const rendered = new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "x-page": "1" } });
    const page = await cachedPage(rendered, new TextEncoder().encode(html));

    const br = pageResponse(page, "br", "GET");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.byteLength).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(brBody).toString()).toBe(html);

    const gz = pageResponse(page, "gzip", "GET");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);

    const plain = pageResponse(page, null, "GET");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);

    const head = pageResponse(page, "br", "HEAD");
    expect(head.headers.get("content-length")).toBe(String(brBody.byteLength));
    expect(head.headers.get("x-page")).toBe("1");
    expect(await head.text()).toBe("");
  });
});
