import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { testBackends } from "../../../db/testing.ts";
import { loadPublishedContent, loadSiteContent } from "../../../modules/site-content/site-content-store.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { giveSite, type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import type { SitePageData } from "../../themes/kit/page-data.ts";
import { loader as previewLoader } from "../site/preview.tsx";
import { action, loader } from "./theme-editor.tsx";

describe.each(testBackends())("theme editor on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let site: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "sanne@example.nl" });
    other = await app.signUpOwner({ email: "joris@example.nl" });
    site = await giveSite(handle.db, owner.id, { siteName: "Duinhuis", subdomain: "duinhuis", theme: "warm-cozy" });
    await giveSite(handle.db, other.id, { siteName: "Boshuis", subdomain: "boshuis", theme: "warm-cozy" });
  });
  afterAll(() => handle.close());

  const save = async (theme: string, form: Record<string, string>, page?: string, as = owner) =>
    app.call(action, `/dashboard/theme-editor/${theme}${page ? `/${page}` : ""}`, {
      as,
      params: page ? { theme, page } : { theme },
      form: { intent: "autosave", version: (await loadSiteContent(handle.db, site.id)).draftVersion, ...form },
    });

  it("sends visitors to the login page, and answers 404 for a theme or page that does not exist", async () => {
    expect(
      await app.call(loader, "/dashboard/theme-editor/warm-cozy", { params: { theme: "warm-cozy" } }),
    ).toMatchObject({
      status: 302,
    });
    expect(
      await app.call(loader, "/dashboard/theme-editor/neon", { as: owner, params: { theme: "neon" } }),
    ).toMatchObject({ status: 404 });
    expect(
      await app.call(loader, "/dashboard/theme-editor/warm-cozy/prijzen", {
        as: owner,
        params: { theme: "warm-cozy", page: "prijzen" },
      }),
    ).toMatchObject({ status: 404 });
  });

  it("shows the page's fields, the theme's choices and a preview of the draft", async () => {
    const page = await app.call(loader, "/dashboard/theme-editor/warm-cozy", {
      as: owner,
      params: { theme: "warm-cozy" },
    });
    const data = page.data as {
      fields: { field: { path: string } }[];
      previewSrc: string;
      options: { accent: string };
    };
    expect(data.fields.map((f) => f.field.path)).toEqual(["tagline", "intro", "heroPhotoId"]);
    expect(data.previewSrc).toBe("/dashboard/theme-editor/warm-cozy/preview");
    expect(data.options.accent).toBe("terracotta");
    const about = await app.call(loader, "/dashboard/theme-editor/warm-cozy/over-ons", {
      as: owner,
      params: { theme: "warm-cozy", page: "over-ons" },
    });
    expect((about.data as { previewSrc: string }).previewSrc).toBe(
      "/dashboard/theme-editor/warm-cozy/preview/over-ons",
    );
  });

  it("saves the theme's choices and the page's text into the draft; the preview shows them, the site not yet", async () => {
    const saved = await save("warm-cozy", {
      "theme.accent": "berry",
      "theme.heroLayout": "collage",
      tagline: "Slapen tussen de duinen",
    });
    expect(saved).toMatchObject({ status: 200, data: { ok: true } });
    const { draft, draftVersion } = await loadSiteContent(handle.db, site.id);
    expect((saved.data as { draftVersion: string }).draftVersion).toBe(draftVersion);
    expect(draft.themes["warm-cozy"]).toEqual({ accent: "berry", heroLayout: "collage" });
    expect(draft.tagline).toEqual({ nl: "Slapen tussen de duinen" });
    expect((await loadPublishedContent(handle.db, site.id)).tagline).toEqual({});

    const preview = await app.call(previewLoader, "/dashboard/theme-editor/warm-cozy/preview", {
      as: owner,
      params: { theme: "warm-cozy", "*": "" },
    });
    const data = preview.data as SitePageData;
    expect(data.site.tagline).toBe("Slapen tussen de duinen");
    expect(data.site.options).toMatchObject({ accent: "berry", heroLayout: "collage" });
    expect(data.site.nav.map((link) => link.path)).toContain("/dashboard/theme-editor/warm-cozy/preview/over-ons");
    expect(preview.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a colour the theme does not offer, keeping the draft", async () => {
    expect(await save("warm-cozy", { "theme.accent": "acid" })).toMatchObject({
      status: 400,
      data: { ok: false, problems: { fields: { "theme.accent": [{ key: "dashboard.content.errors.choice" }] } } },
    });
    expect((await loadSiteContent(handle.db, site.id)).draft.themes["warm-cozy"]?.accent).toBe("berry");
  });

  it("saves urban hip's photos in colour for this owner only, and refuses the choice where a theme has none", async () => {
    const preview = async (as: Person) =>
      (
        (
          await app.call(previewLoader, "/dashboard/theme-editor/urban-hip/preview", {
            as,
            params: { theme: "urban-hip", "*": "" },
          })
        ).data as SitePageData
      ).site.options.photoTone;
    expect(await preview(owner)).toBe("greyscale");
    expect(await save("urban-hip", { "theme.photoTone": "colour" })).toMatchObject({ status: 200 });
    expect(await preview(owner)).toBe("colour");
    expect(await preview(other)).toBe("greyscale");
    expect(await save("warm-cozy", { "theme.photoTone": "colour" })).toMatchObject({
      status: 400,
      data: { ok: false, problems: { fields: { "theme.photoTone": [{ key: "dashboard.content.errors.choice" }] } } },
    });
    expect(await save("urban-hip", { "theme.photoTone": "sepia" })).toMatchObject({ status: 400 });
    expect((await loadSiteContent(handle.db, site.id)).draft.themes["urban-hip"]?.photoTone).toBe("colour");
  });

  it("shows each owner their own draft only", async () => {
    const preview = await app.call(previewLoader, "/dashboard/theme-editor/urban-hip/preview", {
      as: other,
      params: { theme: "urban-hip", "*": "" },
    });
    const data = preview.data as SitePageData;
    expect(data.site.name).toBe("Boshuis");
    expect(data.site.theme).toBe("urban-hip");
    expect(data.site.tagline).toBe("");
    expect(
      await app.call(previewLoader, "/dashboard/theme-editor/warm-cozy/preview", {
        params: { theme: "warm-cozy", "*": "" },
      }),
    ).toMatchObject({ status: 302 });
  });
});
