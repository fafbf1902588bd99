import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { onboardingDrafts, siteProfiles, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { InvalidIdError } from "../ids/uuid.ts";
import { siteCurrency } from "../pricing/read-site-currency.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import { SiteDirectory } from "../sites/site-directory.ts";
import { EXAMPLE_ANSWERS } from "./example-answers.ts";
import { finishOnboarding } from "./finish-onboarding.ts";
import { getOnboardingState } from "./get-onboarding-state.ts";
import { ONBOARDING_STEPS } from "./onboarding-steps.ts";
import { saveOnboardingStep } from "./save-onboarding-step.ts";

/** Answers every step for an owner, with another subdomain when given. */
async function answerAll(db: Database, ownerId: string, subdomain?: string) {
  for (const step of ONBOARDING_STEPS) {
    const input = step === "subdomain" && subdomain ? { subdomain } : EXAMPLE_ANSWERS[step];
    const result = await saveOnboardingStep(db, ownerId, step, input);
    if (!result.ok) throw new Error(`${step}: ${JSON.stringify(result)}`);
  }
}

describe.each(testBackends())("onboarding wizard on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  const noop = () => {};
  /** A real account: drafts and sites belong to a user row. */
  const newOwner = async () => (await seedOwner(db)).id;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it("starts at the first step with nothing saved", async () => {
    expect(await getOnboardingState(db, randomUUID())).toEqual({
      step: "property",
      data: {},
      progressPercent: 0,
      hasSite: false,
    });
  });

  it("saves step by step, leads to the next one and resumes where the owner left off", async () => {
    const owner = await newOwner();
    expect(await saveOnboardingStep(db, owner, "property", EXAMPLE_ANSWERS.property)).toEqual({
      ok: true,
      next: "location",
      progressPercent: 14,
    });
    expect(await saveOnboardingStep(db, owner, "location", EXAMPLE_ANSWERS.location)).toMatchObject({
      ok: true,
      next: "capacity",
    });
    const state = await getOnboardingState(db, owner);
    expect(state).toMatchObject({ step: "capacity", progressPercent: 29, hasSite: false });
    expect(state.data).toEqual({
      property: { name: "Villa Zon", type: "holidayHome" },
      location: { address: "Duinweg 12", postalCode: "1791 AB", city: "Den Burg", country: "NL" },
    });
  });

  it("refuses to skip ahead and keeps earlier answers when one is invalid", async () => {
    const owner = await newOwner();
    await saveOnboardingStep(db, owner, "property", EXAMPLE_ANSWERS.property);
    expect(await saveOnboardingStep(db, owner, "theme", EXAMPLE_ANSWERS.theme)).toEqual({
      ok: false,
      reason: "locked",
      step: "location",
    });
    expect(await saveOnboardingStep(db, owner, "property", { name: "", type: "chalet" })).toEqual({
      ok: false,
      reason: "invalid",
      errors: { name: { key: "onboarding.errors.required" } },
    });
    expect((await getOnboardingState(db, owner)).data.property).toEqual({ name: "Villa Zon", type: "holidayHome" });
  });

  it("lets the owner go back, change an answer and carry on from there", async () => {
    const owner = await newOwner();
    await answerAll(db, owner, "terug-huis");
    expect(await getOnboardingState(db, owner)).toMatchObject({ step: "review", progressPercent: 100 });
    expect(await saveOnboardingStep(db, owner, "property", { name: "Chalet Berg", type: "chalet" })).toMatchObject({
      ok: true,
      next: "location",
    });
    const state = await getOnboardingState(db, owner);
    expect(state).toMatchObject({ step: "location", progressPercent: 100 });
    expect(state.data.property).toEqual({ name: "Chalet Berg", type: "chalet" });
    expect(state.data.price).toEqual({ basePriceCents: 12500, currency: "EUR" });
  });

  it("checks the subdomain against the rules and the sites that exist", async () => {
    const owner = await newOwner();
    await answerAll(db, owner, "bezet-huis");
    await db
      .insert(userSites)
      .values({ userId: await newOwner(), themeName: "urban-hip", siteName: "Ander", subdomain: "al-bezet" });
    const save = (subdomain: string) => saveOnboardingStep(db, owner, "subdomain", { subdomain });
    expect(await save("al-bezet")).toEqual({
      ok: false,
      reason: "invalid",
      errors: { subdomain: { key: "onboarding.errors.subdomainTaken" } },
    });
    expect(await save("admin")).toMatchObject({
      errors: { subdomain: { key: "onboarding.errors.subdomainReserved" } },
    });
    expect(await save("a_b")).toEqual({
      ok: false,
      reason: "invalid",
      errors: { subdomain: { key: "onboarding.errors.subdomainInvalid", params: { min: 3, max: 40 } } },
    });
    expect((await getOnboardingState(db, owner)).data.subdomain).toEqual({ subdomain: "bezet-huis" });
  });

  it("creates the live site with its profile, deletes the draft and makes the site resolve", async () => {
    const owner = await newOwner();
    await answerAll(db, owner, "Zee-Huisje");
    const directory = new SiteDirectory(db, "vayvista.nl", 60_000);
    expect(await directory.resolve("zee-huisje.vayvista.nl")).toEqual({ kind: "marketing" }); // cached miss

    const emails: string[] = [];
    const result = await finishOnboarding(db, owner, {
      onSiteChanged: () => directory.invalidate(),
      afterCreate: async (tx, site) => {
        // In the same transaction: the site row is visible here.
        const [row] = await tx.select().from(userSites).where(eq(userSites.id, site.id));
        emails.push(`live:${row?.subdomain}`);
      },
    });
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.site).toMatchObject({
      ownerId: owner,
      siteName: "Villa Zon",
      themeName: "warm-cozy",
      subdomain: "zee-huisje",
      status: "active",
      customDomain: null,
    });
    expect(emails).toEqual(["live:zee-huisje"]);
    expect(await directory.resolve("zee-huisje.vayvista.nl")).toMatchObject({
      kind: "owner-site",
      site: { id: result.site.id, siteName: "Villa Zon", themeName: "warm-cozy" },
    });
    const [profile] = await db.select().from(siteProfiles).where(eq(siteProfiles.siteId, result.site.id));
    expect(profile).toMatchObject({
      propertyType: "holidayHome",
      address: "Duinweg 12",
      postalCode: "1791 AB",
      city: "Den Burg",
      country: "NL",
      maxGuests: 6,
      bedrooms: 3,
      bathrooms: 2,
      basePriceCents: 12500,
      currency: "EUR",
    });
    expect(await db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, owner))).toEqual([]);
    expect(await getOnboardingState(db, owner)).toMatchObject({ hasSite: true, progressPercent: 0 });
    expect(await siteCurrency(db, result.site.id)).toBe("EUR");
  });

  it("makes a site priced in złoty when the nightly price was given in złoty", async () => {
    const owner = await newOwner();
    await answerAll(db, owner, "trzy-sosny");
    expect((await saveOnboardingStep(db, owner, "price", { basePriceCents: 45_000, currency: "PLN" })).ok).toBe(true);
    const result = await finishOnboarding(db, owner, { onSiteChanged: noop });
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(await siteCurrency(db, result.site.id)).toBe("PLN");
    const [profile] = await db.select().from(siteProfiles).where(eq(siteProfiles.siteId, result.site.id));
    expect(profile).toMatchObject({ basePriceCents: 45_000, currency: "PLN" });
  });

  it("refuses a second site and further wizard saves for an owner who has one", async () => {
    const owner = await newOwner();
    await answerAll(db, owner, "eerste-huis");
    expect((await finishOnboarding(db, owner, { onSiteChanged: noop })).ok).toBe(true);
    expect(await saveOnboardingStep(db, owner, "property", EXAMPLE_ANSWERS.property)).toEqual({
      ok: false,
      reason: "has-site",
    });
    expect(await finishOnboarding(db, owner, { onSiteChanged: noop })).toEqual({ ok: false, reason: "has-site" });
    expect(await db.select().from(userSites).where(eq(userSites.userId, owner))).toHaveLength(1);
  });

  it("does not finish an incomplete wizard", async () => {
    const owner = await newOwner();
    await saveOnboardingStep(db, owner, "property", EXAMPLE_ANSWERS.property);
    expect(await finishOnboarding(db, owner, { onSiteChanged: noop })).toEqual({
      ok: false,
      reason: "incomplete",
      step: "location",
    });
    expect(await finishOnboarding(db, randomUUID(), { onSiteChanged: noop })).toEqual({
      ok: false,
      reason: "incomplete",
      step: "property",
    });
  });

  it("sends the owner back to the subdomain step when the name was taken meanwhile", async () => {
    const owner = await newOwner();
    await answerAll(db, owner, "snel-weg");
    await db
      .insert(userSites)
      .values({ userId: await newOwner(), themeName: "urban-hip", siteName: "Sneller", subdomain: "snel-weg" });
    let changed = 0;
    expect(await finishOnboarding(db, owner, { onSiteChanged: () => changed++ })).toEqual({
      ok: false,
      reason: "subdomain-unavailable",
      step: "subdomain",
      errors: { subdomain: { key: "onboarding.errors.subdomainTaken" } },
    });
    expect(changed).toBe(0);
    const state = await getOnboardingState(db, owner);
    expect(state).toMatchObject({ step: "subdomain", progressPercent: 100, hasSite: false });
    expect(await saveOnboardingStep(db, owner, "subdomain", { subdomain: "snel-weg-2" })).toMatchObject({
      ok: true,
      next: "description",
    });
    expect(await finishOnboarding(db, owner, { onSiteChanged: () => changed++ })).toMatchObject({
      ok: true,
      site: { subdomain: "snel-weg-2" },
    });
    expect(changed).toBe(1);
  });

  it("gives one of two owners racing for the same name the site and the other a readable reason", async () => {
    const [a, b] = [await newOwner(), await newOwner()];
    await answerAll(db, a, "race-huis");
    await answerAll(db, b, "race-huis");
    const results = await Promise.all([a, b].map((owner) => finishOnboarding(db, owner, { onSiteChanged: noop })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({
      ok: false,
      reason: "subdomain-unavailable",
      step: "subdomain",
      errors: { subdomain: { key: "onboarding.errors.subdomainTaken" } },
    });
    expect(await db.select().from(userSites).where(eq(userSites.subdomain, "race-huis"))).toHaveLength(1);
  });

  it("rolls everything back when the caller's afterCreate fails", async () => {
    const owner = await newOwner();
    await answerAll(db, owner, "mislukt-huis");
    await expect(
      finishOnboarding(db, owner, {
        onSiteChanged: noop,
        afterCreate: async () => {
          throw new Error("queue down");
        },
      }),
    ).rejects.toThrow("queue down");
    expect(await db.select().from(userSites).where(eq(userSites.subdomain, "mislukt-huis"))).toEqual([]);
    expect(await getOnboardingState(db, owner)).toMatchObject({ step: "review", hasSite: false });
  });

  it("keeps each owner's draft to themselves", async () => {
    const [a, b] = [await newOwner(), await newOwner()];
    await saveOnboardingStep(db, a, "property", { name: "Alleen van A", type: "bnb" });
    expect(await getOnboardingState(db, b)).toMatchObject({ step: "property", data: {} });
    await saveOnboardingStep(db, b, "property", { name: "Van B", type: "chalet" });
    expect((await getOnboardingState(db, a)).data.property).toEqual({ name: "Alleen van A", type: "bnb" });
  });

  it("throws InvalidIdError for a malformed owner id before touching the database", async () => {
    await expect(getOnboardingState(db, "42")).rejects.toBeInstanceOf(InvalidIdError);
    await expect(saveOnboardingStep(db, "x' or 1=1", "property", EXAMPLE_ANSWERS.property)).rejects.toBeInstanceOf(
      InvalidIdError,
    );
    await expect(finishOnboarding(db, "", { onSiteChanged: noop })).rejects.toBeInstanceOf(InvalidIdError);
  });
});
