import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { billingSettings } from "../../db/schema.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { isCountryCode } from "../onboarding/country-codes.ts";
import { checkIban, type IbanProblem } from "../stays/bank-details.ts";
import { type BillingSettings, DEFAULT_GRACE_DAYS, loadBillingSettings } from "./billing-settings.ts";
import {
  BILLING_PROVIDERS,
  BILLING_SETTINGS_LIMITS,
  type BillingProvider,
  type ProvidersAvailable,
} from "./billing-settings-limits.ts";
import { isEuCountry, normaliseVatNumber } from "./vat-number.ts";

/** The form's fields, as typed (every one a string). */
export const BILLING_SETTINGS_FIELDS = [
  "provider",
  "graceDays",
  "vatRate",
  "sellerName",
  "sellerStreet",
  "sellerPostalCode",
  "sellerCity",
  "sellerCountry",
  "sellerVatNumber",
  "sellerChamberOfCommerce",
  "sellerEmail",
  "sellerIban",
] as const;
export type BillingSettingsField = (typeof BILLING_SETTINGS_FIELDS)[number];
export type BillingSettingsInput = Record<BillingSettingsField, string>;

export type BillingSettingsProblem =
  | { code: "required" | "controls" | "number" | "email" | "country" | "vatNumber" | "chamberOfCommerce" }
  | { code: "tooLong"; max: number }
  | { code: "range"; min: number; max: number }
  | { code: "providerUnavailable" }
  | { code: IbanProblem; expected?: number; actual?: number };

export type BillingSettingsErrors = Partial<Record<BillingSettingsField, BillingSettingsProblem>>;

type Row = Omit<typeof billingSettings.$inferInsert, "id" | "updatedAt" | "updatedBy">;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROLS = /[\u0000-\u001f\u007f\u2028\u2029]/;
const email = z.email();

/** The form as one row of `billing_settings`, every problem at once by field. */
export function readBillingSettings(
  input: BillingSettingsInput,
  available: ProvidersAvailable,
  saved: BillingSettings | null,
): { ok: true; row: Row } | { ok: false; errors: BillingSettingsErrors } {
  const errors: BillingSettingsErrors = {};
  const text = (field: keyof typeof BILLING_SETTINGS_LIMITS & BillingSettingsField, required: boolean) => {
    const value = input[field].trim();
    const max = BILLING_SETTINGS_LIMITS[field] as number;
    if (required && !value) errors[field] = { code: "required" };
    else if (CONTROLS.test(value)) errors[field] = { code: "controls" };
    else if (value.length > max) errors[field] = { code: "tooLong", max };
    return value;
  };
  const sellerName = text("sellerName", true);
  const sellerStreet = text("sellerStreet", true);
  const sellerPostalCode = text("sellerPostalCode", true);
  const sellerCity = text("sellerCity", true);
  const sellerEmail = text("sellerEmail", true);
  if (sellerEmail && !errors.sellerEmail && !email.safeParse(sellerEmail).success)
    errors.sellerEmail = { code: "email" };
  const chamber = text("sellerChamberOfCommerce", false);
  if (chamber && !errors.sellerChamberOfCommerce && !/^[A-Za-z0-9][A-Za-z0-9 .-]*$/.test(chamber))
    errors.sellerChamberOfCommerce = { code: "chamberOfCommerce" };

  const sellerCountry = input.sellerCountry.trim().toUpperCase();
  if (!sellerCountry) errors.sellerCountry = { code: "required" };
  else if (!isCountryCode(sellerCountry)) errors.sellerCountry = { code: "country" };

  // A VAT number in the seller's own country's format (it is printed on every invoice).
  const typedVat = input.sellerVatNumber.trim();
  let sellerVatNumber: string | null = null;
  if (typedVat) {
    sellerVatNumber = isEuCountry(sellerCountry) ? normaliseVatNumber(sellerCountry, typedVat) : null;
    if (!sellerVatNumber) errors.sellerVatNumber = { code: "vatNumber" };
  }

  let sellerIban: string | null = null;
  if (input.sellerIban.trim()) {
    const checked = checkIban(input.sellerIban);
    if (checked.ok) sellerIban = checked.iban;
    else errors.sellerIban = { code: checked.problem, expected: checked.expected, actual: checked.actual };
  }

  const graceDays = wholeNumber(input.graceDays, BILLING_SETTINGS_LIMITS.graceDays);
  if (typeof graceDays !== "number") errors.graceDays = graceDays;
  const vatRate = basisPoints(input.vatRate);
  if (typeof vatRate !== "number") errors.vatRate = vatRate;

  const provider = input.provider.trim();
  let chosen: BillingProvider | null = null;
  if (provider !== "") {
    if (!(BILLING_PROVIDERS as readonly string[]).includes(provider)) errors.provider = { code: "providerUnavailable" };
    else {
      chosen = provider as BillingProvider;
      // A provider without credentials takes no money; one chosen before its credentials went may stay.
      if (!available[chosen] && saved?.provider !== chosen) errors.provider = { code: "providerUnavailable" };
    }
  }

  if (Object.keys(errors).length > 0 || typeof graceDays !== "number" || typeof vatRate !== "number")
    return { ok: false, errors };
  return {
    ok: true,
    row: {
      sellerName,
      sellerStreet,
      sellerPostalCode,
      sellerCity,
      sellerCountry,
      sellerVatNumber,
      sellerChamberOfCommerce: chamber || null,
      sellerEmail,
      sellerIban,
      provider: chosen,
      vatRateBasisPoints: vatRate,
      graceDays,
    },
  };
}

