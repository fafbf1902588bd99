import { describe, expect, it } from "vitest";
import { forwardedUrl, requestAt } from "./forwarded-request.ts";

const request = (headers: Record<string, string>, url = "http://villa-zon.nl/contact") => new Request(url, { headers });

describe("forwardedUrl", () => {
  it("takes the scheme the proxy received", () => {
    expect(forwardedUrl(request({ "x-forwarded-proto": "https" }), "http:").href).toBe("https://villa-zon.nl/contact");
    expect(forwardedUrl(request({ "x-forwarded-proto": "http, https" }), "http:").protocol).toBe("https:");
  });

  it("falls back to the public origin's scheme when the proxy says nothing usable", () => {
    expect(forwardedUrl(request({}), "https:").protocol).toBe("https:");
    expect(forwardedUrl(request({ "x-forwarded-proto": "gopher" }), "https:").protocol).toBe("https:");
  });

  it("takes the forwarded host when it is a host, and ignores anything else", () => {
    expect(forwardedUrl(request({ "x-forwarded-host": "localhost:8443" }), "https:").host).toBe("localhost:8443");
    expect(forwardedUrl(request({ "x-forwarded-host": "evil.example/path" }), "https:").host).toBe("villa-zon.nl");
    expect(forwardedUrl(request({ "x-forwarded-host": "a@evil.example" }), "https:").host).toBe("villa-zon.nl");
  });
});

describe("requestAt", () => {
  it("keeps method, headers and a streamed body", async () => {
    const original = new Request("http://vayvista.nl/login", {
      method: "POST",
      headers: { "x-forwarded-proto": "https", "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.nl",
    });
    const forwarded = requestAt(original, forwardedUrl(original, "http:"));
    expect(forwarded.url).toBe("https://vayvista.nl/login");
    expect(forwarded.method).toBe("POST");
    expect(forwarded.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(await forwarded.text()).toBe("email=a%40b.nl");
  });

  it("returns the same request when nothing changes", () => {
    const same = new Request("https://vayvista.nl/", { headers: { "x-forwarded-proto": "https" } });
    expect(requestAt(same, forwardedUrl(same, "https:"))).toBe(same);
  });
});
