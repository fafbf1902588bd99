import {
  CaptureMethod,
  MandateStatus,
  type Payment,
  PaymentStatus,
  RefundStatus,
  SequenceType,
} from "@mollie/api-client";
import type {
  ChargeSavedInput,
  CreatePaymentInput,
  CreateSetupInput,
  ListedPayment,
  PaymentListing,
  PaymentProvider,
  ProviderPayment,
  ProviderRefund,
  ProviderSetup,
} from "../provider-port.ts";
import type { MollieClient } from "./mollie-client.ts";
import {
  centsOf,
  MANDATE_LEAVING_METHODS,
  mollieAmount,
  mollieLocale,
  mollieMethod,
  savedMethodKind,
  siteCurrency,
  toProviderPayment,
} from "./mollie-mapping.ts";
import { META_SETUP_FOR, SETUP_AMOUNT, toProviderSetup } from "./mollie-setup-mapping.ts";

export type MollieProviderOptions = {
  /** The owner's client (`mollieClient` with their token), in live or test mode; or the platform's (its API key). */
  client: MollieClient;
  /**
   * The owner's website profile (`pfl_…`, from `accountStatus`): an OAuth token spans all of
   * them, so every call names it. Null with the platform's API key, which is bound to one
   * profile: Mollie refuses a `profileId` with a key.
   */
  profileId: string | null;
};

/**
 * One owner's Mollie account (Mollie Connect), or the platform's own (owners' subscriptions,
 * ADR 0023), behind the provider port. Every call that moves
 * money (a payment, a customer made for one, a capture, a release, a refund) carries the
 * idempotency key it is given, never the client's random one, so a repeated call after a
 * timeout or a 5xx is answered with the first result. A declined charge is a payment in state
 * failed; a throw means Mollie could not be reached, answered 5xx, or refused the request (4xx).
 */
