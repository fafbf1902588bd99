/**
 * The platform's own credentials at the payment providers: never an owner's. Stripe: the
 * platform's secret key (every owner's account is reached through it, and the platform's own
 * account is charged with it), the signing secret of its Connect webhook endpoint (events on
 * owners' accounts) and that of its own account's endpoint (owners' subscriptions, ADR 0023);
 * Mollie Connect: our app's client id and secret (owners' tokens are theirs, kept on their
 * payment account) and whether owners' payments are made in test mode; Mollie for the
 * platform's own account: its API key (live_… or test_…, whose mode the key itself fixes).
 */
export type StripePlatformCredentials = {
  secretKey: string;
  /** The Connect endpoint's signing secret: events on owners' connected accounts. */
  webhookSecret: string | null;
  /** The platform account's own endpoint's signing secret: events on the platform's own payments. */
  platformWebhookSecret: string | null;
};
export type MolliePlatformCredentials = { clientId: string; clientSecret: string; testmode: boolean };
export type PlatformCredentials = {
  /** Null until the platform's secret key is set: owners cannot connect Stripe then, nor pay the platform by Stripe. */
  stripe: StripePlatformCredentials | null;
  /** Null until both the app's id and secret are set. */
  mollie: MolliePlatformCredentials | null;
  /** The platform's own Mollie API key; null until set: owners cannot pay the platform by Mollie then. */
  mollieApiKey: string | null;
};

/** The secret settings, by name: each is set in the environment or saved by the admin. */
export const CREDENTIAL_FIELDS = [
  "stripeSecretKey",
  "stripeWebhookSecret",
  "mollieClientId",
  "mollieClientSecret",
  "stripePlatformWebhookSecret",
  "mollieApiKey",
] as const;
export type CredentialField = (typeof CREDENTIAL_FIELDS)[number];

/** The environment variable of each setting (server/config.ts reads them). */
export const CREDENTIAL_ENV_NAMES: Record<CredentialField | "mollieTestmode", string> = {
  stripeSecretKey: "STRIPE_SECRET_KEY",
  stripeWebhookSecret: "STRIPE_WEBHOOK_SECRET",
  mollieClientId: "MOLLIE_CLIENT_ID",
  mollieClientSecret: "MOLLIE_CLIENT_SECRET",
  stripePlatformWebhookSecret: "STRIPE_PLATFORM_WEBHOOK_SECRET",
  mollieApiKey: "MOLLIE_API_KEY",
  mollieTestmode: "MOLLIE_TESTMODE",
};

/**
 * What each setting looks like (the admin's form and server/config.ts both check it), so a
 * value pasted into the wrong field is refused before anything is called with it.
 */
export const CREDENTIAL_PATTERNS: Record<CredentialField, RegExp> = {
  // A restricted key (rk_…) with the permissions Connect needs works as well.
  stripeSecretKey: /^(sk|rk)_(live|test)_[A-Za-z0-9]{8,250}$/,
  stripeWebhookSecret: /^whsec_[A-Za-z0-9+/=]{8,250}$/,
  mollieClientId: /^app_[A-Za-z0-9]{4,100}$/,
  mollieClientSecret: /^[\x21-\x7e]{8,250}$/,
  stripePlatformWebhookSecret: /^whsec_[A-Za-z0-9+/=]{8,250}$/,
  // Mollie's own clients check `^(live|test)_\w{30,}$`; the upper bound keeps pasted text short.
  mollieApiKey: /^(live|test)_\w{30,100}$/,
};

/** What the environment sets; undefined leaves the admin's saved setting in force. */
export type PaymentCredentialsFromEnv = Partial<Record<CredentialField, string>> & { mollieTestmode?: boolean };

/** What the admin saved, decrypted. */
export type StoredCredentials = Partial<Record<CredentialField, string>> & { mollieTestmode: boolean };

/** Each setting from the environment where it is set there, else as the admin saved it. */
export function effectiveCredentials(env: PaymentCredentialsFromEnv, stored: StoredCredentials): PlatformCredentials {
  const pick = (field: CredentialField) => env[field] ?? stored[field] ?? null;
  const secretKey = pick("stripeSecretKey");
  const clientId = pick("mollieClientId");
  const clientSecret = pick("mollieClientSecret");
  return {
    stripe: secretKey
      ? {
          secretKey,
          webhookSecret: pick("stripeWebhookSecret"),
          platformWebhookSecret: pick("stripePlatformWebhookSecret"),
        }
      : null,
    mollie:
      clientId && clientSecret
        ? { clientId, clientSecret, testmode: env.mollieTestmode ?? stored.mollieTestmode }
        : null,
    mollieApiKey: pick("mollieApiKey"),
  };
}
