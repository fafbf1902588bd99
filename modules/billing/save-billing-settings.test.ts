import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { billingSettings } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { listAudit } from "../audit/list-audit.ts";
import { loadBillingSettings } from "./billing-settings.ts";
import {
  type BillingSettingsInput,
  billingSettingsValues,
  readBillingSettings,
  saveBillingSettings,
} from "./save-billing-settings.ts";

const TYPED: BillingSettingsInput = {
  provider: "",
  graceDays: "14",
  vatRate: "21",
  sellerName: "VayVista B.V.",
  sellerStreet: "Keizersgracht 1",
  sellerPostalCode: "1015 CJ",
  sellerCity: "Amsterdam",
  sellerCountry: "nl",
  sellerVatNumber: "nl 8525.80.345.B01",
  sellerChamberOfCommerce: "12345678",
  sellerEmail: "facturen@vayvista.nl",
  sellerIban: "nl91 abna 0417 1643 00",
};
const ALL = { stripe: true, mollie: true, test: true };
const NONE = { stripe: false, mollie: false, test: false };

describe("reading the billing settings form", () => {
  const problems = (changes: Partial<BillingSettingsInput>, available = ALL) => {
    const read = readBillingSettings({ ...TYPED, ...changes }, available, null);
    return read.ok ? {} : read.errors;
  };

  it("stores the VAT number and IBAN in their normal form and the rate in basis points; empty provider is automatic", () => {
    expect(readBillingSettings(TYPED, NONE, null)).toEqual({
      ok: true,
      row: {
        sellerName: "VayVista B.V.",
        sellerStreet: "Keizersgracht 1",
        sellerPostalCode: "1015 CJ",
        sellerCity: "Amsterdam",
        sellerCountry: "NL",
        sellerVatNumber: "NL852580345B01",
        sellerChamberOfCommerce: "12345678",
        sellerEmail: "facturen@vayvista.nl",
        sellerIban: "NL91ABNA0417164300",
        provider: null,
        vatRateBasisPoints: 2100,
        graceDays: 14,
      },
    });
    const rate = (vatRate: string) => {
      const read = readBillingSettings({ ...TYPED, vatRate }, ALL, null);
      return read.ok ? read.row.vatRateBasisPoints : read.errors.vatRate;
    };
    expect([rate("9"), rate("21,5"), rate("9.75"), rate("0"), rate("21 %")]).toEqual([900, 2150, 975, 0, 2100]);
    expect([rate("50.01"), rate("-1"), rate("21,555"), rate("abc"), rate("")]).toEqual([
      { code: "range", min: 0, max: 50 },
      { code: "number" },
      { code: "number" },
      { code: "number" },
      { code: "required" },
    ]);
  });

  it("says what is wrong with each field at once", () => {
    expect(
      problems({
        sellerName: " ",
        sellerCity: "A".repeat(101),
        sellerStreet: "Keizersgracht\u00001",
        sellerCountry: "XX",
        sellerEmail: "facturen@",
        sellerChamberOfCommerce: "<script>",
        graceDays: "61",
        provider: "paypal",
      }),
    ).toEqual({
      sellerName: { code: "required" },
      sellerCity: { code: "tooLong", max: 100 },
      sellerStreet: { code: "controls" },
      sellerCountry: { code: "country" },
      // A VAT number has its country's format: no country, no format.
      sellerVatNumber: { code: "vatNumber" },
      sellerEmail: { code: "email" },
      sellerChamberOfCommerce: { code: "chamberOfCommerce" },
      graceDays: { code: "range", min: 0, max: 60 },
      provider: { code: "providerUnavailable" },
    });
    expect(problems({ sellerVatNumber: "DE123456789" })).toEqual({ sellerVatNumber: { code: "vatNumber" } });
    expect(problems({ sellerIban: "NL91 ABNA 0417 1643 01" })).toEqual({ sellerIban: { code: "ibanChecksum" } });
    expect(problems({ sellerIban: "NL91 ABNA 0417 1643" })).toEqual({
      sellerIban: { code: "ibanLength", expected: 18, actual: 16 },
    });
    expect(problems({ graceDays: "two weeks" })).toEqual({ graceDays: { code: "number" } });
    expect(problems({ graceDays: "0", sellerVatNumber: "", sellerIban: "", sellerChamberOfCommerce: "" })).toEqual({});
  });

  it("offers a provider only when the platform can charge on it, but keeps one chosen before its credentials went", () => {
    expect(problems({ provider: "stripe" }, { ...ALL, stripe: false })).toEqual({
      provider: { code: "providerUnavailable" },
    });
    expect(problems({ provider: "test" }, { ...ALL, test: false })).toEqual({
      provider: { code: "providerUnavailable" },
    });
    expect(problems({ provider: "mollie" }, { ...NONE, mollie: true })).toEqual({});
    const saved = readBillingSettings({ ...TYPED, provider: "stripe" }, ALL, null);
    if (!saved.ok) throw new Error("not read");
    const row = { id: 1, updatedAt: new Date(), updatedBy: null, ...saved.row } as Parameters<
      typeof readBillingSettings
    >[2];
    expect(readBillingSettings({ ...TYPED, provider: "stripe" }, NONE, row).ok).toBe(true);
  });
});

