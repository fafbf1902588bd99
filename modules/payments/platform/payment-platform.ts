import type Stripe from "stripe";
import type { MollieClient } from "../mollie/mollie-client.ts";
import type { CredentialField, MolliePlatformCredentials, PlatformCredentials } from "./platform-credentials.ts";

/** Mollie Connect as the platform has it: our app, where its OAuth sends owners back, and a client per owner token. */
export type MollieConnectApp = MolliePlatformCredentials & {
  /** Where Mollie sends the owner back with a code; registered with the app, sent again on every token call. */
  redirectUri: string;
  /** Another token endpoint (the tests' fake Mollie); Mollie's own when left out. */
  tokenUrl?: string;
  /** The official client acting for one owner (their access token), in the platform's mode. */
  client(accessToken: string): MollieClient;
};

/**
 * The platform's side of the providers, as the process has it now (made in
 * server/payments/payment-platform.ts): the credentials from the environment or the admin's
 * settings, read again after a short while so a change at /admin/settings/payments reaches
 * every instance, and the clients made with them.
 */
export type PaymentPlatform = {
  credentials(): Promise<PlatformCredentials>;
  /** The platform's Stripe client (owners' connected accounts and the platform's own), or null while no secret key is set. */
  stripe(): Promise<Stripe | null>;
  /** Mollie Connect, or null while the app's id or secret is missing. */
  mollie(): Promise<MollieConnectApp | null>;
  /** The client of the platform's own Mollie account (its API key: owners' subscriptions), or null while no key is set. */
  mollieOwnAccount(): Promise<MollieClient | null>;
  /** The settings the environment sets (they win over the admin's, who can then not change them). */
  fromEnvironment: Record<CredentialField | "mollieTestmode", boolean>;
  /** Whether owners may connect the embedded test provider (PAYMENTS_TEST_PROVIDER, or a local origin). */
  testProvider: boolean;
  /** Forgets what was read, after the admin saved new credentials on this instance. */
  forget(): void;
};
