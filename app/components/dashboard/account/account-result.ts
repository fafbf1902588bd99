import type { DeviceParts } from "../../../../modules/accounts/describe-device.ts";
import type { Lang } from "../../../../modules/i18n/languages.ts";
import type { FormProblems } from "../../account/auth-messages.ts";

/** The forms of the account page; each posts its intent to the page's action. */
export const ACCOUNT_INTENTS = [
  "profile",
  "change-email",
  "resend-verification",
  "password",
  "two-factor-start",
  "two-factor-confirm",
  "two-factor-disable",
  "two-factor-codes",
  "sign-out",
  "sign-out-session",
  "delete-account",
  "cancel-deletion",
  "export-request",
  "billing-pay",
  "billing-cancel",
  "billing-method",
] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

export function isAccountIntent(value: unknown): value is AccountIntent {
  return typeof value === "string" && (ACCOUNT_INTENTS as readonly string[]).includes(value);
}

/** An authenticator-app enrolment in progress: shown until the first code confirms it. */
export type TwoFactorSetup = {
  /** The otpauth:// URI, posted back with the code so a wrong code shows the same QR again. */
  totpUri: string;
  /** The key for typing in by hand, in groups of four. */
  secret: string;
  /** The QR code of the URI as an SVG data URL, drawn on the server. */
  qrDataUrl: string;
};

/** What the account page's action answers: for which form, and how it went. */
export type AccountActionData =
  | {
      intent: AccountIntent;
      ok: true;
      /** change-email, resend-verification: where the link went. */
      sentTo?: string;
      /** two-factor-confirm, two-factor-codes: shown once. */
      backupCodes?: string[];
      /** two-factor-start: the QR code and key. */
      setup?: TwoFactorSetup;
      /** delete-account: the day everything goes (ISO). */
      deleteOn?: string;
    }
  | {
      intent: AccountIntent;
      ok: false;
      problems: FormProblems;
      /** What was typed, to fill in again (never a password). */
      values: Record<string, string>;
      setup?: TwoFactorSetup;
    };

/** The signed-in owner as the account page shows them. */
export type AccountView = {
  name: string;
  email: string;
  emailVerified: boolean;
  phoneNumber: string | null;
  lang: Lang;
  twoFactorEnabled: boolean;
};

/** A signed-in browser in the list: never its token, and only part of its address. */
export type SessionView = {
  id: string;
  device: DeviceParts;
  /** Masked, e.g. 203.0.113.x. */
  ip: string | null;
  createdAt: Date;
  lastActiveAt: Date;
  current: boolean;
  /** An administrator signed in as the owner (impersonation). */
  byAdmin: boolean;
};
