import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { testBackends } from "../../../db/testing.ts";
import { findOwnerReview, listOwnerReviews } from "../../../modules/reviews/owner-reviews.ts";
import { visibleReviews } from "../../../modules/reviews/visible-reviews.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { unitInputSchema } from "../../../modules/units/unit-schema.ts";
import { createUnit, listUnits } from "../../../modules/units/units.ts";
import { dashboardOwners } from "../../../tests/support/dashboard-owners.ts";
import { type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import type { ReviewView, UnitOption } from "../../components/dashboard/reviews/review-result.ts";
import { action, loader } from "./reviews.tsx";

const PATH = "/dashboard/reviews";
const MISSING = "3b241101-e2bb-4255-8caf-4136c566a962";

const review = (fields: Record<string, string> = {}) => ({
  intent: "create",
  guestName: "Familie de Vries",
  stayMonth: "2025-08",
  rating: "5",
  body: "Prachtig huis, fijne gastvrouw.",
  lang: "nl",
  source: "airbnb",
  ...fields,
});

type Page = { reviews: ReviewView[]; average: number | null; visibleCount: number; total: number; units: UnitOption[] };

describe.each(testBackends())("dashboard reviews on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let newcomer: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    ({ owner, other, newcomer, site, otherSite } = await dashboardOwners(app));
  });
  afterAll(() => handle.close());

  const page = async (as: Person) => {
    const result = await app.call(loader, PATH, { as });
    expect(result.status).toBe(200);
    return result.data as Page;
  };
  const post = (form: Record<string, string>, as?: Person) => app.call(action, PATH, { as, form });
  /** Runs an action and says which sites' cached pages it cleared. */
  const clearedBy = async (run: () => Promise<unknown>) => {
    const before = app.siteCacheClears.length;
    await run();
    return app.siteCacheClears.slice(before);
  };

  it("sends visitors to the login page, and an owner without a site to the onboarding", async () => {
    const login = { status: 302, location: "/login?next=%2Fdashboard%2Freviews" };
    expect(await app.call(loader, PATH)).toMatchObject(login);
    expect(await post(review())).toMatchObject(login);
    expect(await app.call(loader, PATH, { as: newcomer })).toMatchObject({ status: 302, location: "/onboarding" });
    expect(await post(review(), newcomer)).toMatchObject({ status: 302, location: "/onboarding" });
  });

  it("adds a review to the owner's own site and clears its cached pages", async () => {
    expect(await page(owner)).toMatchObject({ reviews: [], average: null, visibleCount: 0, total: 0, units: [] });
    const cleared = await clearedBy(async () => {
      expect(await post(review(), owner)).toMatchObject({ status: 200, data: { ok: true, intent: "create" } });
    });
    expect(cleared).toEqual([site.id]);
    await post(review({ guestName: "Anna uit Keulen", stayMonth: "2025-10", rating: "4", lang: "de" }), owner);
    await post(review({ guestName: "Jan", stayMonth: "2024-05", rating: "3", source: "direct" }), owner);
    // The other owner's reviews stay theirs, even with the owner's site named in the form.
    await post(review({ guestName: "Kasia", siteId: site.id, lang: "pl" }), other);

    const mine = await page(owner);
    expect(mine.reviews.map((r) => r.guestName)).toEqual(["Anna uit Keulen", "Familie de Vries", "Jan"]);
    expect(mine).toMatchObject({ average: 4, visibleCount: 3, total: 3 });
    expect((await page(other)).reviews.map((r) => r.guestName)).toEqual(["Kasia"]);
    expect((await visibleReviews(handle.db, site.id)).count).toBe(3);
  });

  it("refuses a form with problems beside the fields, keeps what was typed and changes nothing", async () => {
    const typed = review({ guestName: "", stayMonth: "2999-01", rating: "", body: "Top!", source: "tripadvisor" });
    const cleared = await clearedBy(async () => {
      const result = await post(typed, owner);
      expect(result).toMatchObject({
        status: 400,
        data: {
          ok: false,
          intent: "create",
          errors: {
            guestName: { key: "required" },
            stayMonth: { key: "futureMonth" },
            rating: { key: "rating" },
            source: { key: "choice" },
          },
          values: { guestName: "", stayMonth: "2999-01", rating: "", body: "Top!", lang: "nl", source: "tripadvisor" },
        },
      });
    });
    expect(cleared).toEqual([]);
    expect((await page(owner)).total).toBe(3);
  });

  it("asks which unit only on a site with more than one, and takes only the site's own units", async () => {
    const unit = await createUnit(handle.db, {
      siteId: site.id,
      mainLang: "nl",
      unit: unitInputSchema.parse({
        name: { nl: "Tiny house" },
        type: "tinyHouse",
        maxGuests: 2,
        bedrooms: 1,
        beds: 1,
        bathrooms: 1,
      }),
    });
    const units = (await page(owner)).units;
    expect(units.map((u) => u.name)).toEqual(["Duinhuis", "Tiny house"]);
    expect((await page(other)).units).toEqual([]);

    const [foreignUnit] = await listUnits(handle.db, otherSite.id);
    expect(await post(review({ unitId: foreignUnit?.id ?? "" }), owner)).toMatchObject({
      status: 400,
      data: { errors: { unitId: { key: "unit" } } },
    });
    expect(await post(review({ guestName: "Lotte", unitId: unit.id }), owner)).toMatchObject({ status: 200 });
    expect((await page(owner)).reviews.find((r) => r.guestName === "Lotte")?.unitId).toBe(unit.id);
  });

  it("edits, hides and shows, answers and deletes the owner's reviews, clearing the cache each time", async () => {
    const [first] = (await page(owner)).reviews;
    if (!first) throw new Error("no review");
    const reviewId = first.id;

    let cleared = await clearedBy(async () => {
      const edited = await post(
        { ...review({ guestName: "Anna K.", stayMonth: "2025-10" }), intent: "update", reviewId },
        owner,
      );
      expect(edited).toMatchObject({ status: 200, data: { ok: true, intent: "update" } });
    });
    expect(cleared).toEqual([site.id]);
    expect(await findOwnerReview(handle.db, site.id, reviewId)).toMatchObject({ guestName: "Anna K." });

    const badEdit = await post({ ...review({ body: "" }), intent: "update", reviewId }, owner);
    expect(badEdit).toMatchObject({
      status: 400,
      data: { errors: { body: { key: "required" } }, values: { guestName: "Familie de Vries" } },
    });

    cleared = await clearedBy(async () => {
      expect(await post({ intent: "visibility", reviewId, visible: "false" }, owner)).toMatchObject({
        status: 200,
        data: { ok: true, visible: false },
      });
    });
    expect(cleared).toEqual([site.id]);
    expect(await page(owner)).toMatchObject({ visibleCount: 3, total: 4 });
    expect((await visibleReviews(handle.db, site.id)).reviews.map((r) => r.id)).not.toContain(reviewId);
    await post({ intent: "visibility", reviewId, visible: "true" }, owner);
    expect((await page(owner)).visibleCount).toBe(4);

    cleared = await clearedBy(async () => {
      expect(await post({ intent: "reply", reviewId, reply: "Dank je, Anna!" }, owner)).toMatchObject({
        status: 200,
        data: { ok: true, replied: true },
      });
    });
    expect(cleared).toEqual([site.id]);
    expect((await visibleReviews(handle.db, site.id)).reviews.find((r) => r.id === reviewId)?.reply).toBe(
      "Dank je, Anna!",
    );
    const long = "x".repeat(2001);
    expect(await post({ intent: "reply", reviewId, reply: long }, owner)).toMatchObject({
      status: 400,
      data: { errors: { reply: { key: "tooLong", params: { max: 2000 } } }, values: { reply: long } },
    });
    expect(await post({ intent: "reply", reviewId, reply: "  " }, owner)).toMatchObject({ data: { replied: false } });
    expect(await findOwnerReview(handle.db, site.id, reviewId)).toMatchObject({ reply: null });

    cleared = await clearedBy(async () => {
      expect(await post({ intent: "delete", reviewId }, owner)).toMatchObject({ status: 200, data: { ok: true } });
    });
    expect(cleared).toEqual([site.id]);
    expect(await findOwnerReview(handle.db, site.id, reviewId)).toBeNull();
  });

  it("answers another owner's review as missing (404) and a malformed id with 400, changing nothing", async () => {
    const [theirs] = (await listOwnerReviews(handle.db, otherSite.id)).reviews;
    if (!theirs) throw new Error("no review");
    const attempts: Record<string, string>[] = [
      { ...review({ guestName: "Gekaapt" }), intent: "update" },
      { intent: "visibility", visible: "false" },
      { intent: "reply", reply: "Gekaapt" },
      { intent: "delete" },
    ];
    const cleared = await clearedBy(async () => {
      for (const form of attempts) {
        expect(await post({ ...form, reviewId: theirs.id }, owner), form.intent).toMatchObject({
          status: 404,
          data: { reason: "not-found" },
        });
        expect(await post({ ...form, reviewId: MISSING }, owner), form.intent).toMatchObject({ status: 404 });
        for (const reviewId of ["", "12", `${theirs.id}'`, "../1"]) {
          expect(await post({ ...form, reviewId }, owner), `${form.intent} ${reviewId}`).toMatchObject({
            status: 400,
            data: { reason: "invalid-id" },
          });
        }
      }
    });
    expect(cleared).toEqual([]);
    expect(await findOwnerReview(handle.db, otherSite.id, theirs.id)).toMatchObject({
      guestName: "Kasia",
      visible: true,
      reply: null,
    });
  });

  it("refuses a post without a known intent", async () => {
    expect(await post({ intent: "publish" }, owner)).toMatchObject({ status: 400, data: { ok: false, intent: null } });
    expect(await post({}, owner)).toMatchObject({ status: 400 });
  });
});
