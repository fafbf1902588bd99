import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { giveSite } from "../../tests/support/route-harness.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import type { OwnerSite } from "../sites/create-owner-site.ts";
import { listUnits } from "../units/units.ts";
import { deleteReview, replyToReview, setReviewVisible } from "./change-review.ts";
import { findOwnerReview, listOwnerReviews } from "./owner-reviews.ts";
import { currentStayMonth, parseReviewInput, parseReviewReply, type ReviewInput } from "./review-input.ts";
import { createReview, updateReview } from "./save-review.ts";
import { visibleReviews } from "./visible-reviews.ts";

const NOW = new Date("2026-03-31T22:30:00Z"); // already 1 April in Amsterdam

const form = (fields: Record<string, string> = {}) => ({
  guestName: "Familie de Vries",
  stayMonth: "2025-08",
  rating: "5",
  body: "Heerlijk huis, we komen terug!",
  lang: "nl",
  source: "airbnb",
  unitId: "",
  ...fields,
});

function input(fields: Record<string, string> = {}): ReviewInput {
  const parsed = parseReviewInput(form(fields), NOW);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
  return parsed.data;
}

describe("the review form's checks", () => {
  it("takes a review as the form sends it", () => {
    expect(parseReviewInput(form({ guestName: "  Anna  " }), NOW)).toEqual({
      success: true,
      data: {
        guestName: "Anna",
        stayMonth: "2025-08-01",
        rating: 5,
        body: "Heerlijk huis, we komen terug!",
        lang: "nl",
        source: "airbnb",
        unitId: null,
      },
    });
  });

  it("says per field what is missing or wrong", () => {
    const parsed = parseReviewInput(
      { guestName: " ", stayMonth: "", rating: "6", body: "x".repeat(4001), lang: "fr", source: "" },
      NOW,
    );
    expect(parsed).toEqual({
      success: false,
      errors: {
        guestName: { key: "required" },
        stayMonth: { key: "required" },
        rating: { key: "rating" },
        body: { key: "tooLong", params: { max: 4000 } },
        lang: { key: "choice" },
        source: { key: "required" },
      },
    });
    expect(parseReviewInput(form({ rating: "" }), NOW)).toMatchObject({ errors: { rating: { key: "rating" } } });
    expect(parseReviewInput(form({ unitId: "nope" }), NOW)).toMatchObject({ errors: { unitId: { key: "unit" } } });
  });

  it("takes stays up to the current month in the Netherlands, not later and not before 2000", () => {
    expect(currentStayMonth(NOW)).toBe("2026-04");
    expect(parseReviewInput(form({ stayMonth: "2026-04" }), NOW)).toMatchObject({ success: true });
    expect(parseReviewInput(form({ stayMonth: "2026-05" }), NOW)).toMatchObject({
      errors: { stayMonth: { key: "futureMonth" } },
    });
    for (const month of ["1999-12", "2025-13", "2025-8", "augustus", "2025-08-01"]) {
      expect(parseReviewInput(form({ stayMonth: month }), NOW), month).toMatchObject({
        errors: { stayMonth: { key: "month" } },
      });
    }
  });

  it("takes a reply of at most 2000 characters; an empty one removes it", () => {
    expect(parseReviewReply("  Dank je wel!  ")).toEqual({ success: true, reply: "Dank je wel!" });
    expect(parseReviewReply("   ")).toEqual({ success: true, reply: null });
    expect(parseReviewReply(null)).toEqual({ success: true, reply: null });
    expect(parseReviewReply("x".repeat(2001))).toEqual({
      success: false,
      errors: { reply: { key: "tooLong", params: { max: 2000 } } },
    });
  });

  it("refuses control characters: none in the guest's name, only tabs and line breaks in the review and the reply", () => {
    expect(parseReviewInput(form({ guestName: "Anna\nvan Dijk", body: "Heerlijk\u0000 huis" }), NOW)).toEqual({
      success: false,
      errors: { guestName: { key: "controls" }, body: { key: "controls" } },
    });
    expect(parseReviewReply("Dank je\u0007 wel!")).toEqual({ success: false, errors: { reply: { key: "controls" } } });
    expect(parseReviewReply("Dank je wel!\r\n\tSanne")).toEqual({ success: true, reply: "Dank je wel!\r\n\tSanne" });
    expect(input({ body: "Heerlijk huis.\r\nWe komen terug!" }).body).toBe("Heerlijk huis.\r\nWe komen terug!");
  });
});

