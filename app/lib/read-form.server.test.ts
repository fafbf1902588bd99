import { describe, expect, it } from "vitest";
import { chunkedBody, outcome } from "../../tests/support/route-harness.ts";
import { formLimit, readForm } from "./read-form.server.ts";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("https://vayvista.test/form", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
    duplex: "half",
  } as RequestInit);

describe("readForm", () => {
  it("reads a form sent in chunks without Content-Length", async () => {
    const body = chunkedBody(new URLSearchParams({ subject: "Agenda", message: "ż".repeat(2000) }).toString(), 100);
    const form = await readForm(post(body.stream), { maxBytes: formLimit(2_100), lang: "pl" });
    expect(form.get("subject")).toBe("Agenda");
    expect(form.get("message")).toBe("ż".repeat(2000));
  });

  it("stops reading a chunked body past the limit and answers 413 in the visitor's language", async () => {
    const body = chunkedBody(`message=${"x".repeat(10 * 1024 * 1024)}`, 16 * 1024);
    const refused = await outcome(() => readForm(post(body.stream), { maxBytes: 64 * 1024, lang: "pl" }));
    expect(refused).toMatchObject({
      status: 413,
      data: {
        reason: "too-large",
        title: "Za dużo naraz",
        message: expect.stringContaining("nic nie zostało zapisane"),
      },
    });
    // One chunk past the limit at most; the other ten megabytes were never read.
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024 + 16 * 1024);
  });

  it("refuses by a declared Content-Length without reading the body", async () => {
    const body = chunkedBody("message=hallo");
    const refused = await outcome(() =>
      readForm(post(body.stream, { "content-length": String(1024 * 1024) }), { maxBytes: 1024, lang: "en" }),
    );
    expect(refused).toMatchObject({ status: 413, data: { title: "Too much at once" } });
    expect(body.pulled()).toBe(0);
  });

  it("reads multipart forms, and a post without a form body as an empty form", async () => {
    const multipart = new FormData();
    multipart.set("theme", "urban-hip");
    const sent = new Request("https://vayvista.test/form", { method: "POST", body: multipart });
    expect((await readForm(sent, { maxBytes: 4096, lang: "nl" })).get("theme")).toBe("urban-hip");
    const bare = new Request("https://vayvista.test/logout", { method: "POST" });
    expect([...(await readForm(bare, { maxBytes: 4096, lang: "nl" })).keys()]).toEqual([]);
    const json = post('{"theme":"x"}', { "content-type": "application/json" });
    expect([...(await readForm(json, { maxBytes: 4096, lang: "nl" })).keys()]).toEqual([]);
  });
});
