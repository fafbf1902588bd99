import { describe, expect, it } from "vitest";
import { bookingFormPath, pickedRange, pickNight } from "./range-choice.tsx";

describe("picking nights on the calendar's grid", () => {
  it("takes the first click as the first night and the second, in either order, as the last", () => {
    const first = pickNight(null, "u1", "2026-12-12");
    expect(pickedRange(first)).toMatchObject({ checkIn: "2026-12-12", checkOut: "2026-12-13", complete: false });
    const later = pickNight(first, "u1", "2026-12-14");
    expect(pickedRange(later)).toMatchObject({ checkIn: "2026-12-12", checkOut: "2026-12-15", complete: true });
    const earlier = pickNight(first, "u1", "2026-12-10");
    expect(pickedRange(earlier)).toMatchObject({ checkIn: "2026-12-10", checkOut: "2026-12-13" });
  });

  it("starts again after a complete range, or on another unit's row", () => {
    const done = pickNight(pickNight(null, "u1", "2026-12-12"), "u1", "2026-12-14");
    expect(pickNight(done, "u1", "2026-12-20")).toEqual({ unitId: "u1", start: "2026-12-20", end: null });
    expect(pickNight(pickNight(null, "u1", "2026-12-12"), "u2", "2026-12-14")).toEqual({
      unitId: "u2",
      start: "2026-12-14",
      end: null,
    });
  });

  it("fills the booking form in with the unit and the dates", () => {
    const range = pickedRange({ unitId: "u1", start: "2026-12-12", end: "2026-12-14" });
    const form = new URL(bookingFormPath(range), "http://x");
    expect(form.pathname).toBe("/dashboard/booking-calendar/new");
    expect(Object.fromEntries(form.searchParams)).toEqual({
      kind: "booking",
      unit: "u1",
      checkIn: "2026-12-12",
      checkOut: "2026-12-15",
    });
  });
});