describe.each(testBackends())("an owner's reviews on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let site: OwnerSite;
  let other: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    site = await giveSite(db, (await seedOwner(db)).id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    other = await giveSite(db, (await seedOwner(db)).id, { siteName: "Elders", subdomain: "elders" });
  });
  afterAll(() => handle.close());

  it("lists the newest stay first, with the average and count of the visible ones only", async () => {
    for (const [month, rating] of [
      ["2025-06", "4"],
      ["2025-09", "5"],
      ["2024-12", "2"],
    ] as const) {
      expect(await createReview(db, { siteId: site.id, review: input({ stayMonth: month, rating }) })).toMatchObject({
        ok: true,
      });
    }
    await createReview(db, { siteId: other.id, review: input({ guestName: "Elders" }) });
    const listed = await listOwnerReviews(db, site.id);
    expect(listed.reviews.map((r) => r.stayMonth)).toEqual(["2025-09-01", "2025-06-01", "2024-12-01"]);
    expect(listed).toMatchObject({ average: 3.7, visibleCount: 3, total: 3 });

    const oldest = listed.reviews[2];
    if (!oldest) throw new Error("review missing");
    expect(await setReviewVisible(db, { siteId: site.id, reviewId: oldest.id, visible: false })).toBe(true);
    const after = await listOwnerReviews(db, site.id);
    expect(after).toMatchObject({ average: 4.5, visibleCount: 2, total: 3 });
    expect(after.reviews[2]).toMatchObject({ visible: false });
    // Guests see the same figures.
    expect(await visibleReviews(db, site.id)).toMatchObject({ average: 4.5, count: 2 });
  });

  it("answers a review under it on the site, and takes the answer back", async () => {
    const [review] = (await listOwnerReviews(db, site.id)).reviews;
    if (!review) throw new Error("review missing");
    expect(await replyToReview(db, { siteId: site.id, reviewId: review.id, reply: "Dank jullie wel!" })).toBe(true);
    expect(await findOwnerReview(db, site.id, review.id)).toMatchObject({
      reply: "Dank jullie wel!",
      repliedAt: expect.any(Date),
    });
    expect((await visibleReviews(db, site.id)).reviews[0]).toMatchObject({ reply: "Dank jullie wel!" });
    await replyToReview(db, { siteId: site.id, reviewId: review.id, reply: null });
    expect(await findOwnerReview(db, site.id, review.id)).toMatchObject({ reply: null, repliedAt: null });
  });

  it("ties a review to one of the site's own units only", async () => {
    const [unit] = await listUnits(db, site.id);
    const [foreignUnit] = await listUnits(db, other.id);
    if (!unit || !foreignUnit) throw new Error("units missing");
    const made = await createReview(db, { siteId: site.id, review: input({ unitId: unit.id }) });
    expect(made).toMatchObject({ ok: true, review: { unitId: unit.id } });
    expect(await createReview(db, { siteId: site.id, review: input({ unitId: foreignUnit.id }) })).toEqual({
      ok: false,
      reason: "invalid",
      errors: { unitId: { key: "unit" } },
    });
    if (!made.ok) throw new Error("not made");
    expect(
      await updateReview(db, { siteId: site.id, reviewId: made.review.id, review: input({ unitId: foreignUnit.id }) }),
    ).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("changes, hides, answers and deletes only the site's own reviews", async () => {
    const [mine] = (await listOwnerReviews(db, site.id)).reviews;
    const [theirs] = (await listOwnerReviews(db, other.id)).reviews;
    if (!mine || !theirs) throw new Error("reviews missing");
    const edit = input({ guestName: "Gekaapt" });
    expect(await updateReview(db, { siteId: site.id, reviewId: theirs.id, review: edit })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await setReviewVisible(db, { siteId: site.id, reviewId: theirs.id, visible: false })).toBe(false);
    expect(await replyToReview(db, { siteId: site.id, reviewId: theirs.id, reply: "Ha" })).toBe(false);
    expect(await deleteReview(db, { siteId: site.id, reviewId: theirs.id })).toBe(false);
    expect(await findOwnerReview(db, other.id, theirs.id)).toMatchObject({
      guestName: "Elders",
      visible: true,
      reply: null,
    });

    expect(await updateReview(db, { siteId: site.id, reviewId: mine.id, review: edit })).toMatchObject({
      ok: true,
      review: { guestName: "Gekaapt" },
    });
    expect(await deleteReview(db, { siteId: site.id, reviewId: mine.id })).toBe(true);
    expect(await findOwnerReview(db, site.id, mine.id)).toBeNull();
  });
});
