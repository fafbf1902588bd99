import { describe, expect, it } from "vitest";
import { classifyHost, normalizeHost } from "./classify-host.ts";

describe("classifyHost", () => {
  const domain = "vayvista.nl";

  it.each([
    "vayvista.nl",
    "VayVista.NL",
    "www.vayvista.nl",
    "WWW.VAYVISTA.NL:443",
    "vayvista.nl.",
    "vayvista.nl:3000",
    "www.vayvista.nl.:8080",
  ])("renders the marketing site for the main domain %s", (host) => {
    expect(classifyHost(host, domain)).toEqual({ kind: "marketing" });
  });

  it("renders the marketing site without a host header or for a bare IP address", () => {
    expect(classifyHost(undefined, domain)).toEqual({ kind: "marketing" });
    expect(classifyHost("127.0.0.1:3000", domain)).toEqual({ kind: "marketing" });
    expect(classifyHost("[::1]:3000", domain)).toEqual({ kind: "marketing" });
  });

  it("recognises each theme subdomain as a theme demo", () => {
    expect(classifyHost("modern-minimal.vayvista.nl", domain)).toEqual({
      kind: "theme-demo",
      theme: "modern-minimal",
    });
    expect(classifyHost("Nature-Rustic.VayVista.nl:3000", domain)).toEqual({
      kind: "theme-demo",
      theme: "nature-rustic",
    });
  });

  it("treats the Dutch preview spelling as an ordinary subdomain, not a theme", () => {
    expect(classifyHost("modern-minimaal.vayvista.nl", domain)).toEqual({
      kind: "subdomain",
      subdomain: "modern-minimaal",
    });
  });

  it("looks up other subdomains as owner sites", () => {
    expect(classifyHost("villa-zon.vayvista.nl", domain)).toEqual({ kind: "subdomain", subdomain: "villa-zon" });
    expect(classifyHost("www.villa-zon.vayvista.nl", domain)).toEqual({
      kind: "subdomain",
      subdomain: "villa-zon",
    });
  });

  it("does not treat nested subdomains as sites", () => {
    expect(classifyHost("a.b.vayvista.nl", domain)).toEqual({ kind: "marketing" });
  });

  it("looks up hosts outside the app domain as custom domains, without www", () => {
    expect(classifyHost("www.Villa-Zon.com.", domain)).toEqual({ kind: "custom-domain", domain: "villa-zon.com" });
    expect(classifyHost("vayvista.nl.evil.com", domain)).toEqual({
      kind: "custom-domain",
      domain: "vayvista.nl.evil.com",
    });
  });

  it("works with localhost as the app domain", () => {
    expect(classifyHost("localhost:3000", "localhost")).toEqual({ kind: "marketing" });
    expect(classifyHost("warm-cozy.localhost:3000", "localhost")).toEqual({ kind: "theme-demo", theme: "warm-cozy" });
    expect(classifyHost("mijn-huis.localhost:3000", "localhost")).toEqual({
      kind: "subdomain",
      subdomain: "mijn-huis",
    });
  });

  it("ignores hosts that are not valid names", () => {
    expect(classifyHost("exa_mple.com", domain)).toEqual({ kind: "marketing" });
    expect(classifyHost("intranet", domain)).toEqual({ kind: "marketing" });
  });
});

describe("normalizeHost", () => {
  it("lowercases and strips port, trailing dots and www.", () => {
    expect(normalizeHost("WWW.Example.COM.:8443")).toBe("example.com");
  });
});
