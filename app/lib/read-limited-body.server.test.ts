import { describe, expect, it } from "vitest";
import { chunkedBody } from "../../tests/support/route-harness.ts";
import { readLimitedBody } from "./read-limited-body.server.ts";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("https://vayvista.test/api/x", { method: "POST", headers, body, duplex: "half" } as RequestInit);

const text = (bytes: Uint8Array | null) => (bytes === null ? null : new TextDecoder().decode(bytes));

describe("readLimitedBody", () => {
  it("reads a body up to the limit, with or without a declared length", async () => {
    const body = "ż".repeat(5000);
    const bytes = Buffer.byteLength(body);
    expect(text(await readLimitedBody(post(body, { "content-length": String(bytes) }), bytes))).toBe(body);
    expect(text(await readLimitedBody(post(chunkedBody(body, 1000).stream), bytes))).toBe(body);
    // A large declared body lands in one buffer of its size.
    const photo = new Uint8Array(300 * 1024).fill(7);
    const read = await readLimitedBody(post(photo, { "content-length": String(photo.byteLength) }), 1024 * 1024);
    expect(read?.byteLength).toBe(photo.byteLength);
    expect(read?.every((b) => b === 7)).toBe(true);
  });

  it("reads no body, or an empty one, as no bytes", async () => {
    expect((await readLimitedBody(post(null), 10))?.byteLength).toBe(0);
    expect((await readLimitedBody(post("", { "content-length": "0" }), 10))?.byteLength).toBe(0);
  });

  it("refuses by a declared length without reading a byte", async () => {
    const body = chunkedBody("x".repeat(100));
    expect(await readLimitedBody(post(body.stream, { "content-length": String(1024 * 1024) }), 1024)).toBeNull();
    expect(body.pulled()).toBe(0);
  });

  it("stops reading a chunked body as soon as it passes the limit", async () => {
    const body = chunkedBody("x".repeat(10 * 1024 * 1024), 16 * 1024);
    expect(await readLimitedBody(post(body.stream), 64 * 1024)).toBeNull();
    // One chunk past the limit at most; the other ten megabytes were never read.
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024 + 16 * 1024);
  });

  it("refuses a body that sends more than it declared", async () => {
    const body = chunkedBody("x".repeat(200 * 1024), 16 * 1024);
    expect(await readLimitedBody(post(body.stream, { "content-length": String(100 * 1024) }), 1024 * 1024)).toBeNull();
    expect(body.pulled()).toBeLessThanOrEqual(100 * 1024 + 16 * 1024);
  });
});
