import { fillIn } from "../i18n/fill-in.ts";
import type { Lang } from "../i18n/languages.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import { formatMoney } from "./booking-values.ts";
import type { TemplateData } from "./template-keys.ts";
import { valueWords } from "./templates/default-templates.ts";
import type { ValueWords } from "./templates/values/types.ts";

type Words = ValueWords["reconciliation"];

/** What differs, by its code (modules/payments DIFFERENCE_KINDS). */
export type ReconciliationKindCode = keyof Words["kinds"];
export type LedgerStateCode = keyof Words["states"];

type Side = { state: LedgerStateCode; amountCents: number; currency: SiteCurrency };

/** One difference as the admin's email lists it. */
export type ReconciliationLine = {
  kind: ReconciliationKindCode;
  site: string;
  stayReference: string | null;
  providerPaymentId: string | null;
  ledger: Side | null;
  atProvider: Side | null;
  error: string | null;
};

/**
 * The differences written out in the admin's language, one line each: the site, the booking
 * and the provider's id where known, what differs, and how each side knows the payment.
 * Plain text (the templates escape it).
 */
export function reconciliationListText(lines: readonly ReconciliationLine[], lang: Lang): string {
  const words = valueWords(lang).reconciliation;
  const side = (template: string, known: Side) =>
    fillIn(template, {
      state: words.states[known.state],
      amount: formatMoney(known.amountCents, lang, known.currency),
    });
  return lines
    .map((line) => {
      const names = [line.site, line.stayReference, line.providerPaymentId].filter(Boolean).join(" · ");
      const sides = [
        line.ledger ? side(words.ledgerSide, line.ledger) : null,
        line.atProvider ? side(words.providerSide, line.atProvider) : null,
        line.error ? fillIn(words.error, { error: line.error }) : null,
      ].filter(Boolean);
      return `${names}: ${words.kinds[line.kind]}${sides.length > 0 ? ` (${sides.join("; ")})` : ""}`;
    })
    .join("\n");
}

/** Made-up values for the admin's preview of the email. */
export function reconciliationSampleData(lang: Lang): Omit<TemplateData["payments-reconciliation"], "name" | "url"> {
  const site = "Villa Zonneweide (villa-zonneweide)";
  return {
    accounts: "42",
    failed: "1",
    differences: "2",
    settled: "1",
    list: reconciliationListText(
      [
        {
          kind: "amount",
          site,
          stayReference: "VV-7K3P9Q",
          providerPaymentId: "tr_7UhSN1zuXS",
          ledger: { state: "paid", amountCents: 32_400, currency: "EUR" },
          atProvider: { state: "paid", amountCents: 30_000, currency: "EUR" },
          error: null,
        },
        {
          kind: "account_failed",
          site: "Trzy Smreki (trzy-smreki)",
          stayReference: null,
          providerPaymentId: null,
          ledger: null,
          atProvider: null,
          error: "401 Unauthorized Request",
        },
      ],
      lang,
    ),
  };
}
