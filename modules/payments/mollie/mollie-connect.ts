import { ProfileStatus } from "@mollie/api-client";
import type { SiteCurrency } from "../../pricing/currencies.ts";
import { PAYMENT_METHODS, type PaymentMethod } from "../payment-methods.ts";
import type { MollieClient } from "./mollie-client.ts";
import { ourMethod } from "./mollie-mapping.ts";

/**
 * Mollie Connect: an owner authorises our app on Mollie's own page, and we act for them with
 * an access token (an hour) renewed by a refresh token (until revoked). The tokens are only
 * returned here: the caller encrypts them before they are stored, and nothing here logs them
 * or puts them, the client secret or the code into an error.
 */
export const MOLLIE_AUTHORIZE_URL = "https://my.mollie.com/oauth2/authorize";
export const MOLLIE_TOKEN_URL = "https://api.mollie.com/oauth2/tokens";
const TOKEN_TIMEOUT_MS = 10_000;

/**
 * Every permission the adapter uses, asked for at once: a scope added later would make every
 * connected owner authorise again. Payments and refunds (and reading the methods), customers
 * and mandates for a balance charged without the guest, and the account's profiles,
 * organisation and onboarding for the settings page.
 */
export const MOLLIE_SCOPES = [
  "payments.read",
  "payments.write",
  "refunds.read",
  "refunds.write",
  "customers.read",
  "customers.write",
  "mandates.read",
  "mandates.write",
  "profiles.read",
  "organizations.read",
  "onboarding.read",
] as const;

export type MollieTokens = { accessToken: string; refreshToken: string; expiresAt: Date };

export type MollieConnectErrorCode = "invalid_code" | "rejected" | "unavailable" | "unreachable" | "bad_response";

/** The token call failed; `code` says whether to ask the owner to connect again (`rejected`) or to retry later. */
export class MollieConnectError extends Error {
  readonly code: MollieConnectErrorCode;
  /** Mollie's OAuth error (`invalid_grant`, …), when it gave one. */
  readonly oauthError: string | null;
  constructor(code: MollieConnectErrorCode, oauthError: string | null = null) {
    super(`Mollie Connect: ${code}${oauthError ? ` (${oauthError})` : ""}`);
    this.name = "MollieConnectError";
    this.code = code;
    this.oauthError = oauthError;
  }
}

/** The page the owner is sent to; `state` (ours, unguessable, tied to their session) comes back with the code. */
export function authorizeUrl(input: { clientId: string; redirectUri: string; state: string }): string {
  const url = new URL(MOLLIE_AUTHORIZE_URL);
  url.search = new URLSearchParams({
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    state: input.state,
    scope: MOLLIE_SCOPES.join(" "),
    response_type: "code",
    approval_prompt: "auto",
  }).toString();
  return url.toString();
}

type TokenCall = {
  clientId: string;
  clientSecret: string;
  /** Another token endpoint (the tests' fake Mollie). */
  tokenUrl?: string;
  timeoutMs?: number;
  now?: Date;
};

/** The code Mollie sent the owner back with, for the owner's first tokens. */
export async function exchangeCode(input: TokenCall & { code: string; redirectUri: string }): Promise<MollieTokens> {
  // The code arrives in a query string anyone can type: only a plausible one is sent on.
  if (!/^[A-Za-z0-9_.-]{1,512}$/.test(input.code)) throw new MollieConnectError("invalid_code");
  return tokenRequest(input, { grant_type: "authorization_code", code: input.code, redirect_uri: input.redirectUri });
}

/**
 * A new access token. Mollie's refresh token stays valid (one given back replaces it); the
 * redirect URI the code was exchanged with must be sent again.
 */
export async function refreshAccessToken(
  input: TokenCall & { refreshToken: string; redirectUri: string },
): Promise<MollieTokens> {
  return tokenRequest(input, {
    grant_type: "refresh_token",
    refresh_token: input.refreshToken,
    redirect_uri: input.redirectUri,
  });
}

async function tokenRequest(call: TokenCall, form: Record<string, string>): Promise<MollieTokens> {
  const requestedAt = call.now ?? new Date();
  let response: Response;
  try {
    response = await fetch(call.tokenUrl ?? MOLLIE_TOKEN_URL, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${call.clientId}:${call.clientSecret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(call.timeoutMs ?? TOKEN_TIMEOUT_MS),
      redirect: "error",
    });
  } catch {
    throw new MollieConnectError("unreachable");
  }
  const body = await readJson(response);
  if (response.status >= 500) throw new MollieConnectError("unavailable");
  if (!response.ok) throw new MollieConnectError("rejected", oauthErrorOf(body));
  const { access_token, refresh_token, expires_in } = body ?? {};
  const refreshToken = refresh_token ?? form.refresh_token;
  if (typeof access_token !== "string" || typeof refreshToken !== "string" || !Number.isSafeInteger(expires_in)) {
    throw new MollieConnectError("bad_response");
  }
  return {
    accessToken: access_token,
    refreshToken,
    expiresAt: new Date(requestedAt.getTime() + Number(expires_in) * 1000),
  };
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = JSON.parse(await response.text());
    return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function oauthErrorOf(body: Record<string, unknown> | null): string | null {
  const error = body?.error;
  return typeof error === "string" && /^[a-z_]{1,40}$/.test(error) ? error : null;
}

export type MollieAccountStatus = {
  /** The owner's Mollie organisation (`org_…`) and its name: which account is connected. */
  organization: { id: string; name: string };
  /** Onboarding lets the account receive payments and it has a verified website profile. */
  canTakePayments: boolean;
  /** Our methods enabled on that profile for `currency`, in the order guests see them. */
  methods: PaymentMethod[];
  /** The profile payments are made on (a verified one first); null while the account has none. */
  profileId: string | null;
};

/** What the owner's settings page shows: the organisation, its onboarding, its profiles and their enabled methods. */
export async function accountStatus(
  client: MollieClient,
  options: { currency: SiteCurrency },
): Promise<MollieAccountStatus> {
  const [current, onboarding, profiles] = await Promise.all([
    client.organizations.getCurrent(),
    client.onboarding.get(),
    client.profiles.page(),
  ]);
  const organization = { id: current.id, name: current.name };
  const profile =
    profiles.find((p) => p.status === ProfileStatus.verified) ??
    profiles.find((p) => p.status !== ProfileStatus.blocked) ??
    null;
  if (!profile) return { organization, canTakePayments: false, methods: [], profileId: null };
  // An amount in the site's currency, or Mollie lists the methods for euros only.
  const enabled = await client.methods.list({
    profileId: profile.id,
    amount: { currency: options.currency, value: "100.00" },
  });
  const ours = new Set(enabled.map((method) => ourMethod(method.id)));
  return {
    organization,
    canTakePayments: onboarding.canReceivePayments && profile.status === ProfileStatus.verified,
    methods: PAYMENT_METHODS.filter((method) => ours.has(method)),
    profileId: profile.id,
  };
}
