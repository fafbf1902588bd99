import type { Lang } from "../i18n/languages.ts";

/** The emails accounts send; the messaging module renders each in the person's language. */
export type AuthEmailTemplate = "auth.verify-email" | "auth.reset-password";

export type AuthEmailData = { name: string; url: string };

/**
 * Hands an email to whatever delivers mail (the messaging module's enqueueEmail in the
 * app, a recorder in tests). Links carry single-use tokens, so never log `data`.
 */
export type SendAuthEmail = (template: AuthEmailTemplate, to: string, lang: Lang, data: AuthEmailData) => Promise<void>;
