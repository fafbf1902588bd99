import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { type Answer, answerApi, authorizeOrPay, type FakeStore, refusal } from "./fake-mollie-api.testing.ts";
import { type FakeOwner, type FakePayment, type Json, type Mode, newId } from "./fake-mollie-state.testing.ts";
import { FAKE_MOLLIE_TLS } from "./fake-mollie-tls.testing.ts";

/** One request as the fake Mollie received it. */
export type FakeMollieRequest = { method: string; url: string; idempotencyKey: string | null };

export type FakeMollie = {
  /** `https://127.0.0.1:{port}/v2/`, for `mollieClient({ apiEndpoint })`. */
  apiEndpoint: string;
  /** For `exchangeCode` and `refreshAccessToken`. */
  tokenUrl: string;
  /** Our app as registered at the fake Mollie. */
  app: { clientId: string; clientSecret: string; redirectUri: string };
  requests: FakeMollieRequest[];
  /** A connected owner (an organisation with one website profile) and an access token for it. */
  addOwner(overrides?: Partial<Omit<FakeOwner, "id">>): { owner: FakeOwner; accessToken: string };
  /**
   * The platform's own organisation, reached by an API key of its profile in `mode` (live_… or
   * test_…, 30 characters after it, as Mollie's keys): the key fixes the profile and the mode,
   * and a call that names either is refused, as Mollie refuses it.
   */
  addApiKey(mode: Mode, overrides?: Partial<Omit<FakeOwner, "id">>): { owner: FakeOwner; apiKey: string };
  /** The code Mollie sends an owner back with once they authorised our app. */
  issueCode(ownerId: string): string;
  /** The owner withdraws our app's access at Mollie: every token of theirs stops working. */
  revoke(ownerId: string): void;
  payment(id: string): FakePayment["json"];
  /** The methods the hosted page of a payment offers (Mollie's names). */
  offered(id: string): string[];
  /** How many payments were really made (a replayed request makes none). */
  paymentsCreated(): number;
  /** The payer completes the hosted page with `method`: paid (authorised for a held card); a first payment leaves a mandate. */
  pay(paymentId: string, method?: string): void;
  /** A pending direct debit is collected. */
  collect(paymentId: string): void;
  fail(paymentId: string, code: string): void;
  expire(paymentId: string): void;
  cancel(paymentId: string): void;
  /** The next recurring charge is declined with `code`. */
  declineNextRecurring(code: string): void;
  /** The next `count` requests get a 500 and change nothing. */
  failNext(count: number): void;
  /** The next request is carried out but never answered (a lost response); resolves once it was carried out. */
  hangNext(): Promise<void>;
  close(): Promise<void>;
};

const FIRST_PAYMENT_MANDATES: Record<string, string> = {
  creditcard: "creditcard",
  ideal: "directdebit",
  bancontact: "directdebit",
};
const MAX_BODY_BYTES = 64 * 1024;

/**
 * A stateful fake of the parts of Mollie's API the adapter uses, on 127.0.0.1 over HTTPS
 * (the official client speaks nothing else). Every object belongs to the owner whose token
 * made it and to one mode; a POST with an Idempotency-Key it saw before is answered with the
 * first answer, as Mollie does, and makes nothing new.
 *
 * The official client trusts only the certificates it bundles, so while a fake runs, its
 * process accepts any certificate (NODE_TLS_REJECT_UNAUTHORIZED=0, put back on `close`): run
 * it only in tests that talk to nothing but loopback.
 */
