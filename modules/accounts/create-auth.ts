import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, phoneNumber, twoFactor } from "better-auth/plugins";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import type { Database } from "../../db/client.ts";
import { account, session, twoFactor as twoFactorTable, user, verification } from "../../db/schema.ts";
import { DEFAULT_LANG, isLang } from "../i18n/languages.ts";
import { hitRateLimit, rateLimitKey } from "../rate-limit/hit-rate-limit.ts";
import type { SendAuthEmail } from "./auth-email.ts";
import { authHooks } from "./auth-hooks.ts";
import { AUTH_DURATIONS, VERIFIED_CALLBACK_PATH } from "./auth-settings.ts";
import { CLIENT_IP_HEADER } from "./client-ip-header.ts";
import { deviceParts } from "./describe-device.ts";
import { maskIp } from "./mask-ip.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy.ts";
import { isE164 } from "./phone-number.ts";

export type AuthLog = {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type CreateAuthOptions = {
  db: Database;
  /** AUTH_SECRET: signs cookies, encrypts TOTP secrets and backup codes. */
  secret: string;
  /** The public origin, e.g. https://vayvista.nl; links in emails start with it. */
  origin: string;
  sendEmail: SendAuthEmail;
  log?: AuthLog;
};

function langOf(person: object): "nl" | "en" | "pl" {
  const lang = (person as { lang?: unknown }).lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/**
 * The one better-auth instance of the app: email + password (and phone + password),
 * sessions in the database, TOTP with backup codes, roles owner|admin. Hooks add our
 * password rules and sign-in limits (auth-hooks.ts). Created once at start-up.
 */
export function createAuth(options: CreateAuthOptions) {
  const { db, origin, sendEmail, log } = options;
  const secure = origin.startsWith("https://");
  // "Was this not you? Reset your password": sent after every reset and change.
  const notifyPasswordChanged = (person: { email: string; name: string }) =>
    sendEmail("password-changed", person.email, langOf(person), {
      name: person.name,
      time: new Date(),
      url: `${origin}/login?mode=forgot`,
    });
  // Notices, not part of the sign-in: one that cannot be queued is logged, and the person
  // still gets in.
  const notice = async (template: string, send: () => Promise<void>) => {
    try {
      await send();
    } catch (error) {
      log?.error({ template, err: error instanceof Error ? error.message : String(error) }, "email not queued");
    }
  };
  const welcome = (person: { email: string; name: string }) =>
    notice("welcome", () =>
      sendEmail("welcome", person.email, langOf(person), { name: person.name, url: `${origin}/dashboard` }),
    );
  // "Was this you?" with a link to choose a new password, which also ends every session.
  const notifyNewDevice = (
    person: { email: string; name: string },
    device: { userAgent: string | null; ip: string },
  ) => {
    const lang = langOf(person);
    return notice("new-sign-in", () =>
      sendEmail("new-sign-in", person.email, lang, {
        name: person.name,
        device: deviceParts(device.userAgent),
        ip: maskIp(device.ip),
        time: new Date(),
        url: `${origin}/login?mode=forgot`,
      }),
    );
  };
  return betterAuth({
    appName: "VayVista",
    baseURL: origin,
    basePath: "/api/auth",
    secret: options.secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
      transaction: true,
    }),
    telemetry: { enabled: false },
    logger: log
      ? {
          level: "warn",
          // better-auth's own messages; they name no person (its info-level lines do, so
          // those stay off).
          log: (level, message) =>
            level === "error" ? log.error({ auth: true }, message) : log.warn({ auth: true }, message),
        }
      : { disabled: true },
    advanced: {
      database: { generateId: "uuid" },
      cookiePrefix: "vv",
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
      // The server sets this header itself (never the client's), see server/auth/.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    user: {
      additionalFields: {
        lang: { type: "string", required: false, defaultValue: DEFAULT_LANG, input: true },
      },
    },
    session: {
      expiresIn: AUTH_DURATIONS.session,
      updateAge: AUTH_DURATIONS.sessionRefresh,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: AUTH_DURATIONS.resetLink,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user: person }) => {
        await notifyPasswordChanged(person);
      },
      sendResetPassword: async ({ user: person, token }) => {
        const url = `${origin}/login/reset?token=${encodeURIComponent(token)}`;
        await sendEmail("password-reset", person.email, langOf(person), { name: person.name, url });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: AUTH_DURATIONS.verifyLink,
      sendVerificationEmail: async ({ user: person, token }) => {
        const callback = encodeURIComponent(VERIFIED_CALLBACK_PATH);
        const url = `${origin}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${callback}`;
        await sendEmail("verify-email", person.email, langOf(person), { name: person.name, url });
      },
    },
    // better-auth's per-endpoint limits for /api/auth/*, counted in the database so every
    // instance shares them. Sign-in limits of our own run in the hooks for every caller.
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customStorage: {
        consume: async (key, rule) => {
          const result = await hitRateLimit(db, rateLimitKey("auth-api", key), {
            limit: rule.max,
            windowSeconds: rule.window,
          });
          return { allowed: result.allowed, retryAfter: result.allowed ? null : result.retryAfterSeconds };
        },
      },
    },
    plugins: [
      admin({
        roles: { admin: adminAc, owner: userAc },
        defaultRole: "owner",
        adminRoles: ["admin"],
      }),
      phoneNumber({
        phoneNumberValidator: isE164,
        // No SMS provider: numbers are confirmed by their owner in the profile, so the
        // one-time-code endpoints are switched off (disabledPaths below).
        sendOTP: () => {
          throw new Error("VayVista sends no SMS");
        },
      }),
      twoFactor({
        issuer: "VayVista",
        trustDeviceMaxAge: AUTH_DURATIONS.trustedTwoFactorDevice,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    disabledPaths: [
      "/phone-number/send-otp",
      "/phone-number/verify",
      "/phone-number/request-password-reset",
      "/phone-number/reset-password",
      "/two-factor/send-otp",
      "/two-factor/verify-otp",
    ],
    hooks: authHooks({
      db,
      knownDeviceMaxAge: AUTH_DURATIONS.knownDevice,
      onPasswordChanged: notifyPasswordChanged,
      onSignedUp: welcome,
      onNewDevice: notifyNewDevice,
    }),
  });
}

export type Auth = ReturnType<typeof createAuth>;
