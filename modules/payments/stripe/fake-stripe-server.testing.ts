import type { IncomingMessage, ServerResponse } from "node:http";
import Stripe from "stripe";
import { startTestHttpServer } from "../../net/testing/test-http-server.ts";
import type { WebhookRequest } from "../provider-port.ts";
import { type CardBehaviour, FakeStripeBooks, FakeStripeError, newId } from "./fake-stripe-books.testing.ts";
import { FakeStripeConnect } from "./fake-stripe-connect.testing.ts";
import { stripeClient } from "./stripe-client.ts";

/**
 * A stateful fake Stripe on loopback for the adapter's tests, reached by the real SDK: the
 * endpoints the adapter calls, with Stripe's form bodies (v1) and JSON (v2), objects kept
 * per `Stripe-Account` (a call without one is on the platform's own books), and `Idempotency-Key` honoured as Stripe does (the same key and the
 * same parameters get the first answer, other parameters an idempotency error; a 500 the
 * fake gives before doing anything is not kept). Tests steer it: decline a card, want the
 * payer's authentication, fail the next requests or hang an answer past the client's
 * timeout, pay or expire a Checkout Session, leave a method on a setup page,
 * settle a connected account, and sign events with the SDK's test header.
 */

export const FAKE_SECRET_KEY = "sk_test_fake_platform";
const PLATFORM = "platform";

/**
 * An account as the tests name it: a connected account's id (acct_…), or null for the
 * platform's own account, whose calls carry no `Stripe-Account` header and whose events no
 * `account` field, signed with the platform endpoint's own secret.
 */
export type FakeAccount = string | null;

type Json = Record<string, unknown>;
type Answer = { status: number; body: unknown };
type Route = [method: string, path: RegExp, run: (id: string, params: Json, books: FakeStripeBooks) => unknown];

export type FakeStripeRequest = { method: string; path: string; account: string | null; idempotencyKey: string | null };

/** The SDK's form bodies (`a[b][0][c]=v`) as nested objects; arrays where every key is an index. */
export function decodeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/]/g, "").split("[");
    if (path.includes("__proto__")) continue;
    let node = root;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) {
        node[part] = value;
        break;
      }
      node[part] = node[part] ?? {};
      node = node[part] as Json;
    }
  }
  return arraysIn(root) as Json;
}

