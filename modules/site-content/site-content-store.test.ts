import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { giveSite } from "../../tests/support/route-harness.ts";
import { plainText } from "../rich-text/rich-doc.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import { loadPublishedContent, loadSiteContent, publishSiteContent, saveSiteDraft } from "./site-content-store.ts";

describe.each(testBackends())("site content on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it("starts from the owner's language and the address given at onboarding", async () => {
    const owner = await seedOwner(db, { lang: "pl", email: "Anna@Example.pl" });
    const site = await giveSite(db, owner.id, { siteName: "Domek", subdomain: "domek" });
    const state = await loadSiteContent(db, site.id);
    expect(state.draft.languages).toEqual({ main: "pl", others: [] });
    expect(state.draft.contact).toMatchObject({
      email: "anna@example.pl",
      street: "Duinweg 12",
      city: "Cadzand",
      country: "NL",
    });
    expect(state.hasUnpublishedChanges).toBe(false);
    // The description typed in the wizard introduces the home page and tells the about page's story.
    const described = await loadPublishedContent(db, site.id);
    const typed = "Een licht vakantiehuis achter de duinen, op vijf minuten lopen van het strand.";
    expect(described.intro.pl).toBe(typed);
    expect(plainText(described.about.story.pl)).toBe(typed);
  });

  it("keeps changes a draft until they are published", async () => {
    const site = await giveSite(db, (await seedOwner(db)).id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    const start = await loadSiteContent(db, site.id);
    const draft = { ...start.draft, tagline: { nl: "Slapen achter de duinen" } };
    const saved = await saveSiteDraft(db, { siteId: site.id, draft, baseVersion: start.draftVersion });
    if (!saved.ok) throw new Error("not saved");

    expect((await loadPublishedContent(db, site.id)).tagline).toEqual({});
    const pending = await loadSiteContent(db, site.id);
    expect(pending).toMatchObject({ hasUnpublishedChanges: true, draftVersion: saved.draftVersion });

    await publishSiteContent(db, site.id);
    expect((await loadPublishedContent(db, site.id)).tagline).toEqual({ nl: "Slapen achter de duinen" });
    expect((await loadSiteContent(db, site.id)).hasUnpublishedChanges).toBe(false);
  });

  it("refuses a save made from an older copy of the draft, keeping the newer one", async () => {
    const site = await giveSite(db, (await seedOwner(db)).id, { siteName: "Twee tabs", subdomain: "twee-tabs" });
    const start = await loadSiteContent(db, site.id);
    const first = await saveSiteDraft(db, {
      siteId: site.id,
      draft: { ...start.draft, tagline: { nl: "Tab een" } },
      baseVersion: start.draftVersion,
    });
    expect(first.ok).toBe(true);
    const stale = await saveSiteDraft(db, {
      siteId: site.id,
      draft: { ...start.draft, tagline: { nl: "Tab twee" } },
      baseVersion: start.draftVersion,
    });
    expect(stale).toEqual({ ok: false, reason: "conflict" });
    expect((await loadSiteContent(db, site.id)).draft.tagline).toEqual({ nl: "Tab een" });
  });
});
