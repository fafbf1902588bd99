import { data, type RouterContextProvider } from "react-router";
import type { Database } from "../../../../db/client.ts";
import { propertyTimeZone } from "../../../../modules/booking/bookable-unit.ts";
import { todayIn } from "../../../../modules/dates/stay-date.ts";
import type { Lang } from "../../../../modules/i18n/languages.ts";
import { OWNER_PAYMENT_METHODS } from "../../../../modules/payments/owner-payment-methods.ts";
import { PAYMENT_METHODS } from "../../../../modules/payments/payment-methods.ts";
import {
  lastMonth,
  type PaymentPeriod,
  type PeriodProblem,
  parsePaymentPeriod,
} from "../../../../modules/payments/payment-period.ts";
import { PAYMENT_CSV_COLUMNS, type PaymentCsvWords, paymentsCsv } from "../../../../modules/payments/payments-csv.ts";
import { PERIOD_PAYMENT_KINDS, paymentsInPeriod } from "../../../../modules/payments/payments-in-period.ts";
import { siteCurrency } from "../../../../modules/pricing/read-site-currency.ts";
import { services } from "../../../context.ts";
import { translator } from "../../../i18n/i18n.tsx";
import { requireOwner } from "../../../lib/require-owner.server.ts";

/*
 * The payments page's loader and its CSV download (app/routes/dashboard/payments.tsx and
 * payments/export.ts), here so the page's script never loads the database code they use.
 */

type PageArgs = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

/** How many of the period's payments the page lists; the download has them all. */
export const PAYMENTS_SHOWN = 100;

/** The longest text of a day field that is read or shown again (YYYY-MM-DD is 10). */
const DAY_TEXT_MAX = 20;

/** The period in `?from=&to=`, each missing day the default's (last month in the property's calendar). */
async function askedPeriod(db: Database, siteId: string, url: URL) {
  const timeZone = await propertyTimeZone(db, siteId);
  const fallback = lastMonth(todayIn(timeZone, new Date()));
  const from = (url.searchParams.get("from") ?? fallback.from).slice(0, DAY_TEXT_MAX);
  const to = (url.searchParams.get("to") ?? fallback.to).slice(0, DAY_TEXT_MAX);
  return { timeZone, values: { from, to }, parsed: parsePaymentPeriod(from, to) };
}

/** Why a period was refused, in the owner's language. */
function problemText(lang: Lang, problem: PeriodProblem): string {
  return translator(lang)(`dashboard.money.page.errors.${problem.problem}`);
}

/**
 * The owner's payments in a period: the totals and the first of them. A malformed period, one
 * the wrong way round or longer than two years is a 400 with the form as typed and the
 * reason in the owner's language. Only ever their own site's: it comes from the session.
 */
export async function loadPayments({ request, context, url }: PageArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const { timeZone, values, parsed } = await askedPeriod(db, site.id, url);
  if (!parsed.ok) {
    return data(
      { ok: false as const, timeZone, values, error: { field: parsed.field, message: problemText(user.lang, parsed) } },
      { status: 400 },
    );
  }
  const [rows, currency] = await Promise.all([
    paymentsInPeriod(db, site.id, parsed.period, timeZone),
    siteCurrency(db, site.id),
  ]);
  const methods = csvWords(user.lang).methods;
  const received = rows.reduce((sum, row) => sum + Math.max(0, row.amountCents), 0);
  const refunded = rows.reduce((sum, row) => sum - Math.min(0, row.amountCents), 0);
  return {
    ok: true as const,
    timeZone,
    values,
    period: parsed.period,
    currency,
    totals: { count: rows.length, receivedCents: received, refundedCents: refunded, netCents: received - refunded },
    // Newest first, each method named in the owner's language.
    payments: rows
      .slice(-PAYMENTS_SHOWN)
      .reverse()
      .map(({ method, ...row }) => ({ ...row, method: method ? (methods[method] ?? method) : null })),
  };
}

/** Every method a payment of the ledger can name: the providers' and those an owner records. */
const METHODS = [...PAYMENT_METHODS, ...OWNER_PAYMENT_METHODS] as const;
const PROVIDERS = ["test", "stripe", "mollie", "owner"] as const;

/** The file's words in the owner's language. */
function csvWords(lang: Lang): PaymentCsvWords {
  const t = translator(lang);
  const k = "dashboard.money";
  return {
    headers: Object.fromEntries(
      PAYMENT_CSV_COLUMNS.map((column) => [column, t(`${k}.csv.${column}`)]),
    ) as PaymentCsvWords["headers"],
    kinds: Object.fromEntries(
      PERIOD_PAYMENT_KINDS.map((kind) => [kind, t(`${k}.kinds.${kind}`)]),
    ) as PaymentCsvWords["kinds"],
    methods: Object.fromEntries(METHODS.map((method) => [method, t(`${k}.methods.${method}`)])),
    providers: Object.fromEntries(
      PROVIDERS.map((provider) => [provider, t(`${k}.providers.${provider}`)]),
    ) as PaymentCsvWords["providers"],
  };
}

/** The download's name: the period's days, so a bookkeeper's folder sorts by period. */
export function paymentsFileName(period: PaymentPeriod): string {
  return `payments-${period.from}-${period.to}.csv`;
}

/**
 * GET /dashboard/payments/export.csv?from=&to=: every movement of money of the owner's site in
 * the period as a CSV for their bookkeeping, headers and words in their language. A bad
 * period is a 400 whose text says why, in their language.
 */
export async function exportPayments({ request, context, url }: PageArgs): Promise<Response> {
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const { timeZone, parsed } = await askedPeriod(db, site.id, url);
  if (!parsed.ok) {
    return new Response(`${problemText(user.lang, parsed)}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const rows = await paymentsInPeriod(db, site.id, parsed.period, timeZone);
  return new Response(paymentsCsv(rows, csvWords(user.lang)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${paymentsFileName(parsed.period)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
