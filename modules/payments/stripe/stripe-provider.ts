import Stripe from "stripe";
import type { PaymentMethod } from "../payment-methods.ts";
import { isSettledPaid, type PaymentState } from "../payment-state.ts";
import type {
  ChargeSavedInput,
  CreatePaymentInput,
  CreateSetupInput,
  ListedPayment,
  Payer,
  PaymentProvider,
  ProviderPayment,
  ProviderRefund,
  ProviderSetup,
} from "../provider-port.ts";
import { META_FLOW, META_LEDGER_ID, META_REFUND_OF, META_SETUP_FOR } from "./stripe-metadata.ts";
import { stripeCurrency, stripeMethodType } from "./stripe-methods.ts";
import { INTENT_EXPAND, paymentFromIntent, paymentFromSession, SESSION_EXPAND } from "./stripe-payment-mapping.ts";
import { SETUP_EXPAND, setupFromSession } from "./stripe-setup-mapping.ts";

/**
 * What a setup page offers: the methods a renewal can be charged on without the payer. SEPA
 * Direct Debit is a euro method, so the page is in euro (setup mode takes a currency only to
 * choose the methods; nothing is charged).
 */
const SETUP_METHODS: PaymentMethod[] = ["card", "sepa_debit"];
const SETUP_CURRENCY = "EUR";

export type StripeProviderOptions = {
  /** The platform's client (stripe-client.ts). */
  client: Stripe;
  /**
   * The owner's connected account (acct_…): every call is a direct charge on it. Null for the
   * platform's own account (owners' subscriptions, ADR 0023): the calls then name no account.
   */
  accountId: string | null;
};

/**
 * One owner's Stripe account, reached through the platform with direct charges, or the
 * platform's own account (no `Stripe-Account` header at all), the same in every other way.
 *
 * A payment's id is what `createPayment` or `chargeSaved` returned, for life: a hosted
 * payment is its Checkout Session (cs_…), since Stripe makes the session's PaymentIntent
 * only when the payer submits the page; a charge of a saved method is its PaymentIntent
 * (pi_…). Every method takes either; the webhook reader names the same ids.
 */
