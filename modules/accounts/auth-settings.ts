/**
 * Durations and paths of the account flows, apart from create-auth.ts so pages can import
 * them without pulling better-auth into the page bundle.
 */
const DAY = 24 * 60 * 60;

/** How long things last, in seconds. */
export const AUTH_DURATIONS = {
  /** Sliding: every day of use pushes the end out again. */
  session: 30 * DAY,
  sessionRefresh: DAY,
  resetLink: 30 * 60,
  verifyLink: DAY,
  /** A browser that signed in keeps passing the per-account cap this long (ADR 0004). */
  knownDevice: 180 * DAY,
  trustedTwoFactorDevice: 30 * DAY,
} as const;

/** Where the verification link lands once better-auth has checked it. */
export const VERIFIED_CALLBACK_PATH = "/login?verified=1";
