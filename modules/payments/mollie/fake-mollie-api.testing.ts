import {
  type Amount,
  amountOf,
  cents,
  type FakeMandate,
  type FakeOwner,
  type FakePayment,
  isAmount,
  type Json,
  METHOD_CURRENCIES,
  type Mode,
  newId,
  paymentBody,
} from "./fake-mollie-state.testing.ts";

/** The fake Mollie's objects and the one switch a test flips before a recurring charge. */
export type FakeStore = {
  origin: string;
  payments: Map<string, FakePayment>;
  customers: Map<string, { owner: string; mode: Mode; json: Json & { id: string } }>;
  mandates: Map<string, FakeMandate>;
  /** The failure code the next recurring charge is declined with. */
  declineNext: string | null;
  paymentsCreated: number;
};

export type Answer = { status: number; body?: Json };
export type ApiRequest = {
  owner: FakeOwner;
  method: string;
  path: string[];
  query: URLSearchParams;
  body: Json;
  /** The mode of the API key the call was made with; null for an OAuth token (the call says its mode). */
  keyMode: Mode | null;
};

/** Methods a first payment (`sequenceType: "first"`) can use, as at Mollie. */
const FIRST_METHODS = ["creditcard", "ideal", "bancontact"];
/**
 * Methods a first payment of €0.00 can use (a card check that charges nothing), as at Mollie:
 * every other method, and every payment that is not a first one, needs at least €0.01. (Mollie
 * also takes PayPal, which the fake offers for no first payment.)
 */
const ZERO_AMOUNT_FIRST_METHODS = ["creditcard"];

export function refusal(status: number, detail: string, field?: string): Answer {
  const title = status === 404 ? "Not Found" : status === 401 ? "Unauthorized Request" : "Unprocessable Entity";
  return { status, body: { status, title, detail, ...(field ? { field } : {}) } };
}

/** One call of the Mollie API (`/v2/…`) by a known owner, as Mollie answers it. */
export function answerApi(store: FakeStore, request: ApiRequest): Answer {
  if (request.keyMode) {
    // An API key is bound to one profile and one mode: Mollie refuses a call that names either.
    for (const name of ["profileId", "testmode"]) {
      if (request.body[name] !== undefined || request.query.has(name)) {
        return refusal(422, `The parameter '${name}' cannot be used with an API key`, name);
      }
    }
    const profileId = request.owner.profileId;
    const query = new URLSearchParams(request.query);
    query.set("profileId", profileId);
    // Answered as the same call with a token that names the key's profile and mode would be.
    return answerKnown(store, { ...request, body: { ...request.body, profileId }, query }, request.keyMode);
  }
  const mode: Mode = (
    request.method === "GET"
      ? request.query.get("testmode") === "true"
      : request.body.testmode === true
  )
    ? "test"
    : "live";
  return answerKnown(store, request, mode);
}

function answerKnown(store: FakeStore, request: ApiRequest, mode: Mode): Answer {
  const { method, path, owner } = request;
  const route = `${method} ${path.map((part, i) => (i % 2 === 1 ? ":id" : part)).join("/")}`;
  const found = path[1] ? store.payments.get(path[1]) : undefined;
  // An object of another owner, or of the other mode, does not exist for this caller.
  const payment =
    found && found.owner === owner.id && (route.endsWith("captures") || found.mode === mode) ? found : null;
  switch (route) {
    case "POST payments":
      return createPayment(store, owner, mode, request.body);
    case "GET payments":
      return listPayments(store, owner, mode, request.query, request.keyMode !== null);
    case "GET payments/:id":
      return payment ? { status: 200, body: paymentBody(payment, store.origin) } : refusal(404, "No payment exists");
    case "POST payments/:id/captures":
      return payment ? capture(store, payment, request.body) : refusal(404, "No payment exists");
    case "POST payments/:id/release-authorization":
      return payment ? release(payment) : refusal(404, "No payment exists");
    case "POST payments/:id/refunds":
      return payment ? refund(payment, request.body) : refusal(404, "No payment exists");
    case "POST customers":
      return createCustomer(store, owner, mode, request.body);
    case "GET customers/:id/mandates/:id":
      return mandate(store, owner, mode, path[1] ?? "", path[3] ?? "");
    case "GET methods":
      return methods(owner, request.query);
    case "GET onboarding/:id":
      return path[1] === "me" ? onboarding(owner) : refusal(404, "No onboarding");
    case "GET organizations/:id":
      return path[1] === "me" ? organization(owner) : refusal(404, "No organization");
    case "GET profiles":
      return profiles(owner);
    default:
      return refusal(404, `No route ${method} /v2/${path.join("/")}`);
  }
}

