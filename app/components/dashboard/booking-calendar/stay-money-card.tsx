import { CalendarX2 } from "lucide-react";
import type { MoneyLine } from "../../../../modules/payments/guest-booking.ts";
import { OWNER_PAYMENT_METHODS } from "../../../../modules/payments/owner-payment-methods.ts";
import type { StayMoney } from "../../../../modules/payments/stay-money.ts";
import type { SiteCurrency } from "../../../../modules/pricing/currencies.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { FieldKitProvider, SelectField, TextField } from "../../forms/fields.tsx";
import { SubmitButton } from "../../forms/submit-button.tsx";
import { currencySign, formatMoney } from "../money/format-money.ts";
import { Card } from "../page-header.tsx";
import { stayFieldKit, useStayFetcher } from "./stay-fetchers.ts";
import type { StayView } from "./stay-page-data.ts";
import { formatMoment } from "./stay-words.ts";

const K = "dashboard.bookingCalendar.money";

function useMoney(currency: SiteCurrency) {
  const { locale } = useI18n();
  return (cents: number) => formatMoney(cents, currency, locale);
}

/** One line of the timeline: what happened (or will), the amount, when. */
function Line({ line, currency, timeZone }: { line: MoneyLine; currency: SiteCurrency; timeZone: string }) {
  const { t, locale } = useI18n();
  const money = useMoney(currency);
  const when = line.at
    ? line.at.length === 10
      ? new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
          new Date(`${line.at}T00:00:00Z`),
        )
      : formatMoment(new Date(line.at), locale, timeZone)
    : null;
  const what = t(`${K}.what.${line.what}`);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-100 py-2 last:border-0">
      <span>
        <span className="font-semibold">{t(`${K}.kind.${line.kind}`, { what })}</span>
        {when && <span className="text-slate-600"> · {when}</span>}
        {line.method && (
          <span className="text-slate-600"> · {t(`${K}.methods.${line.method}`, { defaultValue: line.method })}</span>
        )}
        {line.note && <span className="block text-sm text-slate-700">“{line.note}”</span>}
        {line.kind === "failed" && line.failureCode && (
          <span className="block text-sm text-red-800">{t(`${K}.failure`, { code: line.failureCode })}</span>
        )}
      </span>
      <span className="tabular-nums font-semibold">{money(line.amountCents)}</span>
    </li>
  );
}

/** A day of the property's calendar, written out in the owner's language. */
function useDay() {
  const { locale } = useI18n();
  const format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

/** Where the owner chose it: the day an unpaid balance will cancel the booking, or that it did. */
function UnpaidBalanceNotice({
  unpaid,
  currency,
}: {
  unpaid: NonNullable<StayMoney["unpaidBalance"]>;
  currency: SiteCurrency;
}) {
  const { t } = useI18n();
  const money = useMoney(currency);
  const day = useDay();
  const words = { amount: money(unpaid.amountCents), dueOn: day(unpaid.dueOn) };
  const cancelled = unpaid.state === "cancelled";
  return (
    <p
      role="note"
      data-testid="unpaid-balance"
      className={`mb-4 flex gap-2 rounded-xl p-3 text-sm ${cancelled ? "bg-slate-100 text-slate-800" : "bg-amber-50 text-amber-950 ring-1 ring-amber-200"}`}
    >
      <CalendarX2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        {cancelled
          ? t(`${K}.unpaid.cancelled`, words)
          : t(`${K}.unpaid.willCancel`, { ...words, cancelOn: day(unpaid.cancelOn) })}
      </span>
    </p>
  );
}

/**
 * A booking's money on its page: the timeline (paid, due and when, held, released, kept,
 * refunded), what is paid and still owed, and the owner's own entries: a payment received
 * outside the providers, and a held deposit kept in part or let go.
 */
export function StayMoneyCard({ stay, money, timeZone }: { stay: StayView; money: StayMoney; timeZone: string }) {
  const { t, locale } = useI18n();
  const format = useMoney(money.currency);
  const { sign } = currencySign(money.currency, locale);
  const record = useStayFetcher(stay.id, "recordPayment");
  const claim = useStayFetcher(stay.id, "claimDeposit");
  const release = useStayFetcher(stay.id, "releaseDeposit");
  return (
    <Card>
      <h2 className="mb-4 font-display text-xl font-semibold text-pine-950">{t(`${K}.heading`)}</h2>
      {money.unpaidBalance && <UnpaidBalanceNotice unpaid={money.unpaidBalance} currency={money.currency} />}
      <dl className="mb-4 grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-600">{t(`${K}.paid`)}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="money-paid">
          {format(money.paidCents)}
        </dd>
        <dt className="text-slate-600">{t(`${K}.outstanding`)}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="money-outstanding">
          {format(money.outstandingCents)}
        </dd>
      </dl>
      {money.timeline.length > 0 ? (
        <ul aria-label={t(`${K}.timeline`)}>
          {money.timeline.map((line) => (
            <Line key={`${line.id}-${line.kind}`} line={line} currency={money.currency} timeZone={timeZone} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{t(`${K}.none`)}</p>
      )}
      {money.testPayments && <p className="mt-3 text-sm text-amber-900">{t(`${K}.test`)}</p>}
      {/* A confirmed booking, or an accepted request whose guest may transfer its first payment. */}
      {(stay.status === "confirmed" || (stay.status === "request" && stay.holdFor === "payment")) &&
        money.outstandingCents > 0 && (
          <record.Form method="post" noValidate className="mt-6 border-t border-slate-200 pt-4">
            <h3 className="mb-2 font-semibold">{t(`${K}.record.heading`)}</h3>
            <input type="hidden" name="intent" value="recordPayment" />
            <FieldKitProvider value={stayFieldKit("recordPayment", record.data)}>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="amount" label={t(`${K}.record.amount`, { sign })} />
                <SelectField
                  name="method"
                  label={t(`${K}.record.method`)}
                  options={OWNER_PAYMENT_METHODS.map((m) => ({
                    value: m,
                    label: t(`${K}.methods.${m}`),
                  }))}
                  defaultValue="transfer"
                />
              </div>
            </FieldKitProvider>
            <div className="mt-4">
              <SubmitButton
                pending={record.state !== "idle"}
                label={t(`${K}.record.save`)}
                pendingLabel={t(`${K}.saving`)}
                tone="secondary"
                size="md"
              />
            </div>
          </record.Form>
        )}
      {money.heldDepositCents > 0 && (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <h3 className="mb-2 font-semibold">
            {t(`${K}.deposit.heading`, { amount: format(money.heldDepositCents) })}
          </h3>
          <claim.Form method="post" noValidate>
            <input type="hidden" name="intent" value="claimDeposit" />
            <FieldKitProvider value={stayFieldKit("claimDeposit", claim.data)}>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="amount" label={t(`${K}.deposit.amount`, { sign })} />
                <TextField
                  name="reason"
                  label={t(`${K}.deposit.reason`)}
                  hint={t(`${K}.deposit.reasonHint`)}
                  maxLength={300}
                />
              </div>
            </FieldKitProvider>
            <div className="mt-4">
              <SubmitButton
                pending={claim.state !== "idle"}
                label={t(`${K}.deposit.save`)}
                pendingLabel={t(`${K}.saving`)}
                tone="secondary"
                size="md"
              />
            </div>
          </claim.Form>
          <release.Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="releaseDeposit" />
            <button type="submit" className="text-sm font-semibold text-pine-800 underline underline-offset-2">
              {t(`${K}.deposit.release`)}
            </button>
          </release.Form>
        </div>
      )}
    </Card>
  );
}