export function mollieProvider({ client, profileId }: MollieProviderOptions): PaymentProvider {
  /** The profile, where the credential needs it named (an OAuth token); nothing for an API key. */
  const profile = profileId ? { profileId } : {};

  /** The mandate a paid or authorised payment left (or used): read from the mandate itself, so an invalid one is none. */
  async function savedMethodOf(payment: Payment): Promise<ProviderPayment["savedMethod"]> {
    const settled = payment.status === PaymentStatus.paid || payment.status === PaymentStatus.authorized;
    if (!settled || !payment.mandateId || !payment.customerId) return null;
    const mandate = await client.customerMandates.get(payment.mandateId, { customerId: payment.customerId });
    const kind = savedMethodKind(mandate.method);
    return kind && mandate.status !== MandateStatus.invalid ? { id: mandate.id, kind } : null;
  }

  async function asProviderPayment(payment: Payment): Promise<ProviderPayment> {
    return toProviderPayment(payment, await savedMethodOf(payment));
  }

  async function readPayment(providerPaymentId: string): Promise<ProviderPayment> {
    return asProviderPayment(await client.payments.get(providerPaymentId));
  }

  /** A Mollie customer for the payer, made once per payment or setup: a repeated call gets the same one back. */
  async function customerFor(
    input: Pick<CreatePaymentInput, "customerId" | "payer" | "idempotencyKey">,
  ): Promise<string> {
    if (input.customerId) return input.customerId;
    const customer = await client.customers.create({
      name: input.payer.name,
      email: input.payer.email,
      locale: mollieLocale(input.payer.locale),
      idempotencyKey: `${input.idempotencyKey}:customer`,
    });
    return customer.id;
  }

  return {
    name: "mollie",

    async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
      // A first payment can only be made with a method that leaves a mandate; Mollie would hide the others anyway.
      const methods = input.saveForLater
        ? input.methods.filter((m) => MANDATE_LEAVING_METHODS.includes(m))
        : input.methods;
      if (methods.length === 0) throw new RangeError("none of the methods offered can be used for a payment to save");
      const customerId = input.saveForLater ? await customerFor(input) : input.customerId;
      const payment = await client.payments.create({
        ...profile,
        amount: mollieAmount(input.amountCents, input.currency),
        description: input.description,
        redirectUrl: input.returnUrl,
        webhookUrl: input.webhookUrl,
        locale: mollieLocale(input.payer.locale),
        method: methods.map(mollieMethod),
        metadata: { ledger_id: input.ledgerId },
        ...(customerId ? { customerId } : {}),
        ...(input.saveForLater ? { sequenceType: SequenceType.first } : {}),
        idempotencyKey: input.idempotencyKey,
      });
      return asProviderPayment(payment);
    },

    async chargeSaved(input: ChargeSavedInput): Promise<ProviderPayment> {
      const payment = await client.payments.create({
        ...profile,
        amount: mollieAmount(input.amountCents, input.currency),
        description: input.description,
        webhookUrl: input.webhookUrl,
        metadata: { ledger_id: input.ledgerId },
        customerId: input.customerId,
        mandateId: input.savedMethodId,
        sequenceType: SequenceType.recurring,
        ...(input.capture === "manual" ? { captureMode: CaptureMethod.manual } : {}),
        idempotencyKey: input.idempotencyKey,
      });
      return asProviderPayment(payment);
    },

    /**
     * A €0 first payment by card on Mollie's page: the payer leaves a card mandate on the
     * customer (the current one, so the new card joins it) and pays nothing.
     */
    async createSetup(input: CreateSetupInput): Promise<ProviderSetup> {
      const customerId = await customerFor(input);
      const payment = await client.payments.create({
        ...profile,
        amount: SETUP_AMOUNT,
        description: input.description,
        redirectUrl: input.returnUrl,
        webhookUrl: input.webhookUrl,
        locale: mollieLocale(input.payer.locale),
        method: mollieMethod("card"),
        metadata: { [META_SETUP_FOR]: input.reference },
        customerId,
        sequenceType: SequenceType.first,
        idempotencyKey: input.idempotencyKey,
      });
      return toProviderSetup(payment, await savedMethodOf(payment));
    },

    async readSetup(providerSetupId: string): Promise<ProviderSetup> {
      const payment = await client.payments.get(providerSetupId);
      return toProviderSetup(payment, await savedMethodOf(payment));
    },

    async captureHold(
      providerPaymentId: string,
      amountCents: number,
      idempotencyKey: string,
    ): Promise<ProviderPayment> {
      const hold = await client.payments.get(providerPaymentId);
      const heldCents = centsOf(hold.amount);
      if (amountCents > heldCents) throw new RangeError(`cannot capture ${amountCents} of a hold of ${heldCents}`);
      await client.paymentCaptures.create({
        paymentId: providerPaymentId,
        amount: mollieAmount(amountCents, siteCurrency(hold.amount.currency)),
        idempotencyKey,
      });
      // Mollie keeps the rest authorised for further captures until it is released.
      if (amountCents < heldCents) await release(providerPaymentId, `${idempotencyKey}:rest`);
      return readPayment(providerPaymentId);
    },

    async releaseHold(providerPaymentId: string, idempotencyKey: string): Promise<ProviderPayment> {
      await release(providerPaymentId, idempotencyKey);
      return readPayment(providerPaymentId);
    },

    async refund(providerPaymentId: string, amountCents: number, idempotencyKey: string): Promise<ProviderRefund> {
      const payment = await client.payments.get(providerPaymentId);
      const refund = await client.paymentRefunds.create({
        paymentId: providerPaymentId,
        amount: mollieAmount(amountCents, siteCurrency(payment.amount.currency)),
        idempotencyKey,
      });
      return { providerRefundId: refund.id, state: refundState(refund.status), amountCents: centsOf(refund.amount) };
    },

    readPayment,

    /**
     * The profile's payments since `since`: Mollie lists newest first and has no filter by
     * date, so pages (of at most 250) are read until one reaches back past `since` or `limit`
     * payments are listed. A listed payment's mandate is not read (a read of it does that).
     */
    async listPayments(since: Date, limit: number): Promise<PaymentListing> {
      const listed: ListedPayment[] = [];
      let from: string | undefined;
      for (;;) {
        const page = await client.payments.page({
          ...profile,
          limit: Math.min(LIST_PAGE, limit + 1 - listed.length),
          ...(from ? { from } : {}),
        });
        for (const payment of page) {
          const createdAt = new Date(payment.createdAt);
          if (createdAt < since) return { payments: listed, truncated: false };
          if (listed.length === limit) return { payments: listed, truncated: true };
          listed.push({ ...toProviderPayment(payment, null), createdAt, ledgerId: ledgerIdOf(payment.metadata) });
        }
        from = page.nextPageCursor;
        if (!from || page.length === 0) return { payments: listed, truncated: false };
      }
    },
  };

  /**
   * Mollie's way to let a hold go: the rest of the authorisation after a capture, or all of it
   * (the payment is then canceled). The client lifts `idempotencyKey` out of any POST's
   * parameters into the Idempotency-Key header, though this call's type does not name it.
   */
  async function release(providerPaymentId: string, idempotencyKey: string): Promise<void> {
    const parameters = { ...profile, idempotencyKey };
    await client.payments.releaseAuthorization(providerPaymentId, parameters);
  }
}

/** Mollie's largest page. */
const LIST_PAGE = 250;

/** The ledger row a payment of ours names in its metadata (`{ ledger_id }`, written by createPayment and chargeSaved). */
function ledgerIdOf(metadata: unknown): string | null {
  if (typeof metadata !== "object" || metadata === null) return null;
  const id = (metadata as Record<string, unknown>).ledger_id;
  return typeof id === "string" ? id : null;
}

function refundState(status: RefundStatus): ProviderRefund["state"] {
  if (status === RefundStatus.refunded) return "refunded";
  if (status === RefundStatus.failed || status === RefundStatus.canceled) return "failed";
  return "pending";
}