/**
 * The owner's payments in one mode, newest first, as Mollie lists them for an OAuth token: the
 * profile is required, `limit` (at most 250, 50 by default) per page, the page starting at
 * `from`, and a `next` link naming the first payment of the next page.
 */
function listPayments(store: FakeStore, owner: FakeOwner, mode: Mode, query: URLSearchParams, keyed: boolean): Answer {
  if (query.get("profileId") !== owner.profileId) return refusal(422, "The profile id is required", "profileId");
  const limit = Number(query.get("limit") ?? 50);
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 250) return refusal(400, "Invalid limit", "limit");
  const all = [...store.payments.values()].filter((p) => p.owner === owner.id && p.mode === mode).reverse();
  const from = query.get("from");
  const start = from ? all.findIndex((p) => p.json.id === from) : 0;
  if (start < 0) return refusal(400, "Invalid from", "from");
  const page = all.slice(start, start + limit);
  const next = all[start + limit];
  const href = (id: string) =>
    `${store.origin}/v2/payments?${new URLSearchParams({ ...(keyed ? {} : { profileId: owner.profileId }), limit: String(limit), from: id, ...(mode === "test" && !keyed ? { testmode: "true" } : {}) })}`;
  return {
    status: 200,
    body: {
      count: page.length,
      _embedded: { payments: page.map((p) => paymentBody(p, store.origin)) },
      _links: {
        self: { href: `${store.origin}/v2/payments` },
        previous: null,
        next: next ? { href: href(next.json.id) } : null,
      },
    },
  };
}

function createPayment(store: FakeStore, owner: FakeOwner, mode: Mode, body: Json): Answer {
  if (body.profileId !== owner.profileId) return refusal(422, "The profile id is required or invalid", "profileId");
  if (!isAmount(body.amount)) return refusal(422, "The amount is invalid", "amount");
  const amount: Amount = body.amount;
  if (typeof body.description !== "string" || body.description === "")
    return refusal(422, "No description", "description");
  const sequenceType = body.sequenceType ?? "oneoff";
  if (sequenceType !== "recurring" && typeof body.redirectUrl !== "string") {
    return refusal(422, "The redirect URL is required", "redirectUrl");
  }
  const offered =
    body.method === undefined ? [] : Array.isArray(body.method) ? body.method.map(String) : [String(body.method)];
  for (const method of offered) {
    const takes = owner.methods.includes(method) && METHOD_CURRENCIES[method]?.includes(amount.currency);
    if (!takes)
      return refusal(422, `The payment method ${method} is not enabled or takes no ${amount.currency}`, "method");
    if (sequenceType === "first" && !FIRST_METHODS.includes(method)) {
      return refusal(422, `The payment method ${method} cannot be used for a first payment`, "method");
    }
  }
  if (cents(amount) === 0) {
    const zeroAllowed =
      sequenceType === "first" && offered.length > 0 && offered.every((m) => ZERO_AMOUNT_FIRST_METHODS.includes(m));
    if (!zeroAllowed) return refusal(422, "The amount is lower than the minimum", "amount");
  }
  const customerId = typeof body.customerId === "string" ? body.customerId : undefined;
  const customer = customerId ? store.customers.get(customerId) : undefined;
  if (customerId && (customer?.owner !== owner.id || customer.mode !== mode)) {
    return refusal(422, "The customer does not exist", "customerId");
  }
  if (sequenceType === "first" && !customerId) return refusal(422, "A first payment needs a customer", "customerId");
  const payment: FakePayment = {
    owner: owner.id,
    mode,
    offered,
    json: {
      resource: "payment",
      id: newId("tr"),
      createdAt: new Date().toISOString(),
      status: "open",
      isCancelable: false,
      amount,
      description: body.description,
      method: offered.length === 1 ? (offered[0] ?? null) : null,
      metadata: body.metadata ?? null,
      profileId: owner.profileId,
      sequenceType: String(sequenceType),
      ...pick(body, ["redirectUrl", "webhookUrl", "locale", "captureMode"]),
      ...(customerId ? { customerId } : {}),
    },
  };
  if (body.captureMode === "manual" && sequenceType !== "recurring" && payment.json.method !== "creditcard") {
    return refusal(422, "Only a card payment can be captured manually", "captureMode");
  }
  if (sequenceType === "recurring") {
    const refused = chargeMandate(store, payment, body);
    if (refused) return refused;
  }
  store.payments.set(payment.json.id, payment);
  store.paymentsCreated++;
  return { status: 201, body: paymentBody(payment, store.origin) };
}

