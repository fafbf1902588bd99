import { describe, expect, it } from "vitest";
import { pageUrl } from "./page-url.ts";

/** The URL the server builds from the request line: the path appended to the host, as sent. */
const at = (path: string) => pageUrl(new URL(`https://vayvista.nl${path}`));

describe("pageUrl", () => {
  it("caches a page under its decoded path", () => {
    expect(at("/pl/obs%C5%82uga-techniczna")).toMatchObject({ kind: "shared", path: "/pl/obsługa-techniczna" });
    expect(at("/pl/obsługa-techniczna")).toMatchObject({ kind: "shared", path: "/pl/obsługa-techniczna" });
    expect(at("/en/%61bout-us")).toMatchObject({ kind: "shared", path: "/en/about-us" });
  });

  it("redirects a trailing slash to the one form, keeping the query", () => {
    expect(at("/en/pricing/")).toEqual({ kind: "redirect", location: "/en/pricing" });
    expect(at("/en/pricing//?plan=a")).toEqual({ kind: "redirect", location: "/en/pricing?plan=a" });
    expect(at("/")).toMatchObject({ kind: "shared", path: "/" });
  });

  it("never redirects off the site", () => {
    expect(at("//evil.example/")).toEqual({ kind: "redirect", location: "/evil.example" });
    expect(at("/\\evil.example/")).toEqual({ kind: "redirect", location: "/evil.example" });
  });

  it("ignores campaign parameters and renders without them", () => {
    const shared = at("/en/pricing?utm_source=newsletter&utm_campaign=spring&gclid=abc&fbclid=x");
    expect(shared).toMatchObject({ kind: "shared", path: "/en/pricing" });
    expect(shared.kind === "shared" && shared.url.href).toBe("https://vayvista.nl/en/pricing");
  });

  it("leaves pages whose query matters, or whose path cannot be decoded, uncached", () => {
    expect(at("/en/blog?page=2")).toEqual({ kind: "own" });
    expect(at("/en/blog?utm_source=x&page=2")).toEqual({ kind: "own" });
    expect(at("/en/%E0%A4%A")).toEqual({ kind: "own" });
    expect(at("/en/a%2Fb")).toEqual({ kind: "own" });
  });
});
