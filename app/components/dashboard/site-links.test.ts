import { describe, expect, it } from "vitest";
import { displayHost, siteLinks } from "./site-links.ts";

describe("siteLinks", () => {
  it("keeps the local scheme and port for the subdomain", () => {
    expect(siteLinks({ subdomain: "villa-zon", customDomain: null }, "http://localhost:3000", "localhost")).toEqual({
      subdomainUrl: "http://villa-zon.localhost:3000",
      customDomainUrl: null,
      primaryUrl: "http://villa-zon.localhost:3000",
    });
  });

  it("sends people to the own domain once it is bound", () => {
    const links = siteLinks(
      { subdomain: "villa-zon", customDomain: "villazon.nl" },
      "https://vayvista.nl",
      "vayvista.nl",
    );
    expect(links).toEqual({
      subdomainUrl: "https://villa-zon.vayvista.nl",
      customDomainUrl: "https://villazon.nl",
      primaryUrl: "https://villazon.nl",
    });
    expect(displayHost(links.primaryUrl)).toBe("villazon.nl");
  });
});
