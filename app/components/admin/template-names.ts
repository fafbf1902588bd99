import type { TemplateKey } from "../../../modules/messaging/template-keys.ts";

/** Each email's name in the admin area. */
export const TEMPLATE_NAME_KEYS = {
  welcome: "admin.templates.names.welcome",
  "verify-email": "admin.templates.names.verifyEmail",
  "password-reset": "admin.templates.names.passwordReset",
  "password-changed": "admin.templates.names.passwordChanged",
  "new-sign-in": "admin.templates.names.newSignIn",
  "site-live": "admin.templates.names.siteLive",
  "support-request": "admin.templates.names.supportRequest",
  "support-reply": "admin.templates.names.supportReply",
} as const satisfies Record<TemplateKey, string>;

export const TEMPLATE_PURPOSE_KEYS = {
  welcome: "admin.templates.purposes.welcome",
  "verify-email": "admin.templates.purposes.verifyEmail",
  "password-reset": "admin.templates.purposes.passwordReset",
  "password-changed": "admin.templates.purposes.passwordChanged",
  "new-sign-in": "admin.templates.purposes.newSignIn",
  "site-live": "admin.templates.purposes.siteLive",
  "support-request": "admin.templates.purposes.supportRequest",
  "support-reply": "admin.templates.purposes.supportReply",
} as const satisfies Record<TemplateKey, string>;

/** A template's name for a key read from the outbox (which may hold keys of older versions). */
export function templateNameKey(key: string) {
  return key in TEMPLATE_NAME_KEYS ? TEMPLATE_NAME_KEYS[key as TemplateKey] : null;
}
