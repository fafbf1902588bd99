import { randomBytes } from "node:crypto";

/**
 * The fake Stripe's books for one account (an owner's connected account, or the platform):
 * customers, payment methods, Checkout Sessions (payment and setup), PaymentIntents,
 * SetupIntents, charges and refunds, kept
 * the way Stripe keeps them, so the real SDK reads back what a real account would answer.
 * Objects refer to each other by id; a read expands what it asks for.
 */

export type StripeObject = { id: string; object: string; [field: string]: unknown };
type Params = Record<string, unknown>;

/** A Stripe error answer: the HTTP status and the `error` body the SDK turns into its error classes. */
export class FakeStripeError extends Error {
  readonly status: number;
  readonly body: Params & { type: string; message: string };
  constructor(status: number, body: Params & { type: string; message: string }) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

/** What a saved card does when charged without the payer. */
export type CardBehaviour = { decline: string } | "requires_authentication";

/** How long Stripe lets a card hold be captured when the merchant placed it (Visa's is shorter; 7 days is the usual). */
const HOLD_SECONDS = 7 * 24 * 3600;

/** The methods Stripe can save for later (iDEAL and Bancontact as a generated SEPA Debit method). */
const SAVABLE = new Set(["card", "sepa_debit", "ideal", "bancontact"]);

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

const now = () => Math.floor(Date.now() / 1000);

function missing(id: string): FakeStripeError {
  return new FakeStripeError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such object: '${id}'`,
  });
}

function invalid(message: string, code = "parameter_invalid"): FakeStripeError {
  return new FakeStripeError(400, { type: "invalid_request_error", code, message });
}

function unexpectedState(intent: StripeObject, action: string): FakeStripeError {
  return invalid(
    `This PaymentIntent could not be ${action} because it has a status of ${intent.status}.`,
    "payment_intent_unexpected_state",
  );
}

function positiveInt(value: unknown, name: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw invalid(`Invalid positive integer: ${name}`);
  return n;
}

function record(value: unknown): Params {
  return value && typeof value === "object" ? (value as Params) : {};
}

export class FakeStripeBooks {
  readonly objects = new Map<string, StripeObject>();
  /** Charges made or authorised: what a double charge would show. */
  moneyMoves = 0;
  private readonly sessionPlans = new Map<string, Params>();
  private readonly cardBehaviour = new Map<string, CardBehaviour>();

  get(id: string, kind: string): StripeObject {
    const found = this.objects.get(id);
    if (!found || found.object !== kind) throw missing(id);
    return found;
  }

  private put<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  /** A copy of `object` with `paths` ("payment_intent.latest_charge") expanded, as a read answers. */
  expanded(object: StripeObject, paths: string[]): StripeObject {
    const copy = structuredClone(object);
    for (const path of paths) this.expandPath(copy, path.split("."));
    return copy;
  }

  private expandPath(node: unknown, [head, ...rest]: string[]): void {
    if (!head || !node || typeof node !== "object") return;
    const holder = node as Params;
    const value = holder[head];
    if (typeof value === "string" && this.objects.has(value)) holder[head] = structuredClone(this.objects.get(value));
    this.expandPath(holder[head], rest);
  }

  /**
   * The account's PaymentIntents as Stripe lists them: newest first, `created[gte]` honoured,
   * `limit` per page (10 by default, at most 100), the next page after `starting_after`, and
   * `data.`-prefixed expansions applied to each.
   */
  listIntents(params: Params): StripeObject {
    const since = Number(record(params.created).gte ?? 0);
    const limit = params.limit === undefined ? 10 : positiveInt(params.limit, "limit");
    if (limit > 100) throw invalid("limit must be at most 100");
    const all = [...this.objects.values()]
      .filter((object) => object.object === "payment_intent" && Number(object.created) >= since)
      .reverse()
      .sort((a, b) => Number(b.created) - Number(a.created));
    const after = typeof params.starting_after === "string" ? all.findIndex((o) => o.id === params.starting_after) : -1;
    const page = all.slice(after + 1, after + 1 + limit);
    const expand = (Array.isArray(params.expand) ? params.expand.map(String) : [])
      .filter((path) => path.startsWith("data."))
      .map((path) => path.slice("data.".length));
    return {
      id: "list",
      object: "list",
      url: "/v1/payment_intents",
      has_more: after + 1 + limit < all.length,
      data: page.map((intent) => this.expanded(intent, expand)),
    };
  }

  /** Moves an object's creation time (a payment made days ago). */
  backdate(id: string, seconds: number): void {
    const object = this.objects.get(id);
    if (!object) throw missing(id);
    object.created = Number(object.created) - seconds;
  }

  createCustomer(params: Params): StripeObject {
    return this.put({
      id: newId("cus"),
      object: "customer",
      email: params.email ?? null,
      name: params.name ?? null,
      preferred_locales: params.preferred_locales ?? [],
      metadata: record(params.metadata),
    });
  }

  /** A payment method of `type`, attached to `customer` when given. */
  createPaymentMethod(type: string, customer: string | null, generatedFrom: string | null = null): StripeObject {
    return this.put({
      id: newId("pm"),
      object: "payment_method",
      type,
      customer,
      ...(type === "card" ? { card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 } } : {}),
      ...(type === "sepa_debit"
        ? { sepa_debit: { last4: "3000", generated_from: generatedFrom ? { charge: generatedFrom } : null } }
        : {}),
    });
  }

  behaveOnCharge(paymentMethodId: string, behaviour: CardBehaviour): void {
    this.get(paymentMethodId, "payment_method");
    this.cardBehaviour.set(paymentMethodId, behaviour);
  }

  createSession(params: Params): StripeObject {
    if (params.mode === "setup") return this.createSetupSession(params);
    if (params.mode !== "payment") throw invalid("The fake takes payment and setup sessions only");
    const [item] = Array.isArray(params.line_items) ? (params.line_items as Params[]) : [];
    const price = record(item?.price_data);
    const amount = positiveInt(price.unit_amount, "unit_amount") * positiveInt(item?.quantity ?? 1, "quantity");
    const allowed = params.allowed_payment_method_types;
    if (!Array.isArray(allowed) || allowed.length === 0) throw invalid("allowed_payment_method_types is empty");
    if (typeof params.customer === "string") this.get(params.customer, "customer");
    const id = newId("cs_test");
    this.sessionPlans.set(id, params);
    return this.put({
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      url: `https://checkout.stripe.com/c/pay/${id}`,
      amount_total: amount,
      currency: String(price.currency),
      customer: params.customer ?? null,
      client_reference_id: params.client_reference_id ?? null,
      locale: params.locale ?? null,
      metadata: record(params.metadata),
      allowed_payment_method_types: allowed,
      success_url: params.success_url ?? null,
      cancel_url: params.cancel_url ?? null,
      payment_intent: null,
      setup_intent: null,
    });
  }

  /**
   * A page that saves a method and charges nothing, as Stripe's setup mode makes it: no line
   * items nor payment intent data; a currency unless the methods are listed; its SetupIntent
   * made at once (unlike a payment's intent), with the session's setup intent data. A listed
   * method the currency cannot take is left off the page (SEPA Direct Debit is euro only).
   */
  private createSetupSession(params: Params): StripeObject {
    for (const field of ["line_items", "payment_intent_data", "subscription_data"]) {
      if (params[field] !== undefined) throw invalid(`You can not pass \`${field}\` in \`setup\` mode.`);
    }
    const allowed = params.allowed_payment_method_types;
    if (allowed !== undefined && (!Array.isArray(allowed) || allowed.length === 0)) {
      throw invalid("allowed_payment_method_types is empty");
    }
    const currency = typeof params.currency === "string" ? params.currency : null;
    if (!allowed && !currency) throw invalid("Missing required param: currency.", "parameter_missing");
    const offered = ((allowed as string[] | undefined) ?? ["card"]).filter(
      (type) => type !== "sepa_debit" || currency === "eur",
    );
    if (typeof params.customer === "string") this.get(params.customer, "customer");
    const intentData = record(params.setup_intent_data);
    const intent = this.put({
      id: newId("seti"),
      object: "setup_intent",
      created: now(),
      status: "requires_payment_method",
      usage: "off_session",
      customer: params.customer ?? null,
      description: intentData.description ?? null,
      metadata: record(intentData.metadata),
      payment_method: null,
      payment_method_types: offered,
      last_setup_error: null,
      cancellation_reason: null,
    });
    const id = newId("cs_test");
    return this.put({
      id,
      object: "checkout.session",
      mode: "setup",
      status: "open",
      payment_status: "no_payment_required",
      url: `https://checkout.stripe.com/c/pay/${id}`,
      amount_total: null,
      currency,
      customer: params.customer ?? null,
      client_reference_id: params.client_reference_id ?? null,
      locale: params.locale ?? null,
      metadata: record(params.metadata),
      allowed_payment_method_types: allowed ?? null,
      payment_method_types: offered,
      success_url: params.success_url ?? null,
      cancel_url: params.cancel_url ?? null,
      payment_intent: null,
      setup_intent: intent.id,
    });
  }

  /**
   * The payer pays the open session with `type` on Stripe's page: its intent is made then,
   * with the session's intent data, and succeeds; a method to be saved is attached to the
   * customer (a card or SEPA Debit), or leaves a generated SEPA Debit method (iDEAL, Bancontact).
   */
  completeSession(sessionId: string, type: string): StripeObject {
    const session = this.get(sessionId, "checkout.session");
    if (session.status !== "open") throw new Error(`session ${sessionId} is ${session.status}, not open`);
    if (session.mode === "setup") return this.completeSetup(sessionId, type, "succeeded");
    if (!(session.allowed_payment_method_types as string[]).includes(type)) {
      throw new Error(`session ${sessionId} does not offer ${type}`);
    }
    const plan = this.sessionPlans.get(sessionId) ?? {};
    const intentData = record(plan.payment_intent_data);
    const optedOut = record(record(plan.payment_method_options)[type]).setup_future_usage === "none";
    const saveForLater = !optedOut && intentData.setup_future_usage === "off_session";
    if (saveForLater && !SAVABLE.has(type)) {
      throw new Error(`Stripe leaves ${type} off a page that saves the method unless ${type} opts out`);
    }
    const customer = typeof session.customer === "string" ? session.customer : null;
    const method = this.createPaymentMethod(type, null);
    const intent = this.newIntent({
      amount: session.amount_total,
      currency: session.currency,
      customer,
      description: intentData.description ?? null,
      metadata: record(intentData.metadata),
      capture_method: "automatic",
      setup_future_usage: saveForLater ? "off_session" : null,
      payment_method: method.id,
    });
    const charge = this.succeed(intent, method, false);
    if (saveForLater && customer) this.leaveForLater(method, charge, customer);
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent.id });
    return session;
  }

  /**
   * The payer leaves a method of `type` on the open setup page: the session completes; its
   * SetupIntent succeeds, attaching the method to the session's customer, or is still
   * `processing` (a bank confirming) until `settleSetup`.
   */
  completeSetup(sessionId: string, type: string, status: "succeeded" | "processing"): StripeObject {
    const session = this.get(sessionId, "checkout.session");
    if (session.status !== "open" || session.mode !== "setup") {
      throw new Error(`session ${sessionId} is no open setup page`);
    }
    if (!(session.payment_method_types as string[]).includes(type)) {
      throw new Error(`setup page ${sessionId} does not offer ${type}`);
    }
    const intent = this.get(String(session.setup_intent), "setup_intent");
    intent.payment_method = this.createPaymentMethod(type, null).id;
    intent.status = "processing";
    if (status === "succeeded") this.settleSetup(sessionId, "succeeded");
    session.status = "complete";
    return session;
  }

  /** A setup the bank was still confirming succeeds (the method joins the customer) or fails (nothing is saved). */
  settleSetup(sessionId: string, outcome: "succeeded" | "failed"): StripeObject {
    const session = this.get(sessionId, "checkout.session");
    const intent = this.get(String(session.setup_intent), "setup_intent");
    if (intent.status !== "processing") throw new Error(`setup ${intent.id} is ${intent.status}, not processing`);
    const method = this.get(String(intent.payment_method), "payment_method");
    if (outcome === "succeeded") {
      intent.status = "succeeded";
      if (typeof intent.customer === "string") method.customer = intent.customer;
      return intent;
    }
    Object.assign(intent, {
      status: "requires_payment_method",
      payment_method: null,
      last_setup_error: {
        type: "invalid_request_error",
        code: "setup_intent_setup_attempt_failed",
        message: "The latest attempt to set up the payment method has failed.",
        payment_method: structuredClone(method),
      },
    });
    return intent;
  }

  /** The page lapses (or is expired): a setup page's SetupIntent is cancelled with it, as Stripe does. */
  expireSession(sessionId: string): StripeObject {
    const session = this.get(sessionId, "checkout.session");
    if (session.status !== "open") throw new Error(`session ${sessionId} is ${session.status}, not open`);
    session.status = "expired";
    if (typeof session.setup_intent === "string") {
      Object.assign(this.get(session.setup_intent, "setup_intent"), {
        status: "canceled",
        cancellation_reason: "abandoned",
      });
    }
    return session;
  }

  private leaveForLater(method: StripeObject, charge: StripeObject, customer: string): void {
    if (method.type === "card" || method.type === "sepa_debit") {
      method.customer = customer;
      return;
    }
    if (method.type === "ideal" || method.type === "bancontact") {
      const generated = this.createPaymentMethod("sepa_debit", customer, charge.id);
      const details = record(charge.payment_method_details);
      details[String(method.type)] = { ...record(details[String(method.type)]), generated_sepa_debit: generated.id };
    }
  }

  private newIntent(fields: Params): StripeObject {
    return this.put({
      id: newId("pi"),
      object: "payment_intent",
      created: now(),
      status: "requires_payment_method",
      amount: fields.amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: fields.currency,
      customer: fields.customer ?? null,
      description: fields.description ?? null,
      metadata: fields.metadata ?? {},
      capture_method: fields.capture_method ?? "automatic",
      setup_future_usage: fields.setup_future_usage ?? null,
      payment_method: fields.payment_method ?? null,
      latest_charge: null,
      last_payment_error: null,
      cancellation_reason: null,
      next_action: null,
    });
  }

  private newCharge(intent: StripeObject, method: StripeObject, status: "succeeded" | "failed"): StripeObject {
    const details: Params = { type: method.type, [String(method.type)]: {} };
    if (method.type === "card") details.card = { brand: "visa", last4: "4242" };
    const charge = this.put({
      id: newId("ch"),
      object: "charge",
      status,
      paid: status === "succeeded",
      amount: intent.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      refunded: false,
      currency: intent.currency,
      customer: intent.customer,
      // Stripe copies the intent's metadata onto the charge it makes.
      metadata: structuredClone(intent.metadata),
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: details,
    });
    intent.latest_charge = charge.id;
    return charge;
  }

  private succeed(intent: StripeObject, method: StripeObject, hold: boolean): StripeObject {
    const charge = this.newCharge(intent, method, "succeeded");
    if (hold) {
      record(record(charge.payment_method_details).card).capture_before = now() + HOLD_SECONDS;
      Object.assign(intent, { status: "requires_capture", amount_capturable: intent.amount });
    } else {
      Object.assign(charge, { captured: true, amount_captured: intent.amount });
      Object.assign(intent, { status: "succeeded", amount_received: intent.amount });
    }
    this.moneyMoves++;
    return charge;
  }

  /**
   * A PaymentIntent confirmed at once without the payer (the only way the adapter makes
   * one): a declined card answers 402 with the failed intent, a card whose bank wants the
   * payer answers 402 `authentication_required` (as Stripe does off-session).
   */
  createIntent(params: Params): StripeObject {
    if (params.confirm !== "true" || params.off_session !== "true") {
      throw invalid("The fake confirms off-session intents at creation only");
    }
    const customer = this.get(String(params.customer), "customer");
    const method = this.get(String(params.payment_method), "payment_method");
    if (method.customer !== customer.id) {
      throw invalid(`The PaymentMethod ${method.id} does not belong to the Customer ${customer.id}.`);
    }
    const intent = this.newIntent({
      amount: positiveInt(params.amount, "amount"),
      currency: params.currency,
      customer: customer.id,
      description: params.description,
      metadata: record(params.metadata),
      capture_method: params.capture_method === "manual" ? "manual" : "automatic",
      payment_method: method.id,
    });
    const behaviour = this.cardBehaviour.get(method.id);
    if (behaviour) throw this.refuse(intent, method, behaviour);
    this.succeed(intent, method, intent.capture_method === "manual");
    return intent;
  }

  private refuse(intent: StripeObject, method: StripeObject, behaviour: CardBehaviour): FakeStripeError {
    const charge = this.newCharge(intent, method, "failed");
    const [code, declineCode, message] =
      behaviour === "requires_authentication"
        ? [
            "authentication_required",
            "authentication_required",
            "Your card was declined. This transaction requires authentication.",
          ]
        : ["card_declined", behaviour.decline, "Your card was declined."];
    const error = { type: "card_error", code, decline_code: declineCode, message, charge: charge.id };
    intent.last_payment_error = { ...error, payment_method: structuredClone(method) };
    return new FakeStripeError(402, { ...error, payment_intent: structuredClone(intent) });
  }

  capture(intentId: string, params: Params): StripeObject {
    const intent = this.get(intentId, "payment_intent");
    if (intent.status !== "requires_capture") throw unexpectedState(intent, "captured");
    const held = Number(intent.amount_capturable);
    const taken = params.amount_to_capture === undefined ? held : positiveInt(params.amount_to_capture, "amount");
    if (taken > held) throw invalid("amount_to_capture exceeds the amount capturable", "amount_too_large");
    const charge = this.get(String(intent.latest_charge), "charge");
    // Stripe refunds the part of a hold that was not captured.
    Object.assign(charge, { captured: true, amount_captured: taken, amount_refunded: held - taken });
    Object.assign(intent, { status: "succeeded", amount_received: taken, amount_capturable: 0 });
    return intent;
  }

  cancel(intentId: string, params: Params): StripeObject {
    const intent = this.get(intentId, "payment_intent");
    if (intent.status === "succeeded" || intent.status === "canceled") throw unexpectedState(intent, "canceled");
    if (intent.status === "requires_capture") {
      const charge = this.get(String(intent.latest_charge), "charge");
      Object.assign(charge, { amount_refunded: charge.amount, refunded: true });
    }
    Object.assign(intent, {
      status: "canceled",
      amount_capturable: 0,
      cancellation_reason: params.cancellation_reason ?? null,
    });
    return intent;
  }

  refund(params: Params): StripeObject {
    const intent = this.get(String(params.payment_intent), "payment_intent");
    if (intent.status !== "succeeded") throw invalid(`PaymentIntent ${intent.id} has nothing to refund`);
    const charge = this.get(String(intent.latest_charge), "charge");
    const letGo = Number(charge.amount) - Number(charge.amount_captured);
    const left = Number(intent.amount_received) - (Number(charge.amount_refunded) - letGo);
    const amount = params.amount === undefined ? left : positiveInt(params.amount, "amount");
    if (amount > left) {
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        "amount_too_large",
      );
    }
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return this.put({
      id: newId("re"),
      object: "refund",
      amount,
      currency: intent.currency,
      status: "succeeded",
      charge: charge.id,
      payment_intent: intent.id,
      metadata: record(params.metadata),
    });
  }
}
