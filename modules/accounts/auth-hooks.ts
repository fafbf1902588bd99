import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { Database } from "../../db/client.ts";
import { isLang } from "../i18n/languages.ts";
import { addressKey } from "../rate-limit/address-key.ts";
import { authInputHasControlCharacter } from "./auth-input-text.ts";
import { checkLimit, checkSignInLimits, type LimitVerdict } from "./auth-rate-limits.ts";
import { CLIENT_IP_HEADER } from "./client-ip-header.ts";
import { addKnownDevice, KNOWN_DEVICE_COOKIE, knownDeviceIds } from "./known-device.ts";
import { passwordProblems } from "./password-policy.ts";
import { isE164 } from "./phone-number.ts";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The error a refused password answers with: the reasons are codes the UI translates. */
export function weakPassword(reasons: string[]): APIError {
  return new APIError("BAD_REQUEST", { code: "weak_password", message: "Password is too weak", reasons });
}

function tooManyAttempts(verdict: Extract<LimitVerdict, { allowed: false }>): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { code: "TOO_MANY_ATTEMPTS", message: "Too many attempts", retryAfterSeconds: verdict.retryAfterSeconds },
    { "Retry-After": String(verdict.retryAfterSeconds) },
  );
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function clientIp(ctx: HookContext): string {
  return ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** The client the limits count: IPv6 by its /64, which one subscriber can rotate through. */
function limitAddress(ctx: HookContext): string {
  return addressKey(clientIp(ctx));
}

function checkPassword(password: unknown, email: string | null | undefined) {
  const problems = passwordProblems(text(password), { email });
  if (problems.length > 0) throw weakPassword(problems);
}

/** better-auth's cookie for a sign-in that waits for its second factor. */
const TWO_FACTOR_COOKIE = "two_factor";

/** Sign-in paths that end with a full session (the 2FA ones after the second factor). */
const SESSION_PATHS = new Set([
  "/sign-in/email",
  "/sign-in/phone-number",
  "/sign-up/email",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);

/**
 * Our rules around better-auth's endpoints. They run for HTTP calls to /api/auth/* and
 * for `auth.api.*` calls from pages alike:
 * - no control character in any text but a password (auth-input-text.ts): 400 CONTROL_CHARACTER;
 * - passwords: the policy of password-policy.ts on sign-up, reset, change and admin set;
 * - sign-in limits per (account, address), per address and per account (ADR 0004);
 * - a phone sign-in for an unknown number costs a hash like a wrong password does;
 * - a password change always ends the other sessions, and is mailed to the owner;
 * - a browser that completes a sign-in or a reset gets the remembered-device cookie;
 * - a new account gets the welcome mail, and a sign-in on a browser without that cookie
 *   for the account is mailed to its owner ("was this you?").
 */
export function authHooks(deps: {
  db: Database;
  knownDeviceMaxAge: number;
  /** After a successful password change (a reset has its own callback in better-auth). */
  onPasswordChanged: (person: { email: string; name: string }) => Promise<void>;
  /** After an owner signed up (and was signed in). */
  onSignedUp: (person: { email: string; name: string }) => Promise<void>;
  /** After a completed sign-in on a browser that never signed in to this account before. */
  onNewDevice: (
    person: { email: string; name: string },
    device: { userAgent: string | null; ip: string },
  ) => Promise<void>;
}) {
  const { db } = deps;
  /** Reset token → user id, from the before hook to the after hook of one request. */
  const resetting = new Map<string, string>();

  const knownDeviceCookie = (ctx: HookContext) =>
    ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, { maxAge: deps.knownDeviceMaxAge });

  async function knownIds(ctx: HookContext): Promise<string[]> {
    const value = await ctx.getSignedCookie(knownDeviceCookie(ctx).name, ctx.context.secret);
    return typeof value === "string" ? knownDeviceIds(value) : [];
  }

  async function limitSignIn(ctx: HookContext, identifier: string, findUserId: () => Promise<string | undefined>) {
    const verdict = await checkSignInLimits(db, {
      identifier,
      ip: limitAddress(ctx),
      knownDevice: async () => {
        const [ids, userId] = await Promise.all([knownIds(ctx), findUserId()]);
        return userId !== undefined && ids.includes(userId);
      },
    });
    if (!verdict.allowed) throw tooManyAttempts(verdict);
  }

  const before = createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (authInputHasControlCharacter(body) || authInputHasControlCharacter(ctx.query ?? {})) {
      throw new APIError("BAD_REQUEST", {
        code: "CONTROL_CHARACTER",
        message: "A text holds a control character",
      });
    }
    switch (ctx.path) {
      case "/sign-in/email": {
        const email = text(body.email).toLowerCase();
        await limitSignIn(ctx, email, async () => (await ctx.context.internalAdapter.findUserByEmail(email))?.user.id);
        return;
      }
      case "/sign-in/phone-number": {
        const phone = text(body.phoneNumber);
        const find = () =>
          ctx.context.adapter.findOne<{ id: string }>({
            model: "user",
            where: [{ field: "phoneNumber", value: phone }],
          });
        await limitSignIn(ctx, phone, async () => (await find())?.id);
        // The plugin answers an unknown number at once; hash first, as sign-in by email
        // does, so the answer takes as long as a wrong password.
        if (isE164(phone) && !(await find())) {
          await ctx.context.password.hash(text(body.password));
          throw APIError.from("UNAUTHORIZED", {
            code: "INVALID_PHONE_NUMBER_OR_PASSWORD",
            message: "Invalid phone number or password",
          });
        }
        return;
      }
      case "/sign-up/email": {
        const verdict = await checkLimit(db, "signUpIp", limitAddress(ctx));
        if (!verdict.allowed) throw tooManyAttempts(verdict);
        if (body.lang !== undefined && !isLang(body.lang)) {
          throw new APIError("BAD_REQUEST", { code: "INVALID_LANG", message: "lang must be nl, en or pl" });
        }
        checkPassword(body.password, text(body.email));
        return;
      }
      case "/request-password-reset": {
        const ip = await checkLimit(db, "resetRequestIp", limitAddress(ctx));
        if (!ip.allowed) throw tooManyAttempts(ip);
        // Past the per-address cap the answer stays the usual one, but no mail goes out:
        // nobody can flood an inbox, and nobody learns whether the account exists.
        const perAccount = await checkLimit(db, "resetRequestAccount", text(body.email));
        if (!perAccount.allowed) {
          return ctx.json({
            status: true,
            message: "If this email exists in our system, check your email for the reset link",
          });
        }
        return;
      }
      case "/reset-password": {
        const token = text(body.token);
        const found = token ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`) : null;
        const person = found ? await ctx.context.internalAdapter.findUserById(found.value) : null;
        checkPassword(body.newPassword, person?.email);
        if (person) resetting.set(token, person.id);
        return;
      }
      case "/change-password": {
        const current = ctx.context.session ?? (await getSessionFromCtx(ctx));
        checkPassword(body.newPassword, current?.user.email);
        // A changed password ends every other session, whatever the caller asked.
        return { context: { body: { ...body, revokeOtherSessions: true } } };
      }
      case "/admin/create-user":
        checkPassword(body.password, text(body.email));
        return;
      case "/admin/set-user-password": {
        const person = await ctx.context.internalAdapter.findUserById(text(body.userId));
        checkPassword(body.newPassword, person?.email);
        return;
      }
      default:
        return;
    }
  });

  async function rememberDevice(ctx: HookContext, userId: string) {
    const cookie = knownDeviceCookie(ctx);
    const value = addKnownDevice(await knownIds(ctx), userId);
    await ctx.setSignedCookie(cookie.name, value, ctx.context.secret, cookie.attributes);
  }

  /**
   * A second-factor code ends a sign-in only when the browser brought the pending sign-in's
   * cookie; the same endpoint also confirms a factor being switched on by someone signed in.
   */
  async function completesSignIn(ctx: HookContext): Promise<boolean> {
    if (!ctx.path?.startsWith("/two-factor/")) return true;
    const pending = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
    return Boolean(await ctx.getSignedCookie(pending.name, ctx.context.secret));
  }

  const after = createAuthMiddleware(async (ctx) => {
    if (ctx.path === "/change-password") {
      const person = ctx.context.session?.user;
      if (person && !(ctx.context.returned instanceof Error)) await deps.onPasswordChanged(person);
      return;
    }
    if (ctx.path === "/reset-password") {
      const token = text((ctx.body as Record<string, unknown> | undefined)?.token);
      const userId = resetting.get(token);
      resetting.delete(token);
      if (userId && !(ctx.context.returned instanceof Error)) await rememberDevice(ctx, userId);
      return;
    }
    if (!ctx.path || !SESSION_PATHS.has(ctx.path)) return;
    const fresh = ctx.context.newSession;
    // With a second factor pending, the device is remembered after that factor.
    if (!fresh || (ctx.path.startsWith("/sign-in/") && fresh.user.twoFactorEnabled === true)) return;
    if (ctx.path === "/sign-up/email") {
      await deps.onSignedUp(fresh.user);
    } else if ((await completesSignIn(ctx)) && !(await knownIds(ctx)).includes(fresh.user.id)) {
      await deps.onNewDevice(fresh.user, { userAgent: ctx.headers?.get("user-agent") ?? null, ip: clientIp(ctx) });
    }
    await rememberDevice(ctx, fresh.user.id);
  });

  return { before, after };
}
