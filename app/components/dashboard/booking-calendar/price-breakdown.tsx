import type { SiteCurrency } from "../../../../modules/pricing/currencies.ts";
import type { Quote } from "../../../../modules/pricing/quote-stay.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { formatMoney } from "../money/format-money.ts";

type Line = { key: string; label: string; cents: number; minus?: boolean };

/** The nights grouped by what they cost: "4 × € 120,00", "2 × € 150,00 (weekend)", a season by its name. */
function nightLines(quote: Quote, t: ReturnType<typeof useI18n>["t"], money: (cents: number) => string): Line[] {
  const groups = new Map<string, { rate: string; season?: string; cents: number; nights: number }>();
  for (const night of quote.nights) {
    const key = `${night.rate}|${night.season ?? ""}|${night.cents}`;
    const group = groups.get(key);
    if (group) group.nights += 1;
    else groups.set(key, { rate: night.rate, season: night.season, cents: night.cents, nights: 1 });
  }
  return [...groups.entries()].map(([key, group]) => {
    const values = { nights: group.nights, rate: money(group.cents) };
    const label =
      group.rate === "season" && group.season
        ? t("dashboard.bookingCalendar.detail.price.season", { ...values, season: group.season })
        : group.rate === "weekend"
          ? t("dashboard.bookingCalendar.detail.price.weekend", values)
          : t("dashboard.bookingCalendar.detail.price.nights", values);
    return { key, label, cents: group.cents * group.nights };
  });
}

/**
 * The price the stay was booked at, line by line from the quote stored with it: the nights
 * by rate, extra guests, discounts and voucher (taken off), cleaning, tourist tax, the
 * total and the deposit apart. A stay without a stored quote (entered by hand) shows its
 * agreed total; a block or an import, that there is none.
 */
export function PriceBreakdown({
  quote,
  totalCents,
  currency,
}: {
  quote: Quote | null;
  totalCents: number;
  currency: SiteCurrency;
}) {
  const { t, locale } = useI18n();
  const money = (cents: number) => formatMoney(cents, currency, locale);
  if (!quote) {
    if (totalCents <= 0) return <p className="text-slate-700">{t("dashboard.bookingCalendar.detail.price.none")}</p>;
    return (
      <dl className="flex justify-between gap-4 font-semibold text-pine-950">
        <dt>{t("dashboard.bookingCalendar.detail.price.agreed")}</dt>
        <dd className="tabular-nums">{money(totalCents)}</dd>
      </dl>
    );
  }
  const lines: Line[] = [...nightLines(quote, t, money)];
  if (quote.extraGuestCents > 0) {
    lines.push({
      key: "extra",
      label: t("dashboard.bookingCalendar.detail.price.extraGuests"),
      cents: quote.extraGuestCents,
    });
  }
  for (const discount of quote.discounts) {
    lines.push({
      key: discount.kind,
      label: t(`dashboard.bookingCalendar.detail.price.${discount.kind}`, { percent: discount.percent }),
      cents: discount.cents,
      minus: true,
    });
  }
  if (quote.voucher) {
    lines.push({
      key: "voucher",
      label: t("dashboard.bookingCalendar.detail.price.voucher", { code: quote.voucher.code }),
      cents: quote.voucher.cents,
      minus: true,
    });
  }
  if (quote.cleaningFeeCents > 0) {
    lines.push({
      key: "cleaning",
      label: t("dashboard.bookingCalendar.detail.price.cleaning"),
      cents: quote.cleaningFeeCents,
    });
  }
  if (quote.touristTaxCents > 0) {
    lines.push({
      key: "tax",
      label: t("dashboard.bookingCalendar.detail.price.touristTax"),
      cents: quote.touristTaxCents,
    });
  }
  return (
    <dl className="space-y-2" data-testid="price-breakdown">
      {lines.map((line) => (
        <div key={line.key} className="flex justify-between gap-4 text-slate-800">
          <dt>{line.label}</dt>
          <dd className="whitespace-nowrap tabular-nums">
            {line.minus ? `− ${money(line.cents)}` : money(line.cents)}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold text-pine-950">
        <dt>{t("dashboard.bookingCalendar.detail.price.total")}</dt>
        <dd className="whitespace-nowrap tabular-nums">{money(quote.totalCents)}</dd>
      </div>
      {quote.depositCents > 0 && (
        <div className="flex justify-between gap-4 text-sm text-slate-700">
          <dt>{t("dashboard.bookingCalendar.detail.price.deposit")}</dt>
          <dd className="whitespace-nowrap tabular-nums">{money(quote.depositCents)}</dd>
        </div>
      )}
    </dl>
  );
}
