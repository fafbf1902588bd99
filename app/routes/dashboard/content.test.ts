import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { testBackends } from "../../../db/testing.ts";
import { loadPublishedContent, loadSiteContent } from "../../../modules/site-content/site-content-store.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { giveSite, type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import { action as overviewAction, loader as overviewLoader } from "./content.tsx";
import { action as sectionAction, loader as sectionLoader } from "./content-section.tsx";

describe.each(testBackends())("dashboard content on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "sanne@example.nl" });
    other = await app.signUpOwner({ email: "piotr@example.pl", lang: "pl" });
    site = await giveSite(handle.db, owner.id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    otherSite = await giveSite(handle.db, other.id, { siteName: "Domek", subdomain: "domek" });
  });
  afterAll(() => handle.close());

  const version = async (siteId: string) => (await loadSiteContent(handle.db, siteId)).draftVersion;
  const save = async (section: string, form: Record<string, string | string[]>, as = owner, query = "") =>
    app.call(sectionAction, `/dashboard/content/${section}${query}`, {
      as,
      params: { section },
      form: { intent: "save", version: await version(as === owner ? site.id : otherSite.id), ...form },
    });

  it("sends visitors to the login page", async () => {
    expect(await app.call(sectionLoader, "/dashboard/content/home", { params: { section: "home" } })).toMatchObject({
      status: 302,
      location: "/login?next=%2Fdashboard%2Fcontent%2Fhome",
    });
    expect(await app.call(overviewLoader, "/dashboard/content")).toMatchObject({ status: 302 });
  });

  it("answers 404 for a section that does not exist", async () => {
    expect(
      await app.call(sectionLoader, "/dashboard/content/prices", { as: owner, params: { section: "prices" } }),
    ).toMatchObject({
      status: 404,
    });
  });

  it("saves a section into the owner's own draft only, keeps the site as published until publishing", async () => {
    expect(
      await save("home", { tagline: "Wakker worden met zeezicht", intro: "Welkom!", heroPhotoId: "" }),
    ).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    expect((await loadSiteContent(handle.db, site.id)).draft.tagline).toEqual({ nl: "Wakker worden met zeezicht" });
    expect((await loadPublishedContent(handle.db, site.id)).tagline).toEqual({});
    expect((await loadSiteContent(handle.db, otherSite.id)).draft.tagline).toEqual({});

    const page = await app.call(sectionLoader, "/dashboard/content/home", { as: owner, params: { section: "home" } });
    expect(page.data).toMatchObject({ pending: true, siteUrl: "https://duinhuis.vayvista.test" });

    const published = await app.call(overviewAction, "/dashboard/content", { as: owner, form: { intent: "publish" } });
    expect(published).toMatchObject({ status: 200, data: { ok: true, published: true } });
    expect((await loadPublishedContent(handle.db, site.id)).tagline).toEqual({ nl: "Wakker worden met zeezicht" });
    expect(app.siteCacheClears).toContain(site.id);
    expect(app.siteCacheClears).not.toContain(otherSite.id);
  });

  it("translates into an offered language beside the main language's text", async () => {
    const languages = await app.call(overviewAction, "/dashboard/content", {
      as: owner,
      form: { intent: "languages", version: await version(site.id), main: "nl", others: ["de", "en"] },
    });
    expect(languages).toMatchObject({ status: 200, data: { ok: true } });
    const german = await app.call(sectionLoader, "/dashboard/content/home?lang=de", {
      as: owner,
      params: { section: "home" },
    });
    const fields = (
      german.data as { fields: { field: { path: string }; value: { value: string; reference?: string } }[] }
    ).fields;
    expect(fields.map((f) => f.field.path)).toEqual(["tagline", "intro"]);
    expect(fields[0]?.value).toEqual({ value: "", reference: "Wakker worden met zeezicht" });
    await save("home", { tagline: "Aufwachen mit Meerblick" }, owner, "?lang=de");
    expect((await loadSiteContent(handle.db, site.id)).draft.tagline).toEqual({
      nl: "Wakker worden met zeezicht",
      de: "Aufwachen mit Meerblick",
    });
  });

  it("refuses bad values with messages beside the fields and gives back what was typed", async () => {
    const refused = await save("contact", { "contact.email": "geen adres", "contact.city": "Zoutelande" });
    expect(refused).toMatchObject({
      status: 400,
      data: {
        ok: false,
        problems: { fields: { "contact.email": [{ key: "dashboard.content.errors.email" }] } },
        values: { "contact.email": "geen adres", "contact.city": "Zoutelande" },
      },
    });
    expect((await loadSiteContent(handle.db, site.id)).draft.contact.city).toBe("Cadzand");
  });

  it("refuses a save from an older copy of the draft (another tab), keeping the newer one and what was typed", async () => {
    const stale = await version(site.id);
    await save("about", { "about.hostNames": "Sanne & Joris" });
    const conflict = await app.call(sectionAction, "/dashboard/content/about", {
      as: owner,
      params: { section: "about" },
      form: { intent: "save", version: stale, "about.hostNames": "Oud tabblad" },
    });
    expect(conflict).toMatchObject({ status: 409, data: { ok: false, values: { "about.hostNames": "Oud tabblad" } } });
    expect((await loadSiteContent(handle.db, site.id)).draft.about.hostNames).toBe("Sanne & Joris");
  });

  it("keeps a photo of another owner's site out of this site's content", async () => {
    const foreign = "0e6a2b1c-3d4e-4f5a-8b6c-7d8e9f0a1b2c";
    expect(await save("home", { heroPhotoId: foreign })).toMatchObject({
      status: 400,
      data: { problems: { fields: { heroPhotoId: [{ key: "dashboard.content.errors.photo" }] } } },
    });
  });

  it("stores the places nearby in the order given", async () => {
    await save("surroundings", {
      "surroundings.intro": "Zee, duinen en polders.",
      "place.id": ["", ""],
      "place.name": ["Strand van Zoutelande", "Fietspad door de duinen"],
      "place.category": ["beach", "activity"],
      "place.distanceKm": ["0,4", "0.3"],
      "place.description": ["", "Naar Dishoek"],
    });
    const { places } = (await loadSiteContent(handle.db, site.id)).draft.surroundings;
    expect(places.map((p) => [p.name.nl, p.category, p.distanceKm])).toEqual([
      ["Strand van Zoutelande", "beach", 0.4],
      ["Fietspad door de duinen", "activity", 0.3],
    ]);
  });
});
