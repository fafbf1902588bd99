import { describe, expect, it } from "vitest";
import { parseOwnerBlock, parseOwnerBooking, parseStayChange } from "./owner-stay-input.ts";

const UNITS = [{ id: "u-duinhuis" }, { id: "u-boshut" }];

const booking = {
  unitId: "u-duinhuis",
  checkIn: "2026-07-10",
  checkOut: "2026-07-14",
  adults: "2",
  children: "1",
  guestName: "  Jonas Becker ",
  guestPhone: "+49 170 1234567",
  guestEmail: " Jonas@Example.DE ",
  lang: "de",
  total: "€ 1.250,50",
  notes: "Belde om 17:00",
};

describe("the owner's booking forms", () => {
  it("reads a booking taken by phone as typed, an agreed price in euros included", () => {
    expect(parseOwnerBooking(booking, UNITS, ["nl", "de"])).toEqual({
      ok: true,
      value: {
        unitId: "u-duinhuis",
        checkIn: "2026-07-10",
        checkOut: "2026-07-14",
        adults: 2,
        children: 1,
        guestName: "Jonas Becker",
        guestPhone: "+49 170 1234567",
        guestEmail: "jonas@example.de",
        lang: "de",
        totalCents: 125_050,
        notes: "Belde om 17:00",
      },
    });
    const plain = parseOwnerBooking({ ...booking, guestEmail: "", guestPhone: "", total: "", lang: "pl" }, UNITS, [
      "nl",
    ]);
    expect(plain).toMatchObject({
      ok: true,
      value: { guestEmail: null, guestPhone: null, totalCents: null, lang: "nl" },
    });
  });

  it("names every problem with its field", () => {
    const result = parseOwnerBooking(
      {
        unitId: "u-elders",
        checkIn: "2026-02-30",
        checkOut: "",
        adults: "0",
        children: "-1",
        guestName: " ",
        guestEmail: "jonas@",
        total: "veel",
      },
      UNITS,
      ["nl"],
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: "unitId", code: "unit" },
        { field: "checkIn", code: "date" },
        { field: "checkOut", code: "required" },
        { field: "children", code: "guests", params: { max: 500 } },
        { field: "adults", code: "noAdults" },
        { field: "guestName", code: "required" },
        { field: "guestEmail", code: "email" },
        { field: "total", code: "amount" },
      ],
    });
  });

  it("refuses departures before arrivals and stays over two years", () => {
    const problems = (values: Record<string, string>) => {
      const result = parseOwnerBooking({ ...booking, ...values }, UNITS, ["nl"]);
      return result.ok ? [] : result.problems;
    };
    expect(problems({ checkOut: "2026-07-10" })).toEqual([{ field: "checkOut", code: "order" }]);
    expect(problems({ checkOut: "2028-07-11" })).toEqual([
      { field: "checkOut", code: "tooLong", params: { count: 730 } },
    ]);
    expect(problems({ adults: "600" })).toEqual([{ field: "adults", code: "guests", params: { max: 500 } }]);
  });

  it("refuses a line break or control character in a guest's name or phone and in a block's label", () => {
    const result = parseOwnerBooking({ ...booking, guestName: "Jonas\r\nBecker", guestPhone: "+49\u0000170" }, UNITS, [
      "nl",
    ]);
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: "guestName", code: "oneLine" },
        { field: "guestPhone", code: "oneLine" },
      ],
    });
    for (const label of ["Schilderen\nEND:VEVENT", "Schil\u2028deren", "Schil\u007fderen"]) {
      expect(
        parseOwnerBlock({ unitId: "u-boshut", checkIn: "2026-08-01", checkOut: "2026-08-03", label }, UNITS),
      ).toEqual({ ok: false, problems: [{ field: "label", code: "oneLine" }] });
    }
  });

  it("refuses a NUL or another control character in the notes and the address; notes keep their lines", () => {
    expect(
      parseOwnerBooking({ ...booking, notes: "Belde\u0000 om 17:00", guestEmail: "jonas\u0000@example.de" }, UNITS, [
        "nl",
      ]),
    ).toEqual({
      ok: false,
      problems: [
        { field: "guestEmail", code: "email" },
        { field: "notes", code: "controls" },
      ],
    });
    const block = { unitId: "u-boshut", checkIn: "2026-08-01", checkOut: "2026-08-03" };
    expect(parseOwnerBlock({ ...block, notes: "Schilder\u001b komt" }, UNITS)).toEqual({
      ok: false,
      problems: [{ field: "notes", code: "controls" }],
    });
    expect(parseOwnerBlock({ ...block, notes: "Schilder komt\r\n\tom 9:00" }, UNITS)).toMatchObject({
      ok: true,
      value: { notes: "Schilder komt\r\n\tom 9:00" },
    });
  });

  it("reads blocked dates with a label, and a change of dates, unit and guests", () => {
    expect(
      parseOwnerBlock(
        { unitId: "u-boshut", checkIn: "2026-08-01", checkOut: "2026-08-03", label: " Schilderen " },
        UNITS,
      ),
    ).toEqual({
      ok: true,
      value: { unitId: "u-boshut", checkIn: "2026-08-01", checkOut: "2026-08-03", label: "Schilderen", notes: "" },
    });
    expect(
      parseStayChange({ unitId: "u-boshut", checkIn: "2026-08-01", checkOut: "2026-08-03" }, UNITS, false),
    ).toEqual({
      ok: true,
      value: { unitId: "u-boshut", checkIn: "2026-08-01", checkOut: "2026-08-03" },
    });
    expect(
      parseStayChange(
        { unitId: "u-boshut", checkIn: "2026-08-01", checkOut: "2026-08-03", adults: "2", children: "1" },
        UNITS,
        true,
      ),
    ).toEqual({
      ok: true,
      value: { unitId: "u-boshut", checkIn: "2026-08-01", checkOut: "2026-08-03", adults: 2, children: 1 },
    });
  });
});