export function stripeProvider({ client, accountId }: StripeProviderOptions): PaymentProvider {
  const on = (idempotencyKey?: string): Stripe.RequestOptions => ({
    ...(accountId ? { stripeAccount: accountId } : {}),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

  async function readIntent(intentId: string): Promise<ProviderPayment> {
    return paymentFromIntent(await client.paymentIntents.retrieve(intentId, { expand: INTENT_EXPAND }, on()));
  }

  async function readPayment(providerPaymentId: string): Promise<ProviderPayment> {
    if (!isSession(providerPaymentId)) return readIntent(intentId(providerPaymentId));
    const session = await client.checkout.sessions.retrieve(providerPaymentId, { expand: SESSION_EXPAND }, on());
    return paymentFromSession(session);
  }

  /** The PaymentIntent that holds the money of a payment (a session's, once paid). */
  async function intentOf(providerPaymentId: string): Promise<string> {
    if (!isSession(providerPaymentId)) return intentId(providerPaymentId);
    const session = await client.checkout.sessions.retrieve(providerPaymentId, {}, on());
    const paid = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
    if (!paid) throw new Error(`Stripe Checkout Session ${providerPaymentId} has no payment yet`);
    return paid;
  }

  /**
   * A move on a hold that Stripe refuses because the hold is no longer there to move (a
   * repeat with a new attempt's key after an answer was lost): where it stands is the
   * answer when that is what the move was for; anything else still throws.
   */
  async function holdMove(
    providerPaymentId: string,
    move: (intentId: string) => Promise<Stripe.PaymentIntent>,
    done: (state: PaymentState) => boolean,
  ): Promise<ProviderPayment> {
    const id = await intentOf(providerPaymentId);
    try {
      const moved = paymentFromIntent(await move(id));
      return isSession(providerPaymentId) ? readPayment(providerPaymentId) : moved;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      if (error.code !== "payment_intent_unexpected_state") throw error;
      const now = await readPayment(providerPaymentId);
      if (done(now.state)) return now;
      throw error;
    }
  }

  return {
    name: "stripe",

    async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
      const customer =
        input.customerId ?? (await createCustomer(client, input.payer, on(`${input.idempotencyKey}:customer`)));
      const session = await client.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: stripeCurrency(input.currency),
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          allowed_payment_method_types: input.methods.map(stripeMethodType),
          customer,
          locale: input.payer.locale,
          success_url: input.returnUrl,
          cancel_url: input.returnUrl,
          client_reference_id: input.ledgerId,
          metadata: { [META_LEDGER_ID]: input.ledgerId },
          payment_intent_data: {
            description: input.description,
            metadata: { [META_LEDGER_ID]: input.ledgerId, [META_FLOW]: "checkout" },
            ...(input.saveForLater ? { setup_future_usage: "off_session" as const } : {}),
          },
          ...(input.saveForLater ? { payment_method_options: payNowUnsaved(input.methods) } : {}),
          expand: SESSION_EXPAND,
        },
        on(input.idempotencyKey),
      );
      return paymentFromSession(session);
    },

    /**
     * A Checkout Session in setup mode: the payer leaves a card or a SEPA Direct Debit mandate
     * on the customer (the current one, so the new method joins it) and pays nothing.
     */
    async createSetup(input: CreateSetupInput): Promise<ProviderSetup> {
      const customer =
        input.customerId ?? (await createCustomer(client, input.payer, on(`${input.idempotencyKey}:customer`)));
      const session = await client.checkout.sessions.create(
        {
          mode: "setup",
          currency: stripeCurrency(SETUP_CURRENCY),
          allowed_payment_method_types: SETUP_METHODS.map(stripeMethodType),
          customer,
          locale: input.payer.locale,
          success_url: input.returnUrl,
          cancel_url: input.returnUrl,
          client_reference_id: input.reference,
          metadata: { [META_SETUP_FOR]: input.reference },
          setup_intent_data: { description: input.description, metadata: { [META_SETUP_FOR]: input.reference } },
          expand: SETUP_EXPAND,
        },
        on(input.idempotencyKey),
      );
      return setupFromSession(session);
    },

    async readSetup(providerSetupId: string): Promise<ProviderSetup> {
      if (!isSession(providerSetupId)) throw new Error(`Not a Stripe setup id: ${providerSetupId}`);
      return setupFromSession(await client.checkout.sessions.retrieve(providerSetupId, { expand: SETUP_EXPAND }, on()));
    },

    async chargeSaved(input: ChargeSavedInput): Promise<ProviderPayment> {
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: stripeCurrency(input.currency),
            customer: input.customerId,
            payment_method: input.savedMethodId,
            off_session: true,
            confirm: true,
            capture_method: input.capture,
            // A saved card or SEPA Debit method never leaves the page, so Stripe needs no return URL.
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
            description: input.description,
            metadata: { [META_LEDGER_ID]: input.ledgerId, [META_FLOW]: "off_session" },
            expand: INTENT_EXPAND,
          },
          on(input.idempotencyKey),
        );
        return paymentFromIntent(intent);
      } catch (error) {
        // A decline or a bank that wants the payer: Stripe answers 402 with the intent, read afresh.
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
          return readIntent(error.payment_intent.id);
        }
        throw error;
      }
    },

    captureHold(providerPaymentId, amountCents, idempotencyKey) {
      return holdMove(
        providerPaymentId,
        (id) =>
          client.paymentIntents.capture(
            id,
            { amount_to_capture: amountCents, expand: INTENT_EXPAND },
            on(idempotencyKey),
          ),
        isSettledPaid,
      );
    },

    releaseHold(providerPaymentId, idempotencyKey) {
      return holdMove(
        providerPaymentId,
        (id) => client.paymentIntents.cancel(id, { expand: INTENT_EXPAND }, on(idempotencyKey)),
        (state) => state === "cancelled" || state === "expired",
      );
    },

    async refund(providerPaymentId, amountCents, idempotencyKey): Promise<ProviderRefund> {
      const refund = await client.refunds.create(
        {
          payment_intent: await intentOf(providerPaymentId),
          amount: amountCents,
          metadata: { [META_REFUND_OF]: providerPaymentId },
        },
        on(idempotencyKey),
      );
      return { providerRefundId: refund.id, state: refundState(refund.status), amountCents: refund.amount };
    },

    readPayment,

    /**
     * The account's PaymentIntents since `since` (Stripe lists newest first), page after page
     * until `limit`. A hosted payment is listed by its intent (made when the payer paid), which
     * names our ledger row in its metadata like the session the ledger knows it by.
     */
    async listPayments(since, limit): Promise<{ payments: ListedPayment[]; truncated: boolean }> {
      const intents = await client.paymentIntents
        .list(
          {
            created: { gte: Math.floor(since.getTime() / 1000) },
            limit: Math.min(100, limit + 1),
            expand: INTENT_EXPAND.map((path) => `data.${path}`),
          },
          on(),
        )
        .autoPagingToArray({ limit: limit + 1 });
      const payments = intents.slice(0, limit).map(
        (intent): ListedPayment => ({
          ...paymentFromIntent(intent),
          savedMethod: null,
          createdAt: new Date(intent.created * 1000),
          ledgerId: intent.metadata?.[META_LEDGER_ID] ?? null,
        }),
      );
      return { payments, truncated: intents.length > limit };
    },
  };
}

function isSession(providerPaymentId: string): boolean {
  return providerPaymentId.startsWith("cs_");
}

function intentId(providerPaymentId: string): string {
  if (!providerPaymentId.startsWith("pi_")) throw new Error(`Not a Stripe payment id: ${providerPaymentId}`);
  return providerPaymentId;
}

/** The payer as the account's customer: receipts in their language, and the owner of any method saved. */
async function createCustomer(client: Stripe, payer: Payer, options: Stripe.RequestOptions) {
  const customer = await client.customers.create(
    { email: payer.email, name: payer.name, preferred_locales: [payer.locale] },
    options,
  );
  return customer.id;
}

/**
 * When the method is to be saved (`setup_future_usage` for the whole session), the pay-now
 * methods (Przelewy24, BLIK: nothing to charge later) opt out, so Stripe still offers them
 * and the balance goes by link when the payer chooses one.
 */
function payNowUnsaved(methods: PaymentMethod[]): Stripe.Checkout.SessionCreateParams.PaymentMethodOptions {
  return {
    ...(methods.includes("przelewy24") ? { p24: { setup_future_usage: "none" as const } } : {}),
    ...(methods.includes("blik") ? { blik: { setup_future_usage: "none" as const } } : {}),
  };
}

function refundState(status: string | null): ProviderRefund["state"] {
  if (status === "succeeded") return "refunded";
  if (status === "failed" || status === "canceled") return "failed";
  return "pending";
}
