import type Stripe from "stripe";
import type { Database } from "../../db/client.ts";
import { type MollieClient, mollieClient } from "../../modules/payments/mollie/mollie-client.ts";
import { MOLLIE_CALLBACK_PATH } from "../../modules/payments/platform/connect-paths.ts";
import type { MollieConnectApp, PaymentPlatform } from "../../modules/payments/platform/payment-platform.ts";
import {
  CREDENTIAL_FIELDS,
  type CredentialField,
  effectiveCredentials,
  type PaymentCredentialsFromEnv,
  type PlatformCredentials,
} from "../../modules/payments/platform/platform-credentials.ts";
import { loadStoredCredentials } from "../../modules/payments/platform/platform-settings.ts";
import { stripeClient } from "../../modules/payments/stripe/stripe-client.ts";

/** How long the credentials read are used before they are read again: a change reaches every instance within this. */
export const CREDENTIALS_CACHE_MS = 15_000;
/** How long one Stripe call may take (a guest's "pay now" waits for it). */
const STRIPE_TIMEOUT_MS = 10_000;

export type PaymentPlatformOptions = {
  db: Database;
  secretsKey: Buffer;
  /** What the environment sets (server/config.ts paymentEnv): it wins over the admin's settings. */
  env: PaymentCredentialsFromEnv;
  testProvider: boolean;
  /** The public origin: Mollie sends owners back to it. */
  origin: string;
  /** Tests only: the fake Stripe and Mollie the tests start, instead of the providers' own hosts. */
  providerHosts?: {
    stripe?: { host: string; port: number; protocol: "http" | "https" };
    mollie?: { apiEndpoint: string; tokenUrl: string };
  };
  /** Told which saved credentials no longer open (SECRETS_KEY changed): they count as not set. */
  onUnreadable?: (fields: string[]) => void;
  now?: () => number;
};

/**
 * The platform's side of the providers for this process: the credentials read per use, kept
 * for CREDENTIALS_CACHE_MS (and dropped at once when the admin saves here), and the clients
 * made with them, made again only when a credential changed.
 */
export function createPaymentPlatform(options: PaymentPlatformOptions): PaymentPlatform {
  const now = options.now ?? Date.now;
  let cached: { readAt: number; credentials: Promise<PlatformCredentials> } | null = null;
  let stripe: { secretKey: string; client: Stripe } | null = null;
  let mollieOwn: { apiKey: string; client: MollieClient } | null = null;

  async function read(): Promise<PlatformCredentials> {
    const { credentials, unreadable } = await loadStoredCredentials(options.db, options.secretsKey);
    if (unreadable.length > 0) options.onUnreadable?.(unreadable);
    return effectiveCredentials(options.env, credentials);
  }

  function credentials(): Promise<PlatformCredentials> {
    if (!cached || now() - cached.readAt > CREDENTIALS_CACHE_MS) {
      const reading = read();
      const entry = { readAt: now(), credentials: reading };
      cached = entry;
      // A failed read (the database away) is not kept: the next use reads again.
      reading.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.credentials;
  }

  return {
    credentials,
    fromEnvironment: {
      ...(Object.fromEntries(CREDENTIAL_FIELDS.map((field) => [field, options.env[field] !== undefined])) as Record<
        CredentialField,
        boolean
      >),
      mollieTestmode: options.env.mollieTestmode !== undefined,
    },
    testProvider: options.testProvider,
    forget() {
      cached = null;
    },
    async stripe() {
      const found = (await credentials()).stripe;
      if (!found) return null;
      if (stripe?.secretKey !== found.secretKey) {
        const host = options.providerHosts?.stripe;
        stripe = {
          secretKey: found.secretKey,
          client: stripeClient({ secretKey: found.secretKey, timeoutMs: STRIPE_TIMEOUT_MS, ...host }),
        };
      }
      return stripe.client;
    },
    async mollieOwnAccount(): Promise<MollieClient | null> {
      const apiKey = (await credentials()).mollieApiKey;
      if (!apiKey) return null;
      if (mollieOwn?.apiKey !== apiKey) {
        const apiEndpoint = options.providerHosts?.mollie?.apiEndpoint;
        mollieOwn = { apiKey, client: mollieClient({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) }) };
      }
      return mollieOwn.client;
    },
    async mollie(): Promise<MollieConnectApp | null> {
      const found = (await credentials()).mollie;
      if (!found) return null;
      const hosts = options.providerHosts?.mollie;
      return {
        ...found,
        redirectUri: new URL(MOLLIE_CALLBACK_PATH, options.origin).href,
        ...(hosts ? { tokenUrl: hosts.tokenUrl } : {}),
        client: (accessToken) =>
          mollieClient({
            accessToken,
            testmode: found.testmode,
            ...(hosts ? { apiEndpoint: hosts.apiEndpoint } : {}),
          }),
      };
    },
  };
}
