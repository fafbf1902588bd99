import { data, type RouterContextProvider } from "react-router";
import type { SessionUser } from "../../../../modules/accounts/account-services.ts";
import { hitRateLimit, rateLimitKey } from "../../../../modules/rate-limit/hit-rate-limit.ts";
import type { FormProblems, Message } from "../../../components/account/auth-messages.ts";
import type {
  AccountActionData,
  AccountIntent,
  TwoFactorSetup,
} from "../../../components/dashboard/account/account-result.ts";
import { type AppServices, services } from "../../../context.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";

/** Everything an account form's handler needs about the request it answers. */
export type AccountRequest = {
  request: Request;
  user: SessionUser;
  sessionId: string;
  /** Null while the owner has not finished onboarding. */
  siteName: string | null;
  app: AppServices;
  /** Headers for `auth.api.*` calls made for this browser. */
  authHeaders: Headers;
};

/**
 * The account page's request, through the owner guard: the signed-in person with their
 * site (if any; an owner without one reaches the page too) and this browser's session.
 */
export async function accountRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AccountRequest> {
  const { user, session, site } = await requireOwner(request, context, "optional");
  const app = services(context);
  return {
    request,
    user,
    sessionId: session.id,
    siteName: site?.siteName ?? null,
    app,
    authHeaders: app.accounts.headersFor(request),
  };
}

type Init = { status?: number; headers?: Headers };

export function succeeded(
  intent: AccountIntent,
  extra: Omit<Extract<AccountActionData, { ok: true }>, "intent" | "ok"> = {},
  init: Init = {},
) {
  return data<AccountActionData>({ intent, ok: true, ...extra }, { status: 200, ...init });
}

export function refused(
  intent: AccountIntent,
  problems: FormProblems,
  opts: { values?: Record<string, string>; setup?: TwoFactorSetup; status?: number; headers?: Headers } = {},
) {
  const body: AccountActionData = { intent, ok: false, problems, values: opts.values ?? {} };
  if (opts.setup) body.setup = opts.setup;
  return data<AccountActionData>(body, { status: opts.status ?? 400, headers: opts.headers });
}

/** Problems beside fields; empty when every field is fine. */
export type FieldProblems = Record<string, Message[]>;

export function hasProblems(fields: FieldProblems): boolean {
  return Object.keys(fields).length > 0;
}

/**
 * Limits on what a signed-in browser may try: a stolen session must not be a way to guess
 * the password or a fresh authenticator code, nor to send mail to any address.
 */
const LIMITS = {
  password: { limit: 10, windowSeconds: 15 * 60 },
  code: { limit: 10, windowSeconds: 15 * 60 },
  email: { limit: 5, windowSeconds: 60 * 60 },
} as const;

/** null when allowed, else the message that says how long to wait. */
export async function attemptAllowed(account: AccountRequest, kind: keyof typeof LIMITS): Promise<Message | null> {
  const verdict = await hitRateLimit(account.app.db, rateLimitKey(`account-${kind}`, account.user.id), LIMITS[kind]);
  if (verdict.allowed) return null;
  return {
    key: "auth.errors.tooManyAttempts",
    params: { count: Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60)) },
  };
}

export const WRONG_PASSWORD: Message = { key: "dashboard.account.errors.wrongPassword" };
export const SERVER_ERROR: Message = { key: "auth.errors.server" };