describe.each(testBackends())("saving the billing settings on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  const admin = randomUUID();

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it("shows the defaults before the first save: automatic provider, 14 days' grace, 21 % VAT", async () => {
    expect(await loadBillingSettings(db)).toBeNull();
    expect(billingSettingsValues(null)).toMatchObject({
      provider: "",
      graceDays: "14",
      vatRate: "21",
      sellerCountry: "NL",
    });
  });

  it("refuses a bad form without writing anything", async () => {
    const refused = await saveBillingSettings(db, {
      actorId: admin,
      input: { ...TYPED, sellerIban: "NL00 ABNA 0417 1643 00" },
      available: ALL,
    });
    expect(refused).toEqual({ ok: false, errors: { sellerIban: { code: "ibanChecksum" } } });
    expect(await db.select().from(billingSettings)).toEqual([]);
    expect((await listAudit(db, { limit: 5 })).entries).toEqual([]);
  });

  it("writes the single row with who saved it, audits before and after, and only when something changed", async () => {
    const now = new Date("2027-01-04T10:00:00Z");
    const first = await saveBillingSettings(db, { actorId: admin, input: TYPED, available: ALL, now });
    expect(first.ok).toBe(true);
    expect(await loadBillingSettings(db)).toMatchObject({
      id: 1,
      sellerVatNumber: "NL852580345B01",
      graceDays: 14,
      updatedBy: admin,
      updatedAt: now,
    });
    const second = await saveBillingSettings(db, {
      actorId: admin,
      input: { ...TYPED, graceDays: "30", vatRate: "9", provider: "test", sellerIban: "" },
      available: ALL,
    });
    expect(second.ok).toBe(true);
    const rows = await db.select().from(billingSettings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ graceDays: 30, vatRateBasisPoints: 900, provider: "test", sellerIban: null });
    expect(billingSettingsValues(rows[0] ?? null)).toMatchObject({ graceDays: "30", vatRate: "9", provider: "test" });
    // The same values again: saved (who and when), nothing to audit.
    await saveBillingSettings(db, {
      actorId: admin,
      input: { ...TYPED, graceDays: "30", vatRate: "9", provider: "test", sellerIban: "" },
      available: ALL,
    });
    const entries = (await listAudit(db, { limit: 5 })).entries;
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.targetType])).toEqual([
      ["billing_settings.update", admin, "billing_settings"],
      ["billing_settings.update", admin, "billing_settings"],
    ]);
    expect(entries[0]?.details).toMatchObject({
      before: { graceDays: 14, vatRateBasisPoints: 2100, provider: null, sellerIban: "NL91ABNA0417164300" },
      after: { graceDays: 30, vatRateBasisPoints: 900, provider: "test", sellerIban: null },
    });
    expect(entries[1]?.details).toMatchObject({ before: null, after: { sellerName: "VayVista B.V." } });
  });
});
