import { CircleAlert } from "lucide-react";
import { formatStayDate } from "../../../../modules/dates/format-stay-date.ts";
import { addDays, type StayDate } from "../../../../modules/dates/stay-date.ts";
import type { SiteCurrency } from "../../../../modules/pricing/currencies.ts";
import { type QuoteNight, quoteStay } from "../../../../modules/pricing/quote-stay.ts";
import type { RatePlan } from "../../../../modules/pricing/rate-plan-choices.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { formatMoney } from "../money/format-money.ts";
import { ExamplePayments } from "./example-payments.tsx";
import { exampleStay } from "./example-stay.ts";
import { ruleText } from "./stay-rule-text.ts";

/** Nights of the same rate together, in the order they first come: "5 nights × € 100,00". */
function nightGroups(nights: QuoteNight[]) {
  const groups = new Map<string, { night: QuoteNight; count: number }>();
  for (const night of nights) {
    const key = `${night.rate}|${night.cents}|${night.season ?? ""}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { night, count: 1 });
  }
  return [...groups.values()];
}

/**
 * What a week's stay costs under the plan being edited, priced by the same function as a
 * guest's quote (quoteStay), so the owner sees every rule and fee at work as they type.
 */
export function ExampleQuote({
  plan,
  maxGuests,
  today,
  hasProblems,
  currency,
}: {
  plan: RatePlan;
  maxGuests: number;
  today: StayDate;
  hasProblems: boolean;
  currency: SiteCurrency;
}) {
  const { t, locale } = useI18n();
  const { checkIn, nights } = exampleStay(plan, today);
  const adults = Math.min(2, maxGuests);
  const checkOut = addDays(checkIn, nights);
  const quote = quoteStay({
    plan,
    maxGuests,
    checkIn,
    checkOut,
    adults,
    children: 0,
    today,
    currency,
  });
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
  const lines: { label: string; cents: number }[] = [
    ...nightGroups(quote.nights).map(({ night, count }) => {
      const kind = night.rate === "weekend" ? t("dashboard.pricing.example.weekend") : night.season;
      const label = t("dashboard.pricing.example.nights", { count, price: money(night.cents) });
      return { label: kind ? `${label} (${kind})` : label, cents: night.cents * count };
    }),
    ...quote.discounts.map((d) => ({
      label: t(`dashboard.pricing.example.discounts.${d.kind}`, { percent: percent.format(d.percent / 100) }),
      cents: -d.cents,
    })),
  ];
  if (quote.extraGuestCents > 0)
    lines.push({ label: t("dashboard.pricing.example.extraGuests"), cents: quote.extraGuestCents });
  if (quote.cleaningFeeCents > 0)
    lines.push({ label: t("dashboard.pricing.example.cleaning"), cents: quote.cleaningFeeCents });
  if (quote.touristTaxCents > 0)
    lines.push({ label: t("dashboard.pricing.example.touristTax"), cents: quote.touristTaxCents });

  // Sticky below the dashboard's header (4rem), not under it.
  return (
    <section
      aria-labelledby="example-heading"
      data-testid="example-quote"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6 lg:sticky lg:top-22"
    >
      <h2 id="example-heading" className="font-display text-xl font-semibold text-pine-950">
        {t("dashboard.pricing.example.heading")}
      </h2>
      <p className="mt-1 text-slate-700">
        {t("dashboard.pricing.example.stay", {
          count: nights,
          date: formatStayDate(checkIn, locale),
          guests: t("dashboard.pricing.example.adults", { count: adults }),
        })}
      </p>
      <dl className="mt-4 space-y-2 text-sm">
        {lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt className="text-slate-700">{line.label}</dt>
            <dd className="shrink-0 tabular-nums text-ink">{money(line.cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-semibold">
          <dt className="text-pine-950">{t("dashboard.pricing.example.total")}</dt>
          <dd className="shrink-0 tabular-nums text-pine-950" data-testid="example-total">
            {money(quote.totalCents)}
          </dd>
        </div>
      </dl>
      <ExamplePayments
        plan={plan}
        stay={{ checkIn, checkOut, today, totalCents: quote.totalCents, depositCents: quote.depositCents }}
        money={money}
      />
      {quote.violations.length > 0 && (
        <div className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          <p className="font-semibold">{t("dashboard.pricing.example.notBookable")}</p>
          <ul className="mt-1 list-disc pl-5">
            {quote.violations.map((v) => (
              <li key={v.code}>{ruleText(v, t)}</li>
            ))}
          </ul>
        </div>
      )}
      {hasProblems && (
        <p className="mt-4 flex gap-1.5 text-sm font-medium text-coral-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {t("dashboard.pricing.example.fixFirst")}
        </p>
      )}
      <p className="mt-4 text-xs text-slate-500">{t("dashboard.pricing.example.live")}</p>
    </section>
  );
}