function arraysIn(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysIn(v)] as const);
  const indexed = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
  return indexed ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v) : Object.fromEntries(entries);
}

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" ? value.split(",") : [];
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, { status, body }: Answer): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function startFakeStripe(options: { webhookSecret?: string; platformWebhookSecret?: string } = {}) {
  const webhookSecret = options.webhookSecret ?? "whsec_fake_connect_endpoint";
  const platformWebhookSecret = options.platformWebhookSecret ?? "whsec_fake_platform_endpoint";
  const books = new Map<string, FakeStripeBooks>([[PLATFORM, new FakeStripeBooks()]]);
  const connect = new FakeStripeConnect();
  const idempotency = new Map<string, { route: string; body: string; answer: Answer }>();
  const requests: FakeStripeRequest[] = [];
  let failures = 0;
  /** Armed by `hangNextAnswer`: the next request is done but its answer kept back. */
  let hang: { armed: boolean; held: ServerResponse[] } = { armed: false, held: [] };

  const booksOf = (account: FakeAccount): FakeStripeBooks => {
    const found = books.get(account ?? PLATFORM);
    if (!found) throw new Error(`fake Stripe has no account ${account}`);
    return found;
  };
  const addAccount = (id = newId("acct")): string => {
    books.set(id, new FakeStripeBooks());
    return id;
  };

  const routes: Route[] = [
    ["POST", /^\/v1\/customers$/, (_, p, b) => b.createCustomer(p)],
    ["POST", /^\/v1\/checkout\/sessions$/, (_, p, b) => b.expanded(b.createSession(p), list(p.expand))],
    [
      "GET",
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      (id, p, b) => b.expanded(b.get(id, "checkout.session"), list(p.expand)),
    ],
    ["GET", /^\/v1\/payment_intents$/, (_, p, b) => b.listIntents(p)],
    ["POST", /^\/v1\/payment_intents$/, (_, p, b) => b.expanded(b.createIntent(p), list(p.expand))],
    ["GET", /^\/v1\/payment_intents\/([^/]+)$/, (id, p, b) => b.expanded(b.get(id, "payment_intent"), list(p.expand))],
    ["POST", /^\/v1\/payment_intents\/([^/]+)\/capture$/, (id, p, b) => b.expanded(b.capture(id, p), list(p.expand))],
    ["POST", /^\/v1\/payment_intents\/([^/]+)\/cancel$/, (id, p, b) => b.expanded(b.cancel(id, p), list(p.expand))],
    ["POST", /^\/v1\/refunds$/, (_, p, b) => b.refund(p)],
    [
      "POST",
      /^\/v2\/core\/accounts$/,
      (_, p) => {
        const account = connect.create(p);
        addAccount(String(account.id));
        return account;
      },
    ],
    ["GET", /^\/v2\/core\/accounts\/([^/]+)$/, (id, p) => connect.retrieve(id, list(p.include))],
    ["POST", /^\/v2\/core\/account_links$/, (_, p) => connect.link(p)],
  ];

  function execute(method: string, url: URL, body: string, account: string | null): Answer {
    const v2 = url.pathname.startsWith("/v2/");
    if (v2 && account) throw new Error("the adapter calls Accounts v2 as the platform only");
    const scope = account ?? PLATFORM;
    if (!books.has(scope)) {
      return {
        status: 403,
        body: { error: { type: "invalid_request_error", code: "account_invalid", message: `No access to ${scope}` } },
      };
    }
    for (const [routeMethod, pattern, run] of routes) {
      const match = method === routeMethod ? pattern.exec(url.pathname) : null;
      if (!match) continue;
      const params =
        method === "GET" ? decodeForm(url.search.slice(1)) : v2 ? (JSON.parse(body || "{}") as Json) : decodeForm(body);
      try {
        return { status: 200, body: run(decodeURIComponent(match[1] ?? ""), params, booksOf(scope)) };
      } catch (error) {
        if (error instanceof FakeStripeError) return { status: error.status, body: { error: error.body } };
        throw error;
      }
    }
    return {
      status: 404,
      body: {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${url.pathname})` },
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", "http://fake-stripe");
    const account = req.headers["stripe-account"]?.toString() ?? null;
    const key = req.headers["idempotency-key"]?.toString() ?? null;
    requests.push({ method, path: url.pathname, account, idempotencyKey: key });
    if (req.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      return send(res, {
        status: 401,
        body: { error: { type: "invalid_request_error", message: "Invalid API Key provided" } },
      });
    }
    if (failures > 0) {
      failures--;
      return send(res, { status: 500, body: { error: { type: "api_error", message: "fake Stripe: internal error" } } });
    }
    const route = `${method} ${url.pathname}`;
    const slot = key ? `${account ?? PLATFORM} ${key}` : null;
    const saved = slot ? idempotency.get(slot) : undefined;
    let answer: Answer;
    if (!saved) {
      answer = execute(method, url, body, account);
      if (slot) idempotency.set(slot, { route, body, answer });
    } else if (saved.route === route && saved.body === body) {
      answer = saved.answer;
    } else {
      answer = {
        status: 400,
        body: {
          error: {
            type: "idempotency_error",
            message:
              "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          },
        },
      };
    }
    if (hang.armed) {
      hang.armed = false;
      hang.held.push(res); // done, but the answer never leaves: the client times out
      return;
    }
    send(res, answer);
  }

  const server = await startTestHttpServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(599).end(String(error));
    });
  });

  return {
    /** The Connect endpoint's signing secret: events on connected accounts. */
    webhookSecret,
    /** The platform account's own endpoint's signing secret: events on the platform's own payments. */
    platformWebhookSecret,
    requests,
    connect,
    /** Where the SDK reaches the fake (`stripeClient`'s host options). */
    api: { host: "127.0.0.1", port: server.port, protocol: "http" as const },
    /** The SDK pointed at the fake; a short timeout where a test waits for a lost answer. */
    client: (timeoutMs = 5_000) =>
      stripeClient({ secretKey: FAKE_SECRET_KEY, host: "127.0.0.1", port: server.port, protocol: "http", timeoutMs }),
    /** A connected account the platform may act for (Stripe-Account), with empty books. */
    addAccount: () => addAccount(),
    books: booksOf,
    /** A customer of `account` with a saved card, as a hosted payment that saved it leaves. */
    savedCard(account: FakeAccount) {
      const customer = booksOf(account).createCustomer({ email: "guest@example.com" });
      const card = booksOf(account).createPaymentMethod("card", customer.id);
      return { customerId: customer.id, paymentMethodId: card.id };
    },
    declineCard: (account: FakeAccount, paymentMethodId: string, declineCode = "insufficient_funds") =>
      booksOf(account).behaveOnCharge(paymentMethodId, { decline: declineCode } satisfies CardBehaviour),
    requireAuthentication: (account: FakeAccount, paymentMethodId: string) =>
      booksOf(account).behaveOnCharge(paymentMethodId, "requires_authentication"),
    /**
     * The payer pays on Stripe's page with a Stripe method type ("card", "ideal", …), or, on a
     * setup page, leaves a method of that type, which is saved at once.
     */
    completeCheckout: (account: FakeAccount, sessionId: string, type: string) =>
      booksOf(account).completeSession(sessionId, type),
    /** The payer leaves a method on a setup page, which the bank is still confirming (`settleSetup` ends that). */
    completeSetupPending: (account: FakeAccount, sessionId: string, type: string) =>
      booksOf(account).completeSetup(sessionId, type, "processing"),
    settleSetup: (account: FakeAccount, sessionId: string, outcome: "succeeded" | "failed") =>
      booksOf(account).settleSetup(sessionId, outcome),
    expireCheckout: (account: FakeAccount, sessionId: string) => booksOf(account).expireSession(sessionId),
    /** The next `count` requests get a 500 before anything is done. */
    failNext(count = 1) {
      failures = count;
    },
    /**
     * The next request is done but not answered, so the client times out. `stop` disarms it
     * (should the client have given up before its request even arrived) and drops what was held.
     */
    hangNextAnswer() {
      const current = { armed: true, held: [] as ServerResponse[] };
      hang = current;
      return {
        stop() {
          current.armed = false;
          for (const res of current.held) res.destroy();
        },
      };
    },
    /** Charges made or authorised on `account`: what a double charge would show. */
    moneyMoves: (account: FakeAccount) => booksOf(account).moneyMoves,
    /**
     * An event about one of `account`'s objects, as Stripe posts it: pretty JSON, signed at
     * `timestamp` by the endpoint that sends it (Connect's for a connected account, the
     * platform's own for the platform's objects, unless `secret` says otherwise).
     */
    signedEvent(
      account: FakeAccount,
      type: string,
      objectId: string,
      timestamp = Math.floor(Date.now() / 1000),
      secret?: string,
    ) {
      const object = booksOf(account).objects.get(objectId);
      if (!object) throw new Error(`fake Stripe has no ${objectId} on ${account ?? PLATFORM}`);
      return sign(account, type, object, timestamp, secret);
    },
    /**
     * `account.updated` about a connected account as it stands now (or with `body` laid over
     * it: what an old copy of the event, or a forged one, might claim), signed at `timestamp`.
     */
    signedAccountEvent(account: string, body: Json = {}, timestamp = Math.floor(Date.now() / 1000)) {
      return sign(account, "account.updated", { ...connect.v1Account(account), ...body }, timestamp);
    },
    close: () => server.close(),
  };

  /**
   * An event as Stripe posts it: pretty JSON, signed at `timestamp` with its endpoint's secret.
   * Only a connected account's events name their `account`.
   */
  function sign(account: FakeAccount, type: string, object: unknown, timestamp: number, secret?: string) {
    const event = {
      id: newId("evt"),
      object: "event",
      ...(account ? { account } : {}),
      api_version: Stripe.API_VERSION,
      created: timestamp,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const rawBody = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: secret ?? (account ? webhookSecret : platformWebhookSecret),
      timestamp,
    });
    return { eventId: event.id, rawBody, signature };
  }
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** A webhook request as our endpoint hands it to the reader. */
export function webhookRequest(rawBody: string, signature: string | null, receivedAt: Date): WebhookRequest {
  return { rawBody, header: (name) => (name.toLowerCase() === "stripe-signature" ? signature : null), receivedAt };
}
