import { readLimitedBody } from "../../app/lib/read-limited-body.server.ts";
import type { Database } from "../../db/client.ts";
import { escapeHtml } from "../../modules/html/escape-html.ts";
import { PAYMENT_METHODS, type PaymentMethod } from "../../modules/payments/payment-methods.ts";
import {
  chooseTestOutcome,
  TEST_OUTCOMES,
  type TestOutcome,
  type TestPaymentPage,
  testPaymentPage,
} from "../../modules/payments/test-provider/test-payment-outcome.ts";
import type { ServerPaymentServices } from "../payments/payment-services.ts";

const METHOD_NAMES: Record<PaymentMethod, string> = {
  card: "Card",
  ideal: "iDEAL",
  bancontact: "Bancontact",
  przelewy24: "Przelewy24",
  blik: "BLIK",
  sepa_debit: "SEPA Direct Debit",
};

const OUTCOME_NAMES: Record<TestOutcome, string> = {
  paid: "Paid",
  paid_declines_later: "Paid, but later charges of this card are declined",
  failed: "Failed",
  cancelled: "Cancelled",
  expired: "Expired",
};

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}.note{background:#fef3c7;padding:.5rem .75rem;border-radius:.5rem;font-size:.875rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}fieldset{border:1px solid #d4d4d8;border-radius:.5rem;margin:1rem 0;padding:.5rem 1rem}
label{display:block;padding:.25rem 0}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;border-radius:.5rem;border:1px solid #a1a1aa;background:#fff;font:inherit;cursor:pointer}
button[value=paid]{background:#15803d;color:#fff;border-color:#15803d}a{color:#1d4ed8}`;

function html(body: string, nonce: string, status = 200): Response {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Test payment · VayVista</title><style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main></body></html>`;
  return new Response(page, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function pageBody(payment: TestPaymentPage): string {
  const amount = new Intl.NumberFormat("en-GB", { style: "currency", currency: payment.currency }).format(
    payment.amountCents / 100,
  );
  // A payment of nothing only saves the card for later charges (a changed payment method, as Mollie's €0 first payment).
  const purpose = payment.amountCents === 0 ? "<p>Saves the card for later payments: nothing is charged now.</p>" : "";
  const head = `<h1>Test payment</h1><p class="note">The VayVista test provider: no real money moves. Choose what the payment does.</p><p>${escapeHtml(payment.description)}</p><p class="amount">${escapeHtml(amount)}</p>${purpose}`;
  const back = payment.returnUrl
    ? `<p><a href="${escapeHtml(payment.returnUrl)}">${payment.open ? "Back without choosing" : "Back"}</a></p>`
    : "";
  if (!payment.open) return `${head}<p>This payment is no longer open.</p>${back}`;
  const methods = payment.methods
    .map(
      (method, i) =>
        `<label><input type="radio" name="method" value="${method}"${i === 0 ? " checked" : ""}> ${METHOD_NAMES[method]}</label>`,
    )
    .join("");
  const outcomes = TEST_OUTCOMES.map(
    (outcome) => `<button type="submit" name="outcome" value="${outcome}">${OUTCOME_NAMES[outcome]}</button>`,
  ).join("");
  return `${head}<form method="post"><fieldset><legend>Method</legend>${methods}</fieldset>${outcomes}</form>${back}`;
}

/**
 * The test provider's hosted payment page (/payments/test/{id}), on the host the payer
 * returns to: a plain form with one button per outcome (as Mollie's test mode offers). Only
 * where the test provider is allowed (server/config.ts); otherwise, and for an unknown id, 404.
 */
export function testPaymentPageEndpoint(db: Database, payments: ServerPaymentServices, enabled: boolean) {
  const notFound = (nonce: string) => html("<h1>Not found</h1><p>There is no such test payment.</p>", nonce, 404);
  return {
    async show(id: string, nonce: string): Promise<Response> {
      const payment = enabled ? await testPaymentPage(db, id) : null;
      return payment ? html(pageBody(payment), nonce) : notFound(nonce);
    },
    async choose(id: string, request: Request, nonce: string): Promise<Response> {
      const payment = enabled ? await testPaymentPage(db, id) : null;
      if (!payment) return notFound(nonce);
      const origin = request.headers.get("origin");
      if (origin && origin !== new URL(request.url).origin) return html("<h1>Refused</h1>", nonce, 403);
      const bytes = await readLimitedBody(request, 1024);
      const form = new URLSearchParams(bytes ? new TextDecoder().decode(bytes) : "");
      const outcome = form.get("outcome");
      const method = form.get("method");
      if (
        !TEST_OUTCOMES.includes(outcome as TestOutcome) ||
        !(PAYMENT_METHODS as readonly string[]).includes(method ?? "")
      ) {
        return html(`<p>Choose a method and an outcome.</p>${pageBody(payment)}`, nonce, 400);
      }
      const back = await chooseTestOutcome(
        db,
        { id, outcome: outcome as TestOutcome, method: method as PaymentMethod },
        payments.sendTestNotice,
      );
      return new Response(null, { status: 303, headers: { Location: back ?? "/", "Cache-Control": "no-store" } });
    },
  };
}
