import { describe, expect, it } from "vitest";
import { displayHost, siteUrl } from "./site-url.ts";

describe("siteUrl", () => {
  it("keeps the local scheme and port for the subdomain", () => {
    const local = { origin: "http://localhost:3000", appDomain: "localhost" };
    expect(siteUrl({ subdomain: "villa-zon", customDomain: null }, local)).toBe("http://villa-zon.localhost:3000");
  });

  it("sends people to the own domain once it is bound", () => {
    const production = { origin: "https://vayvista.nl", appDomain: "vayvista.nl" };
    const url = siteUrl({ subdomain: "villa-zon", customDomain: "villazon.nl" }, production);
    expect(url).toBe("https://villazon.nl");
    expect(displayHost(url)).toBe("villazon.nl");
    expect(siteUrl({ subdomain: "villa-zon" }, production)).toBe("https://villa-zon.vayvista.nl");
  });

  it("takes the host from APP_DOMAIN, not from the public origin's host", () => {
    const www = { origin: "https://www.vayvista.nl:8443/", appDomain: "vayvista.nl" };
    expect(siteUrl({ subdomain: "modern-minimal" }, www)).toBe("https://modern-minimal.vayvista.nl:8443");
  });
});
