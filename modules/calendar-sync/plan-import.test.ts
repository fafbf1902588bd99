import { describe, expect, it } from "vitest";
import type { FeedEvent } from "./parse-feed.ts";
import { type Holder, planImport } from "./plan-import.ts";

const event = (
  uid: string,
  checkIn: string,
  checkOut: string,
  summary: FeedEvent["summary"] = "Reserved",
): FeedEvent => ({
  uid,
  checkIn,
  checkOut,
  summary,
  status: summary === "Tentative" ? "tentative" : "confirmed",
});
const holder = (id: string, checkIn: string, checkOut: string, kind: Holder["kind"] = "booking"): Holder => ({
  id,
  checkIn,
  checkOut,
  kind,
});
const rows = (events: FeedEvent[], others: Holder[] = []) =>
  planImport(events, others).map((r) => [r.key, r.checkIn, r.checkOut, r.status, r.conflictWith]);

describe("planImport", () => {
  it("holds free events whole, under their UID", () => {
    expect(rows([event("a", "2027-03-01", "2027-03-05"), event("b", "2027-03-05", "2027-03-07")])).toEqual([
      ["a", "2027-03-01", "2027-03-05", "confirmed", null],
      ["b", "2027-03-05", "2027-03-07", "confirmed", null],
    ]);
  });

  it("cuts a reservation around our booking: the shared nights a conflict, the rest held", () => {
    expect(rows([event("a", "2027-03-01", "2027-03-08")], [holder("ours", "2027-03-03", "2027-03-05")])).toEqual([
      ["a#2027-03-01", "2027-03-01", "2027-03-03", "confirmed", null],
      ["a#2027-03-03", "2027-03-03", "2027-03-05", "conflict", "ours"],
      ["a#2027-03-05", "2027-03-05", "2027-03-08", "confirmed", null],
    ]);
    // Wholly inside our block: one conflict row, still under the UID.
    expect(rows([event("a", "2027-03-03", "2027-03-05")], [holder("b", "2027-03-01", "2027-03-10", "block")])).toEqual([
      ["a", "2027-03-03", "2027-03-05", "conflict", "b"],
    ]);
  });

  it("leaves nights another channel's import holds with it, without a conflict", () => {
    expect(
      rows(
        [event("a", "2027-03-01", "2027-03-08", "Not available")],
        [holder("x", "2027-03-01", "2027-03-04", "import")],
      ),
    ).toEqual([["a#2027-03-04", "2027-03-04", "2027-03-08", "confirmed", null]]);
    expect(rows([event("a", "2027-03-02", "2027-03-03")], [holder("x", "2027-03-01", "2027-03-04", "import")])).toEqual(
      [],
    );
  });

  it("reads our own stay mirrored back by the channel (not available, covering it whole) as no conflict", () => {
    const ours = [holder("ours", "2027-03-03", "2027-03-05")];
    // Booking.com re-exports our booking merged with its own closure after it.
    expect(rows([event("bdc", "2027-03-03", "2027-03-09", "Not available")], ours)).toEqual([
      ["bdc#2027-03-05", "2027-03-05", "2027-03-09", "confirmed", null],
    ]);
    // Cutting into our stay, or a reservation, is a real conflict.
    expect(rows([event("bdc", "2027-03-04", "2027-03-09", "Not available")], ours)).toContainEqual([
      "bdc#2027-03-04",
      "2027-03-04",
      "2027-03-05",
      "conflict",
      "ours",
    ]);
    expect(rows([event("abnb", "2027-03-03", "2027-03-05", "Reserved")], ours)).toEqual([
      ["abnb", "2027-03-03", "2027-03-05", "conflict", "ours"],
    ]);
  });

  it("lets a feed's overlapping events hold each night once", () => {
    expect(
      rows([event("long", "2027-03-01", "2027-03-10", "Not available"), event("inner", "2027-03-03", "2027-03-12")]),
    ).toEqual([
      ["long", "2027-03-01", "2027-03-10", "confirmed", null],
      ["inner#2027-03-10", "2027-03-10", "2027-03-12", "confirmed", null],
    ]);
  });
});
