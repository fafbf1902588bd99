import { describe, expect, it } from "vitest";
import { parseVoucherInput } from "./voucher-input.ts";

const UNIT = "3b241101-e2bb-4255-8caf-4136c566a962";

const form = (fields: Record<string, unknown> = {}) => ({
  code: "zomer-25",
  kind: "percent",
  amount: "15",
  bookFrom: "",
  bookUntil: "",
  stayFrom: "",
  stayUntil: "",
  minNights: "",
  maxUses: "",
  maxUsesPerEmail: "",
  ...fields,
});

describe("parseVoucherInput", () => {
  it("reads a percentage voucher without limits: upper-case code, every limit open", () => {
    expect(parseVoucherInput(form({ code: "  zomer-25 " }))).toEqual({
      success: true,
      data: {
        code: "ZOMER-25",
        kind: "percent",
        amount: 15,
        bookFrom: null,
        bookUntil: null,
        stayFrom: null,
        stayUntil: null,
        minNights: 1,
        unitIds: null,
        maxUses: null,
        maxUsesPerEmail: null,
      },
    });
  });

  it("reads a fixed amount in euros with a comma or a point, windows, limits and units", () => {
    const parsed = parseVoucherInput(
      form({
        kind: "fixed",
        amount: "25,5",
        bookFrom: "2026-01-01",
        bookUntil: "2026-03-31",
        stayFrom: "2026-06-01",
        stayUntil: "2026-08-31",
        minNights: "3",
        maxUses: "1",
        maxUsesPerEmail: "1",
        unitIds: [UNIT, UNIT, ""],
      }),
    );
    expect(parsed).toMatchObject({
      success: true,
      data: {
        kind: "fixed",
        amount: 2550,
        bookFrom: "2026-01-01",
        bookUntil: "2026-03-31",
        stayFrom: "2026-06-01",
        stayUntil: "2026-08-31",
        minNights: 3,
        maxUses: 1,
        maxUsesPerEmail: 1,
        unitIds: [UNIT],
      },
    });
    expect(parseVoucherInput(form({ kind: "fixed", amount: "100.00" }))).toMatchObject({ data: { amount: 10_000 } });
    expect(parseVoucherInput(form({ kind: "fixed", amount: "7" }))).toMatchObject({ data: { amount: 700 } });
    expect(parseVoucherInput(form({ kind: "fixed", amount: "€ 1.250,-" }))).toMatchObject({
      data: { amount: 125_000 },
    });
  });

  it("says what is wrong with every field at once", () => {
    expect(
      parseVoucherInput(
        form({
          code: "zomer 25!",
          amount: "150",
          bookFrom: "2026-04-01",
          bookUntil: "2026-03-01",
          stayFrom: "2026-02-30",
          minNights: "0",
          maxUses: "1.5",
          unitIds: ["../1"],
        }),
      ),
    ).toEqual({
      success: false,
      errors: {
        code: { key: "codeFormat" },
        amount: { key: "percent", params: { min: 1, max: 100 } },
        bookUntil: { key: "dateOrder" },
        stayFrom: { key: "date" },
        minNights: { key: "wholeNumber", params: { min: 1, max: 365 } },
        maxUses: { key: "wholeNumber", params: { min: 1, max: 1_000_000 } },
        unitIds: { key: "unit" },
      },
    });
  });

  it("refuses a missing code, kind or amount, a too long code and impossible amounts", () => {
    expect(parseVoucherInput({})).toEqual({
      success: false,
      errors: { code: { key: "required" }, kind: { key: "required" } },
    });
    expect(parseVoucherInput(form({ amount: " " }))).toEqual({
      success: false,
      errors: { amount: { key: "required" } },
    });
    expect(parseVoucherInput(form({ code: "A".repeat(41), kind: "gift" }))).toEqual({
      success: false,
      errors: { code: { key: "tooLong", params: { max: 40 } }, kind: { key: "choice" } },
    });
    expect(parseVoucherInput(form({ code: "A" }))).toMatchObject({ errors: { code: { key: "codeFormat" } } });
    for (const amount of ["0", "-5", "abc", "12,3456", "1,2,3", "100001"]) {
      expect(parseVoucherInput(form({ kind: "fixed", amount })), amount).toEqual({
        success: false,
        errors: { amount: { key: "money", params: { max: 100_000 } } },
      });
    }
    expect(parseVoucherInput(form({ amount: "0" }))).toMatchObject({ errors: { amount: { key: "percent" } } });
    expect(parseVoucherInput(form({ amount: "12.5" }))).toMatchObject({ errors: { amount: { key: "percent" } } });
  });
});
