import type { Lang } from "../i18n/languages.ts";
import type { DeviceParts } from "./describe-device.ts";

/**
 * The emails accounts send, by the messaging module's template keys, with what each
 * template needs. `url` is the link the email's button leads to.
 */
export type AuthEmails = {
  welcome: { name: string; url: string };
  "verify-email": { name: string; url: string };
  "password-reset": { name: string; url: string };
  "password-changed": { name: string; time: Date; url: string };
  /** `device` by name (deviceParts), `ip` as maskIp hides it (null: no address); the email puts them into words. */
  "new-sign-in": { name: string; device: DeviceParts; ip: string | null; time: Date; url: string };
};
export type AuthEmailTemplate = keyof AuthEmails;

/**
 * Hands an email to whatever delivers mail (the messaging module's enqueueEmail in the
 * app, a recorder in tests). Links carry single-use tokens, so never log `data`.
 */
export type SendAuthEmail = <K extends AuthEmailTemplate>(
  template: K,
  to: string,
  lang: Lang,
  data: AuthEmails[K],
) => Promise<void>;