export async function startFakeMollie(options: { redirectUri?: string } = {}): Promise<FakeMollie> {
  const store: FakeStore = {
    origin: "",
    payments: new Map(),
    customers: new Map(),
    mandates: new Map(),
    declineNext: null,
    paymentsCreated: 0,
  };
  const owners = new Map<string, FakeOwner>();
  const accessTokens = new Map<string, string>();
  const apiKeys = new Map<string, { ownerId: string; mode: Mode }>();
  const refreshTokens = new Map<string, string>();
  const codes = new Map<string, string>();
  const idempotent = new Map<string, Answer>();
  const requests: FakeMollieRequest[] = [];
  const app = {
    clientId: "app_fake",
    clientSecret: newId("secret"),
    redirectUri: options.redirectUri ?? "https://vayvista.example/mollie/return",
  };
  let failures = 0;
  let hang: (() => void) | null = null;

  function issueTokens(ownerId: string): Json {
    const accessToken = newId("access");
    const refreshToken = newId("refresh");
    accessTokens.set(accessToken, ownerId);
    refreshTokens.set(refreshToken, ownerId);
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: 3600,
      token_type: "bearer",
      scope: "",
    };
  }

  function answerTokens(request: IncomingMessage, body: string): Answer {
    const [scheme, credentials] = (request.headers.authorization ?? "").split(" ");
    const [clientId, clientSecret] = Buffer.from(credentials ?? "", "base64")
      .toString()
      .split(":");
    if (scheme !== "Basic" || clientId !== app.clientId || clientSecret !== app.clientSecret) {
      return { status: 401, body: { error: "invalid_client", error_description: "Client authentication failed" } };
    }
    const form = new URLSearchParams(body);
    const redirectOk = form.get("redirect_uri") === app.redirectUri;
    const grant = form.get("grant_type");
    const lookup = grant === "authorization_code" ? codes : grant === "refresh_token" ? refreshTokens : null;
    const given = form.get(grant === "authorization_code" ? "code" : "refresh_token") ?? "";
    const ownerId = lookup?.get(given);
    if (!ownerId || !redirectOk)
      return { status: 400, body: { error: "invalid_grant", error_description: "Invalid grant" } };
    if (grant === "authorization_code") codes.delete(given);
    return { status: 200, body: issueTokens(ownerId) };
  }

  function answer(request: IncomingMessage, url: URL, body: string): Answer {
    if (url.pathname === "/oauth2/tokens" && request.method === "POST") return answerTokens(request, body);
    const [scheme, token = ""] = (request.headers.authorization ?? "").split(" ");
    const keyed = scheme === "Bearer" ? apiKeys.get(token) : undefined;
    const ownerId = keyed?.ownerId ?? (scheme === "Bearer" ? accessTokens.get(token) : undefined);
    const owner = owners.get(ownerId ?? "");
    if (!owner) return refusal(401, "Missing authentication, or failed to authenticate");
    if (!url.pathname.startsWith("/v2/")) return refusal(404, "Not found");
    let json: Json = {};
    if (body !== "") {
      try {
        json = JSON.parse(body);
      } catch {
        return refusal(400, "The body is not JSON");
      }
    }
    const key = idempotencyKeyOf(request);
    const remembered = key && idempotent.get(`${owner.id}:${key}`);
    if (remembered) return remembered;
    const path = url.pathname.slice("/v2/".length).split("/").filter(Boolean);
    const result = answerApi(store, {
      owner,
      method: request.method ?? "GET",
      path,
      query: url.searchParams,
      body: json,
      keyMode: keyed?.mode ?? null,
    });
    if (key) idempotent.set(`${owner.id}:${key}`, result);
    return result;
  }

  function handle(request: IncomingMessage, response: ServerResponse, body: string): void {
    const url = new URL(request.url ?? "/", "https://127.0.0.1");
    requests.push({
      method: request.method ?? "",
      url: url.pathname + url.search,
      idempotencyKey: idempotencyKeyOf(request),
    });
    if (failures > 0) {
      failures--;
      send(response, { status: 500, body: { status: 500, title: "Internal Server Error", detail: "Try again" } });
      return;
    }
    const result = answer(request, url, body);
    if (hang) {
      hang();
      hang = null;
      return; // carried out, never answered: the connection is cut on close
    }
    send(response, result);
  }

  const server = createServer(FAKE_MOLLIE_TLS, (request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on("end", () => {
      if (size > MAX_BODY_BYTES) send(response, refusal(413, "Too large"));
      else handle(request, response, Buffer.concat(chunks).toString("utf8"));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  store.origin = origin;
  acceptAnyCertificate();

  /** An organisation with one verified website profile that can receive payments. */
  function addOrganisation(overrides: Partial<Omit<FakeOwner, "id">>): FakeOwner {
    const owner: FakeOwner = {
      id: newId("org"),
      profileId: newId("pfl"),
      profileStatus: "verified",
      onboarding: "completed",
      canReceivePayments: true,
      methods: ["creditcard", "ideal", "bancontact", "przelewy24", "blik", "paypal"],
      ...overrides,
    };
    owners.set(owner.id, owner);
    return owner;
  }

  function paymentFor(id: string): FakePayment {
    const payment = store.payments.get(id);
    if (!payment) throw new Error(`the fake Mollie has no payment ${id}`);
    return payment;
  }

  function settleOpen(id: string, change: Json): void {
    const payment = paymentFor(id);
    if (payment.json.status !== "open") throw new Error(`payment ${id} is ${payment.json.status}, not open`);
    Object.assign(payment.json, change);
  }

  return {
    apiEndpoint: `${origin}/v2/`,
    tokenUrl: `${origin}/oauth2/tokens`,
    app,
    requests,
    addOwner(overrides = {}) {
      const owner = addOrganisation(overrides);
      return { owner, accessToken: String(issueTokens(owner.id).access_token) };
    },
    addApiKey(mode, overrides = {}) {
      const owner = addOrganisation({ methods: ["creditcard", "ideal", "bancontact", "directdebit"], ...overrides });
      const apiKey = `${mode}_${randomBytes(15).toString("hex")}`;
      apiKeys.set(apiKey, { ownerId: owner.id, mode });
      return { owner, apiKey };
    },
    issueCode(ownerId) {
      const code = newId("auth");
      codes.set(code, ownerId);
      return code;
    },
    revoke(ownerId) {
      for (const tokens of [accessTokens, refreshTokens]) {
        for (const [token, owner] of tokens) if (owner === ownerId) tokens.delete(token);
      }
    },
    payment: (id) => paymentFor(id).json,
    offered: (id) => paymentFor(id).offered,
    paymentsCreated: () => store.paymentsCreated,
    pay(paymentId, method = "ideal") {
      const payment = paymentFor(paymentId);
      if (payment.offered.length > 0 && !payment.offered.includes(method)) {
        throw new Error(`${method} was not offered for ${paymentId}`);
      }
      settleOpen(paymentId, { method });
      authorizeOrPay(payment);
      const mandateMethod = FIRST_PAYMENT_MANDATES[method];
      const customerId = payment.json.customerId;
      if (payment.json.sequenceType === "first" && mandateMethod && customerId) {
        const id = newId("mdt");
        const json = { resource: "mandate", id, status: "valid", method: mandateMethod, details: {}, createdAt: "" };
        store.mandates.set(id, { owner: payment.owner, mode: payment.mode, customerId, json });
        payment.json.mandateId = id;
      }
    },
    collect(paymentId) {
      const payment = paymentFor(paymentId);
      if (payment.json.status !== "pending") throw new Error(`payment ${paymentId} is not pending`);
      Object.assign(payment.json, { status: "paid", paidAt: new Date().toISOString() });
    },
    fail: (id, code) => settleOpen(id, { status: "failed", statusReason: { code, message: "Failed" } }),
    expire: (id) => settleOpen(id, { status: "expired", expiredAt: new Date().toISOString() }),
    cancel: (id) => settleOpen(id, { status: "canceled", canceledAt: new Date().toISOString() }),
    declineNextRecurring(code) {
      store.declineNext = code;
    },
    failNext(count) {
      failures = count;
    },
    hangNext: () =>
      new Promise<void>((resolve) => {
        hang = resolve;
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          restoreCertificateChecks();
          resolve();
        });
      }),
  };
}

function idempotencyKeyOf(request: IncomingMessage): string | null {
  const key = request.headers["idempotency-key"];
  return typeof key === "string" ? key : null;
}

function send(response: ServerResponse, answer: Answer): void {
  const body = answer.body === undefined ? "" : JSON.stringify(answer.body);
  // Retry-After: 0 lets the client repeat a 5xx at once instead of after its default two seconds.
  const headers = { "content-type": "application/hal+json", ...(answer.status >= 500 ? { "retry-after": "0" } : {}) };
  response.writeHead(answer.status, headers);
  response.end(body);
}

let running = 0;
let previousSetting: string | undefined;

function acceptAnyCertificate(): void {
  if (running++ === 0) previousSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
}

function restoreCertificateChecks(): void {
  if (--running > 0) return;
  if (previousSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousSetting;
}