/** A recurring payment is decided at once: a card is charged (or held), a direct debit goes to the bank (pending). */
function chargeMandate(store: FakeStore, payment: FakePayment, body: Json): Answer | null {
  const mandate = typeof body.mandateId === "string" ? store.mandates.get(body.mandateId) : undefined;
  const customerId = payment.json.customerId;
  if (
    !mandate ||
    mandate.owner !== payment.owner ||
    mandate.customerId !== customerId ||
    mandate.json.status !== "valid"
  ) {
    return refusal(422, "The mandate is invalid or does not belong to the customer", "mandateId");
  }
  if (payment.json.captureMode === "manual" && mandate.json.method !== "creditcard") {
    return refusal(422, "Only a card mandate can be held", "captureMode");
  }
  Object.assign(payment.json, { mandateId: mandate.json.id, method: mandate.json.method });
  if (store.declineNext) {
    const code = store.declineNext;
    store.declineNext = null;
    Object.assign(payment.json, {
      status: "failed",
      failedAt: new Date().toISOString(),
      statusReason: { code, message: "The charge was declined" },
      details: mandate.json.method === "creditcard" ? { failureReason: code } : { bankReasonCode: code },
    });
  } else if (mandate.json.method === "directdebit") {
    payment.json.status = "pending";
  } else {
    authorizeOrPay(payment);
  }
  return null;
}

/** A card held (manual capture) is authorised for a week; anything else is paid. */
export function authorizeOrPay(payment: FakePayment): void {
  const now = new Date();
  if (payment.json.captureMode === "manual") {
    const captureBefore = new Date(now.getTime() + 7 * 24 * 3600 * 1000).toISOString();
    Object.assign(payment.json, { status: "authorized", authorizedAt: now.toISOString(), captureBefore });
  } else {
    Object.assign(payment.json, { status: "paid", paidAt: now.toISOString() });
  }
}

function capture(store: FakeStore, payment: FakePayment, body: Json): Answer {
  if (payment.json.status !== "authorized") return refusal(422, "The payment is not authorized");
  const held = cents(payment.json.amount);
  const before = cents(payment.json.amountCaptured as Amount | undefined);
  const amount = body.amount === undefined ? held - before : isAmount(body.amount) ? cents(body.amount) : -1;
  if (amount < 1 || before + amount > held) return refusal(422, "The capture amount is invalid", "amount");
  const currency = payment.json.amount.currency;
  payment.json.amountCaptured = amountOf(before + amount, currency);
  if (before + amount === held) Object.assign(payment.json, { status: "paid", paidAt: new Date().toISOString() });
  const id = newId("cpt");
  const links = {
    self: { href: `${store.origin}/v2/payments/${payment.json.id}/captures/${id}`, type: "application/hal+json" },
  };
  const json = { resource: "capture", id, mode: payment.mode, status: "succeeded", amount: amountOf(amount, currency) };
  return {
    status: 201,
    body: { ...json, paymentId: payment.json.id, createdAt: new Date().toISOString(), _links: links },
  };
}

/** The rest of a hold let go: paid if anything was captured, else canceled. */
function release(payment: FakePayment): Answer {
  if (payment.json.status !== "authorized") return refusal(422, "The payment has no authorization to release");
  const captured = cents(payment.json.amountCaptured as Amount | undefined);
  payment.json.status = captured > 0 ? "paid" : "canceled";
  return { status: 202 };
}

