import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_ID } from "./default-site-id.ts";
import { resolveTrackedSite, type TrackedSiteLookups } from "./resolve-tracked-site.ts";

const SUB_SITE = "11111111-1111-4111-8111-111111111111";
const DOMAIN_SITE = "22222222-2222-4222-8222-222222222222";
const EDITOR_SITE = "33333333-3333-4333-8333-333333333333";
const OWNER = "44444444-4444-4444-8444-444444444444";

function lookups(overrides: Partial<TrackedSiteLookups> = {}) {
  const asked: string[] = [];
  const errors: unknown[] = [];
  const value: TrackedSiteLookups = {
    appDomain: "vayvista.nl",
    activeSiteByCustomDomain: async (domain) => {
      asked.push(`domain ${domain}`);
      return domain === "villazon.nl" ? DOMAIN_SITE : null;
    },
    activeSiteBySubdomain: async (sub) => {
      asked.push(`sub ${sub}`);
      return sub === "villa-zon" ? SUB_SITE : null;
    },
    signedInUserId: async () => {
      asked.push("session");
      return OWNER;
    },
    userSiteWithTheme: async (userId, theme) => {
      asked.push(`theme ${theme}`);
      return userId === OWNER && theme === "warm-cozy" ? EDITOR_SITE : null;
    },
    onError: (error) => errors.push(error),
    ...overrides,
  };
  return { value, asked, errors };
}

const resolve = (url: string, l = lookups()) => resolveTrackedSite(new URL(url), l.value);

describe("which site a page view counts for (spec §4)", () => {
  it("counts the theme editor for the signed-in owner's site with that theme", async () => {
    expect(await resolve("https://vayvista.nl/dashboard/theme-editor/warm-cozy/over-ons")).toBe(EDITOR_SITE);
    expect(await resolve("https://vayvista.nl/dashboard/theme-editor/warm-cozy")).toBe(EDITOR_SITE);
  });

  it("counts the theme editor under the default id for another theme, an unknown one or nobody signed in", async () => {
    expect(await resolve("https://vayvista.nl/dashboard/theme-editor/urban-hip")).toBe(DEFAULT_SITE_ID);
    expect(await resolve("https://vayvista.nl/dashboard/theme-editor/constructor")).toBe(DEFAULT_SITE_ID);
    const anonymous = lookups({ signedInUserId: async () => null });
    expect(await resolve("https://vayvista.nl/dashboard/theme-editor/warm-cozy", anonymous)).toBe(DEFAULT_SITE_ID);
  });

  it("asks for the session only on the theme editor", async () => {
    const l = lookups();
    await resolve("https://villa-zon.vayvista.nl/dashboard/theme", l);
    await resolve("https://villazon.nl/", l);
    expect(l.asked).not.toContain("session");
  });

  it("counts a custom domain for its active site, in any spelling", async () => {
    expect(await resolve("https://villazon.nl/galerij")).toBe(DOMAIN_SITE);
    expect(await resolve("https://WWW.VillaZon.nl:443/")).toBe(DOMAIN_SITE);
  });

  it("counts {sub}.{app domain} for the active site with that subdomain", async () => {
    expect(await resolve("https://villa-zon.vayvista.nl/de/galerie")).toBe(SUB_SITE);
  });

  it("counts everything else under the default site id", async () => {
    for (const url of [
      "https://onbekend.vayvista.nl/", // no such (active) site
      "https://onbekend.example/", // no such custom domain
      "https://vayvista.nl/prijzen", // the marketing site
      "https://warm-cozy.vayvista.nl/", // a theme demo
      "http://127.0.0.1:3000/",
      "http://localhost:3000/",
    ]) {
      expect(await resolve(url), url).toBe(DEFAULT_SITE_ID);
    }
  });

  it("counts a view whose look-up failed under the default site id, and says so", async () => {
    const failing = lookups({
      activeSiteBySubdomain: async () => {
        throw new Error("database away");
      },
    });
    expect(await resolve("https://villa-zon.vayvista.nl/", failing)).toBe(DEFAULT_SITE_ID);
    expect(failing.errors).toHaveLength(1);
  });
});
