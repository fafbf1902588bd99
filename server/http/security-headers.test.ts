import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, securityHeaders, strictTransportSecurity } from "./security-headers.ts";

describe("contentSecurityPolicy", () => {
  it("lets scripts run only from our origin or with this response's nonce, never inline", () => {
    const csp = contentSecurityPolicy("abc123", true);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("abc123", false)).not.toContain("upgrade-insecure-requests");
  });

  it("draws a different nonce every time, also across the batches it draws from", () => {
    const seen = new Set(Array.from({ length: 1000 }, () => createNonce()));
    expect(seen.size).toBe(1000);
    for (const nonce of seen) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("comes with the other security headers, and HSTS over https only", () => {
    const names = (url: string) => securityHeaders(new URL(url), "n", "vayvista.nl").map(([name]) => name);
    expect(names("http://vayvista.nl/")).toEqual(
      expect.arrayContaining([
        "Content-Security-Policy",
        "X-Content-Type-Options",
        "X-Frame-Options",
        "Referrer-Policy",
      ]),
    );
    expect(names("http://vayvista.nl/")).not.toContain("Strict-Transport-Security");
    expect(names("https://vayvista.nl/")).toContain("Strict-Transport-Security");
  });
});

describe("strictTransportSecurity", () => {
  const hsts = (url: string) => strictTransportSecurity(new URL(url), "vayvista.nl");

  it("covers the subdomains on the marketing domain only", () => {
    expect(hsts("https://vayvista.nl/")).toBe("max-age=63072000; includeSubDomains");
    expect(hsts("https://villa-zon.vayvista.nl/")).toBe("max-age=63072000");
  });

  it("never includes subdomains on an owner's own domain", () => {
    expect(hsts("https://villa-zon.nl/")).toBe("max-age=7776000");
    expect(hsts("https://www.villa-zon.nl/")).not.toContain("includeSubDomains");
    expect(hsts("https://notvayvista.nl/")).not.toContain("includeSubDomains");
  });

  it("is not sent over plain http", () => {
    expect(hsts("http://vayvista.nl/")).toBeNull();
  });
});