function refund(payment: FakePayment, body: Json): Answer {
  if (payment.json.status !== "paid") return refusal(422, "The payment cannot be refunded");
  const currency = payment.json.amount.currency;
  if (!isAmount(body.amount) || body.amount.currency !== currency) return refusal(422, "Invalid amount", "amount");
  const captured = cents(payment.json.amountCaptured as Amount | undefined);
  const settled = captured > 0 ? captured : cents(payment.json.amount);
  const refunded = cents(payment.json.amountRefunded as Amount | undefined) + cents(body.amount);
  if (refunded > settled) return refusal(422, "The amount is higher than the amount remaining", "amount");
  payment.json.amountRefunded = amountOf(refunded, currency);
  payment.json.amountRemaining = amountOf(settled - refunded, currency);
  const id = newId("re");
  const json = { resource: "refund", id, mode: payment.mode, status: "pending", amount: body.amount, description: "" };
  return {
    status: 201,
    body: { ...json, paymentId: payment.json.id, createdAt: new Date().toISOString(), _links: {} },
  };
}

function createCustomer(store: FakeStore, owner: FakeOwner, mode: Mode, body: Json): Answer {
  const json = {
    resource: "customer",
    id: newId("cst"),
    mode,
    ...pick(body, ["name", "email", "locale"]),
    metadata: null,
    createdAt: new Date().toISOString(),
    _links: {},
  };
  store.customers.set(json.id, { owner: owner.id, mode, json });
  return { status: 201, body: json };
}

function mandate(store: FakeStore, owner: FakeOwner, mode: Mode, customerId: string, mandateId: string): Answer {
  const found = store.mandates.get(mandateId);
  if (!found || found.owner !== owner.id || found.mode !== mode || found.customerId !== customerId) {
    return refusal(404, "No mandate exists");
  }
  return { status: 200, body: { ...found.json, mode, _links: { customer: { href: `/v2/customers/${customerId}` } } } };
}

function methods(owner: FakeOwner, query: URLSearchParams): Answer {
  if (query.get("profileId") !== owner.profileId) return refusal(422, "The profile id is required", "profileId");
  const currency = query.get("amount[currency]") ?? "EUR";
  const listed = owner.methods
    .filter((id) => METHOD_CURRENCIES[id]?.includes(currency))
    .map((id) => ({
      resource: "method",
      id,
      description: id,
      minimumAmount: amountOf(1, currency),
      maximumAmount: null,
      image: { size1x: "", size2x: "", svg: "" },
      status: "activated",
      _links: {},
    }));
  return { status: 200, body: { count: listed.length, _embedded: { methods: listed }, _links: {} } };
}

function onboarding(owner: FakeOwner): Answer {
  const body = {
    resource: "onboarding",
    name: `Owner ${owner.id}`,
    signedUpAt: "2026-01-01T00:00:00+00:00",
    status: owner.onboarding,
    canReceivePayments: owner.canReceivePayments,
    canReceiveSettlements: owner.canReceivePayments,
    _links: {},
  };
  return { status: 200, body };
}

function organization(owner: FakeOwner): Answer {
  const body = {
    resource: "organization",
    id: owner.id,
    name: `Owner ${owner.id}`,
    email: "owner@example.org",
    locale: "nl_NL",
    address: { streetAndNumber: "Duinweg 1", postalCode: "1234 AB", city: "Bergen", country: "NL" },
    registrationNumber: "12345678",
    vatNumber: "NL123456789B01",
    vatRegulation: "dutch",
    _links: {},
  };
  return { status: 200, body };
}

function profiles(owner: FakeOwner): Answer {
  const profile = {
    resource: "profile",
    id: owner.profileId,
    mode: "live",
    name: `Owner ${owner.id}`,
    website: "https://example.org",
    email: "owner@example.org",
    phone: "+31201234567",
    status: owner.profileStatus,
    createdAt: "2026-01-01T00:00:00+00:00",
    _links: {},
  };
  const links = { self: { href: "/v2/profiles" }, previous: null, next: null };
  return { status: 200, body: { count: 1, _embedded: { profiles: [profile] }, _links: links } };
}

function pick(body: Json, keys: string[]): Json {
  return Object.fromEntries(keys.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
}
