import { randomBytes } from "node:crypto";

/**
 * What the fake Mollie keeps: owners (one organisation with one website profile each, reached
 * by their OAuth tokens) and the payments, customers, mandates, captures and refunds made
 * through it, each belonging to one owner and one mode (test or live), as at Mollie.
 */
export type Mode = "test" | "live";
export type Json = Record<string, unknown>;
export type Amount = { currency: string; value: string };

export type FakeOwner = {
  id: string;
  profileId: string;
  profileStatus: "verified" | "unverified" | "blocked";
  onboarding: "needs-data" | "in-review" | "completed";
  canReceivePayments: boolean;
  /** Mollie's method ids enabled on the profile. */
  methods: string[];
};

export type FakePayment = {
  owner: string;
  mode: Mode;
  json: Json & {
    id: string;
    status: string;
    amount: Amount;
    sequenceType: string;
    captureMode?: string;
    customerId?: string;
    mandateId?: string;
    method: string | null;
  };
  /** The methods offered on the hosted page (the `method` array it was created with). */
  offered: string[];
};

export type FakeMandate = {
  owner: string;
  mode: Mode;
  customerId: string;
  json: Json & { id: string; status: string; method: string };
};

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString("hex")}`;
}

export function cents(amount: Amount | undefined): number {
  if (!amount) return 0;
  const [whole = "0", fraction = "0"] = amount.value.split(".");
  return Number(whole) * 100 + Number(fraction);
}

export function amountOf(value: number, currency: string): Amount {
  return { currency, value: `${Math.floor(value / 100)}.${String(value % 100).padStart(2, "0")}` };
}

export function isAmount(value: unknown): value is Amount {
  if (typeof value !== "object" || value === null) return false;
  const { currency, value: text } = value as Record<string, unknown>;
  return (currency === "EUR" || currency === "PLN") && typeof text === "string" && /^\d{1,9}\.\d{2}$/.test(text);
}

/** Which currencies each method takes at the fake Mollie (the methods list filters by them). */
export const METHOD_CURRENCIES: Record<string, string[]> = {
  creditcard: ["EUR", "PLN"],
  ideal: ["EUR"],
  bancontact: ["EUR"],
  przelewy24: ["EUR", "PLN"],
  blik: ["PLN"],
  directdebit: ["EUR"],
  paypal: ["EUR", "PLN"],
};

/** The payment as Mollie answers it, with the links the client and the payer use. */
export function paymentBody(payment: FakePayment, origin: string): Json {
  const { id, status } = payment.json;
  const checkout = status === "open" && payment.json.sequenceType !== "recurring";
  return {
    ...payment.json,
    mode: payment.mode,
    _links: {
      self: { href: `${origin}/v2/payments/${id}`, type: "application/hal+json" },
      dashboard: { href: `https://my.mollie.com/dashboard/payments/${id}`, type: "text/html" },
      ...(checkout
        ? { checkout: { href: `https://www.mollie.com/checkout/select-method/${id}`, type: "text/html" } }
        : {}),
    },
  };
}
