import { escapeHtml } from "../html/escape-html.ts";
import { decryptSecret, encryptSecret } from "./secret-box.ts";
import type { TemplateKey } from "./template-keys.ts";

/**
 * Emails whose link carries a single-use token: whoever reads the link can choose the
 * account's password or confirm (or change) its address. On a public origin such a link
 * is stored only encrypted, so the outbox the admins read never holds a usable one.
 */
const SECRET_LINK_TEMPLATES: ReadonlySet<TemplateKey> = new Set(["verify-email", "password-reset"]);

export function carriesSecretLink(template: TemplateKey): boolean {
  return SECRET_LINK_TEMPLATES.has(template);
}

/**
 * What the stored copy shows where the link goes: a path no page has, on the link's own
 * origin, so the email still renders as a whole (buttons, the footer naming the site).
 */
const STAND_IN_PATH = "/[link-hidden]";
const STAND_IN = /https?:\/\/[^\s"'<>/]+\/\[link-hidden\]/g;

export function secretLinkStandIn(url: string): string {
  return `${new URL(url).origin}${STAND_IN_PATH}`;
}

/** Whether a stored body shows the stand-in of a link it does not hold itself. */
export function hidesSecretLink(email: { html: string; text: string }): boolean {
  return new RegExp(STAND_IN.source).test(email.text) || new RegExp(STAND_IN.source).test(email.html);
}

// Bound to the row: a sealed link copied to another row does not open there.
const purpose = (outboxId: string) => `email-outbox.secret-link:${outboxId}`;

export function sealSecretLink(url: string, key: Buffer, outboxId: string): string {
  return encryptSecret(url, key, purpose(outboxId));
}

/** Throws SecretUnreadableError when the key changed since the link was sealed. */
export function openSecretLink(sealed: string, key: Buffer, outboxId: string): string {
  return decryptSecret(sealed, key, purpose(outboxId));
}

/** The email as the recipient gets it: the real link where the stand-in is. */
export function withSecretLink<E extends { html: string; text: string }>(email: E, url: string): E {
  return {
    ...email,
    html: email.html.replace(STAND_IN, () => escapeHtml(url)),
    text: email.text.replace(STAND_IN, () => url),
  };
}

/** The email as an admin sees it: a notice where the stand-in is (`notice` in the admin's language). */
export function withHiddenLinkNotice<E extends { html: string; text: string }>(email: E, notice: string): E {
  return {
    ...email,
    html: email.html.replace(STAND_IN, () => escapeHtml(notice)),
    text: email.text.replace(STAND_IN, () => notice),
  };
}