function wholeNumber(typed: string, range: { min: number; max: number }): number | BillingSettingsProblem {
  const value = typed.trim();
  if (!value) return { code: "required" };
  if (!/^\d{1,9}$/.test(value)) return { code: "number" };
  const n = Number(value);
  return n >= range.min && n <= range.max ? n : { code: "range", ...range };
}

/** "21", "21,5" or "9.75" (per cent, at most two decimals) in basis points: 2100, 2150, 975. */
function basisPoints(typed: string): number | BillingSettingsProblem {
  const value = typed.trim().replace(/\s*%$/, "");
  if (!value) return { code: "required" };
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return { code: "number" };
  const points = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  const { min, max } = BILLING_SETTINGS_LIMITS.vatPercent;
  return points >= min * 100 && points <= max * 100 ? points : { code: "range", min, max };
}

/** The settings as the form shows them; the defaults (automatic provider, 14 days, 21 %) before the first save. */
export function billingSettingsValues(settings: BillingSettings | null): BillingSettingsInput {
  const rate = settings?.vatRateBasisPoints ?? 2100;
  return {
    provider: settings?.provider ?? "",
    graceDays: String(settings?.graceDays ?? DEFAULT_GRACE_DAYS),
    vatRate: rate % 100 === 0 ? String(rate / 100) : (rate / 100).toFixed(2).replace(/0$/, ""),
    sellerName: settings?.sellerName ?? "",
    sellerStreet: settings?.sellerStreet ?? "",
    sellerPostalCode: settings?.sellerPostalCode ?? "",
    sellerCity: settings?.sellerCity ?? "",
    sellerCountry: settings?.sellerCountry ?? "NL",
    sellerVatNumber: settings?.sellerVatNumber ?? "",
    sellerChamberOfCommerce: settings?.sellerChamberOfCommerce ?? "",
    sellerEmail: settings?.sellerEmail ?? "",
    sellerIban: settings?.sellerIban ?? "",
  };
}

export type SaveBillingSettingsResult =
  | { ok: true; settings: BillingSettings }
  | { ok: false; errors: BillingSettingsErrors };

/**
 * The admin saves how owners pay VayVista and who the seller is on every invoice from now
 * on (invoices already issued keep the seller they were made with). The single row (id 1)
 * is written with who saved it, and audited with before and after when anything changed.
 */
export async function saveBillingSettings(
  db: Database,
  opts: { actorId: string; input: BillingSettingsInput; available: ProvidersAvailable; now?: Date },
): Promise<SaveBillingSettingsResult> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const before = await loadBillingSettings(tx);
    const read = readBillingSettings(opts.input, opts.available, before);
    if (!read.ok) return read;
    const values = { ...read.row, updatedAt: now, updatedBy: opts.actorId };
    const [after] = await tx
      .insert(billingSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: billingSettings.id, set: values })
      .returning();
    if (!after) throw new Error("billing settings not saved");
    const fields = (row: BillingSettings | null) =>
      row ? Object.fromEntries(Object.keys(read.row).map((key) => [key, row[key as keyof Row]])) : null;
    if (JSON.stringify(fields(before)) !== JSON.stringify(fields(after))) {
      await recordAudit(tx, {
        actorId: opts.actorId,
        action: "billing_settings.update",
        targetType: "billing_settings",
        targetId: "1",
        details: { before: fields(before), after: fields(after) },
      });
    }
    return { ok: true as const, settings: after };
  });
}
