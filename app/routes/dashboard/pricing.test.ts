import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { unitRates } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { todayIn } from "../../../modules/dates/stay-date.ts";
import { planWith, season } from "../../../modules/pricing/pricing.testing.ts";
import { loadRatePlan, saveRatePlan } from "../../../modules/pricing/unit-rates.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { unitInputSchema } from "../../../modules/units/unit-schema.ts";
import { createUnit, listUnits } from "../../../modules/units/units.ts";
import { giveSite, type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import type { Message } from "../../components/account/auth-messages.ts";
import { type PricingValues, pricingFormFields } from "../../components/dashboard/pricing/pricing-form.ts";
import type { PricingAnswer, PricingPageData } from "../../components/dashboard/pricing/pricing-views.ts";
import { resources } from "../../i18n/ui/resources.ts";
import { bundleTranslator } from "../../i18n/use-i18n.tsx";
import { action, loader } from "./pricing.tsx";

const PATH = "/dashboard/pricing";
const MISSING = "3b241101-e2bb-4255-8caf-4136c566a962";

/** A message as the owner reads it, in their language. */
function say(lang: "nl" | "en" | "pl", message: Message | undefined): string {
  const t = bundleTranslator({ lang, strings: resources[lang] }) as unknown as (
    key: string,
    params?: Record<string, string | number>,
  ) => string;
  return message ? t(message.key, message.params) : "";
}

describe.each(testBackends())("dashboard pricing on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let newcomer: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;
  let house: string;
  let studio: string;
  let theirs: string;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "sanne@example.nl" });
    other = await app.signUpOwner({ email: "piotr@example.pl", lang: "pl" });
    newcomer = await app.signUpOwner({ email: "nieuw@example.nl" });
    site = await giveSite(handle.db, owner.id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    otherSite = await giveSite(handle.db, other.id, { siteName: "Domek", subdomain: "domek" });
    [house, theirs] = await Promise.all([
      listUnits(handle.db, site.id).then((units) => units[0]?.id ?? ""),
      listUnits(handle.db, otherSite.id).then((units) => units[0]?.id ?? ""),
    ]);
    studio = (
      await createUnit(handle.db, {
        siteId: site.id,
        mainLang: "nl",
        unit: unitInputSchema.parse({
          name: { nl: "Studio Helmgras" },
          type: "apartment",
          maxGuests: 2,
          bedrooms: 1,
          beds: 1,
          bathrooms: 1,
        }),
      })
    ).id;
  });
  afterAll(() => handle.close());

  const page = async (as: Person, query = "") => {
    const result = await app.call(loader, `${PATH}${query}`, { as });
    expect(result.status).toBe(200);
    return result.data as PricingPageData;
  };
  const post = (form: Record<string, string | string[]>, as?: Person) => app.call(action, PATH, { as, form });
  /** The form of `values` for `unitId`, as the browser posts it. */
  const save = (unitId: string, values: PricingValues) => ({ intent: "save", unitId, ...pricingFormFields(values) });
  /** The page's form with some fields typed differently. */
  const typed = (
    data: PricingPageData,
    fields: Partial<PricingValues["fields"]>,
    more: Partial<PricingValues> = {},
  ) => ({
    ...data.values,
    ...more,
    fields: { ...data.values.fields, ...fields },
  });

  it("sends visitors to the login page, and an owner without a site to the onboarding", async () => {
    const login = { status: 302, location: "/login?next=%2Fdashboard%2Fpricing" };
    expect(await app.call(loader, PATH)).toMatchObject(login);
    expect(await post({ intent: "save", unitId: house })).toMatchObject(login);
    expect(await app.call(loader, PATH, { as: newcomer })).toMatchObject({ status: 302, location: "/onboarding" });
  });

  it("shows the first place's prices, starting at the price given when the site was set up", async () => {
    const data = await page(owner);
    expect(data).toMatchObject({
      unitId: house,
      unitName: "Duinhuis",
      maxGuests: 4,
      decimalSign: ",",
      today: todayIn("Europe/Amsterdam", new Date()),
      platformHoldHours: 48,
    });
    expect(data.units.map((u) => u.name)).toEqual(["Duinhuis", "Studio Helmgras"]);
    expect(data.values.fields).toMatchObject({ baseNightly: "125", minNights: "1", cancellationPolicy: "moderate" });
    expect(data.policies.map((p) => p.name)).toEqual(["Flexibel", "Gemiddeld", "Streng"]);
    expect(data.policies[1]?.text).toContain("Annuleer je uiterlijk 14 dagen voor aankomst");
    // Another place of the site, by its id.
    expect(await page(owner, `?unit=${studio}`)).toMatchObject({
      unitId: studio,
      unitName: "Studio Helmgras",
      maxGuests: 2,
    });
  });

  it("answers another owner's unit as missing, a malformed id as a bad request", async () => {
    expect((await app.call(loader, `${PATH}?unit=${theirs}`, { as: owner })).status).toBe(404);
    expect((await app.call(loader, `${PATH}?unit=${MISSING}`, { as: owner })).status).toBe(404);
    expect((await app.call(loader, `${PATH}?unit=nope`, { as: owner })).status).toBe(400);

    const before = await loadRatePlan(handle.db, otherSite.id, theirs);
    const data = await page(owner);
    const hijack = save(theirs, typed(data, { baseNightly: "1", paymentTerms: "full", depositCollection: "payment" }));
    expect((await post(hijack, owner)).status).toBe(404);
    expect((await post({ intent: "copy", unitId: theirs, fromUnitId: house }, owner)).status).toBe(404);
    expect((await post({ intent: "copy", unitId: house, fromUnitId: theirs }, owner)).status).toBe(404);
    expect((await post({ ...hijack, unitId: "nope" }, owner)).status).toBe(400);
    expect(await loadRatePlan(handle.db, otherSite.id, theirs)).toEqual(before);
    expect(await handle.db.select().from(unitRates).where(eq(unitRates.unitId, theirs))).toEqual([]);
  });

  it("stores every rule as typed, amounts with a comma, and shows them again", async () => {
    const data = await page(owner);
    const values = typed(
      data,
      {
        baseNightly: "129,50",
        weekendNightly: "€ 149,-",
        minNights: "2",
        maxNights: "21",
        leadTimeDays: "2",
        cleaningFee: "75",
        deposit: "250",
        extraGuestAbove: "4",
        extraGuestFee: "12,50",
        touristTaxKind: "perPersonNight",
        touristTaxAmount: "2,45",
        lastMinuteDays: "7",
        lastMinutePercent: "10",
        cancellationPolicy: "strict",
        bookingMode: "instant",
        paymentTerms: "split",
        firstPercent: "25",
        balanceDaysBefore: "14",
        depositCollection: "hold",
        depositReturnDays: "10",
      },
      {
        checkInDays: ["6", "5"],
        seasons: [
          {
            key: "n1",
            name: "Zomer",
            from: "2026-07-01",
            until: "2026-08-31",
            nightly: "175",
            minNights: "7",
            priority: "1",
          },
        ],
        discounts: [{ key: "n1", nights: "7", percent: "12,5" }],
      },
    );
    const cleared = app.siteCacheClears.length;
    expect(await post(save(house, values), owner)).toMatchObject({ status: 200, data: { ok: true, intent: "save" } });
    // The site's booking page shows the unit's booking mode and cancellation policy.
    expect(app.siteCacheClears.slice(cleared)).toEqual([site.id]);
    expect(await loadRatePlan(handle.db, site.id, house)).toEqual(
      planWith({
        baseNightlyCents: 12_950,
        weekendNightlyCents: 14_900,
        minNights: 2,
        maxNights: 21,
        leadTimeDays: 2,
        checkInDays: [5, 6],
        cleaningFeeCents: 7_500,
        depositCents: 25_000,
        extraGuestFee: { aboveGuests: 4, perNightCents: 1_250 },
        touristTax: { kind: "perPersonNight", cents: 245 },
        seasons: [season("2026-07-01", "2026-08-31", 17_500, { id: "n1", name: "Zomer", minNights: 7, priority: 1 })],
        lengthOfStayDiscounts: [{ minNights: 7, percent: 12.5 }],
        lastMinute: { withinDays: 7, percent: 10 },
        cancellationPolicy: "strict",
        bookingMode: "instant",
        paymentTerms: { kind: "split", firstPercent: 25, balanceDaysBefore: 14 },
        depositCollection: "hold",
        depositReturnDays: 10,
      }),
    );
    const again = await page(owner);
    expect(again.values.fields).toMatchObject({
      baseNightly: "129,50",
      weekendNightly: "149",
      touristTaxAmount: "2,45",
      paymentTerms: "split",
      firstPercent: "25",
      balanceDaysBefore: "14",
      depositCollection: "hold",
      depositReturnDays: "10",
    });
    expect(again.values.seasons).toEqual([
      {
        key: "n1",
        name: "Zomer",
        from: "2026-07-01",
        until: "2026-08-31",
        nightly: "175",
        minNights: "7",
        priority: "1",
      },
    ]);
    // The other place keeps its own prices.
    expect((await loadRatePlan(handle.db, site.id, studio)).baseNightlyCents).toBe(12_500);
  });

  it("refuses bad input beside each field in the owner's language, keeps everything typed and stores nothing", async () => {
    const data = await page(owner);
    const stored = await loadRatePlan(handle.db, site.id, house);
    const values = typed(
      data,
      { baseNightly: "veel", minNights: "5", maxNights: "3", lastMinutePercent: "" },
      {
        checkInDays: ["6"],
        seasons: [
          ...data.values.seasons,
          {
            key: "n2",
            name: "Pasen",
            from: "2027-04-05",
            until: "2027-03-28",
            nightly: "99,999",
            minNights: "",
            priority: "",
          },
        ],
      },
    );
    const result = await post(save(house, values), owner);
    expect(result.status).toBe(400);
    const answer = result.data as Extract<PricingAnswer, { ok: false; intent: "save" }>;
    expect(answer.values).toEqual(values);
    const fields = answer.problems.fields;
    expect(Object.keys(fields).sort()).toEqual(
      ["baseNightly", "maxNights", "lastMinutePercent", "season-n2-until", "season-n2-nightly"].sort(),
    );
    expect(say("nl", fields.baseNightly?.[0])).toBe("Vul een bedrag in, bijvoorbeeld 125 of 89,50.");
    expect(say("nl", fields.maxNights?.[0])).toBe("Dit kan niet minder zijn dan het minimaal aantal nachten.");
    expect(say("nl", fields["season-n2-until"]?.[0])).toBe("De laatste nacht kan niet vóór de eerste nacht liggen.");
    expect(await loadRatePlan(handle.db, site.id, house)).toEqual(stored);

    // A Polish owner reads the same problems in Polish.
    const theirPage = await page(other);
    const refused = await post(
      save(
        theirs,
        typed(theirPage, {
          baseNightly: "",
          leadTimeDays: "999",
          paymentTerms: "split",
          firstPercent: "100",
          depositCollection: "hold",
          depositReturnDays: "<b>",
        }),
      ),
      other,
    );
    expect(refused.status).toBe(400);
    const theirProblems = (refused.data as Extract<PricingAnswer, { ok: false; intent: "save" }>).problems.fields;
    expect(say("pl", theirProblems.baseNightly?.[0])).toBe("Wpisz cenę za noc, na przykład 125 lub 89,50.");
    expect(say("pl", theirProblems.leadTimeDays?.[0])).toBe("Wpisz liczbę całkowitą od 0 do 365.");
    expect(say("pl", theirProblems.firstPercent?.[0])).toBe("Wpisz liczbę całkowitą od 1 do 99.");
    expect(say("pl", theirProblems.depositReturnDays?.[0])).toBe("Wpisz liczbę całkowitą od 1 do 30.");
    // A choice the page does not offer, in English.
    const forged = await post(save(house, typed(data, { paymentTerms: "never", depositCollection: "cash" })), owner);
    expect(forged.status).toBe(400);
    const forgedProblems = (forged.data as Extract<PricingAnswer, { ok: false; intent: "save" }>).problems.fields;
    expect(Object.keys(forgedProblems).sort()).toEqual(["depositCollection", "paymentTerms"]);
    expect(say("en", forgedProblems.paymentTerms?.[0])).toBe("Choose one of the options.");
    expect(await loadRatePlan(handle.db, site.id, house)).toEqual(stored);
  });

  it("copies another place's prices into the one shown, only between the site's own places", async () => {
    expect(await post({ intent: "copy", unitId: studio, fromUnitId: studio }, owner)).toMatchObject({
      status: 400,
      data: {
        ok: false,
        intent: "copy",
        problems: { fields: { fromUnitId: [{ key: "dashboard.pricing.errors.unit" }] } },
      },
    });
    expect(await post({ intent: "copy", unitId: studio, fromUnitId: house }, owner)).toMatchObject({
      status: 200,
      data: { ok: true, intent: "copy", from: "Duinhuis" },
    });
    expect(await loadRatePlan(handle.db, site.id, studio)).toEqual(await loadRatePlan(handle.db, site.id, house));
    // The whole plan, the payment terms and the deposit's collection with it.
    expect(await loadRatePlan(handle.db, site.id, studio)).toMatchObject({
      paymentTerms: { kind: "split", firstPercent: 25, balanceDaysBefore: 14 },
      depositCollection: "hold",
      depositReturnDays: 10,
    });
    expect((await page(owner, `?unit=${studio}`)).values.fields.baseNightly).toBe("129,50");
  });

  it("shows a plan stored before a rule existed, and prices in English with a point", async () => {
    await saveRatePlan(handle.db, otherSite.id, theirs, planWith({ baseNightlyCents: 9_950 }));
    await handle.db
      .update(unitRates)
      .set({ plan: { baseNightlyCents: 9_950 } })
      .where(eq(unitRates.unitId, theirs));
    const english = await app.signUpOwner({ email: "john@example.com", lang: "en" });
    await giveSite(handle.db, english.id, { siteName: "Dune Cottage", subdomain: "dune-cottage" });
    expect((await page(english)).values.fields.baseNightly).toBe("125");
    expect((await page(other)).values.fields).toMatchObject({ baseNightly: "99,50", leadTimeDays: "1" });
    const data = await page(english);
    const saved = await post(save(data.unitId, typed(data, { baseNightly: "89.50" })), english);
    expect(saved.status).toBe(200);
    expect((await page(english)).values.fields.baseNightly).toBe("89.50");
  });
});
