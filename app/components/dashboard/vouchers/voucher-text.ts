import type { TFunction } from "i18next";
import { formatStayDate } from "../../../../modules/dates/format-stay-date.ts";
import type { StayDate } from "../../../../modules/dates/stay-date.ts";
import type { SiteCurrency } from "../../../../modules/pricing/currencies.ts";
import { euroAmountText } from "../../../../modules/pricing/euro-amount.ts";
import type { VoucherFieldErrors } from "../../../../modules/vouchers/voucher-limits.ts";
import { formatMoney } from "../money/format-money.ts";
import type { VoucherUnit, VoucherView } from "./voucher-result.ts";

/** Field name → its problem in the owner's language. */
export function voucherErrorMessages(t: TFunction, errors: VoucherFieldErrors | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors ?? {})) {
    out[field] = t(`dashboard.vouchers.errors.${error.key}`, error.params ?? {});
  }
  return out;
}

/** "15% off", "€ 25,00 off" or "25,00 zł off": a fixed amount in the site's currency. */
export function discountText(
  t: TFunction,
  locale: string,
  voucher: Pick<VoucherView, "kind" | "amount">,
  currency: SiteCurrency,
): string {
  if (voucher.kind === "percent") return t("dashboard.vouchers.discount.percent", { amount: voucher.amount });
  return t("dashboard.vouchers.discount.fixed", { amount: formatMoney(voucher.amount, currency, locale) });
}

/** The amount as the owner would type it again: "15", "25" or "25,50". */
export function amountInputText(voucher: Pick<VoucherView, "kind" | "amount">, locale: string): string {
  return voucher.kind === "percent" ? String(voucher.amount) : euroAmountText(voucher.amount, decimalSign(locale));
}

function decimalSign(locale: string): "," | "." {
  return new Intl.NumberFormat(locale).format(1.5).includes(",") ? "," : ".";
}

function day(date: StayDate, locale: string): string {
  return formatStayDate(date, locale, { day: "numeric", month: "short", year: "numeric" });
}

/** A window in words, or null when it is open on both ends. */
function windowText(t: TFunction, locale: string, from: StayDate | null, until: StayDate | null): string | null {
  if (from && until) return t("dashboard.vouchers.rules.both", { from: day(from, locale), until: day(until, locale) });
  if (from) return t("dashboard.vouchers.rules.from", { from: day(from, locale) });
  if (until) return t("dashboard.vouchers.rules.until", { until: day(until, locale) });
  return null;
}

/** The voucher's conditions in one line each: when, how long, where, how often. */
export function voucherRules(
  t: TFunction,
  locale: string,
  voucher: VoucherView,
  units: readonly VoucherUnit[],
): string[] {
  const rules: string[] = [];
  const booked = windowText(t, locale, voucher.bookFrom, voucher.bookUntil);
  if (booked) rules.push(t("dashboard.vouchers.rules.booked", { range: booked }));
  const stay = windowText(t, locale, voucher.stayFrom, voucher.stayUntil);
  if (stay) rules.push(t("dashboard.vouchers.rules.stay", { range: stay }));
  if (voucher.minNights > 1) rules.push(t("dashboard.vouchers.rules.minNights", { count: voucher.minNights }));
  if (voucher.unitIds !== null) {
    const names = voucher.unitIds.map((id) => units.find((u) => u.id === id)?.name).filter(Boolean);
    rules.push(t("dashboard.vouchers.rules.someUnits", { units: names.join(", ") }));
  } else if (units.length > 1) {
    rules.push(t("dashboard.vouchers.rules.allUnits"));
  }
  if (voucher.maxUsesPerEmail !== null) {
    rules.push(t("dashboard.vouchers.usage.perGuest", { count: voucher.maxUsesPerEmail }));
  }
  return rules;
}

export type VoucherState = "active" | "inactive" | "usedUp" | "expired" | "upcoming";

/** What a guest would find today: switched off, used up, past its windows, not yet, or usable. */
export function voucherState(voucher: VoucherView, today: StayDate): VoucherState {
  if (!voucher.active) return "inactive";
  if (voucher.maxUses !== null && voucher.uses >= voucher.maxUses) return "usedUp";
  if ((voucher.bookUntil && voucher.bookUntil < today) || (voucher.stayUntil && voucher.stayUntil < today)) {
    return "expired";
  }
  if (voucher.bookFrom && voucher.bookFrom > today) return "upcoming";
  return "active";
}
