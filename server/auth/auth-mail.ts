import type { Database } from "../../db/client.ts";
import type { AuthEmails, AuthEmailTemplate, SendAuthEmail } from "../../modules/accounts/auth-email.ts";
import type { Lang } from "../../modules/i18n/languages.ts";
import { type EnqueueEmailInput, enqueueEmail } from "../../modules/messaging/enqueue-email.ts";
import { addressText, deviceText } from "../../modules/messaging/sign-in-values.ts";
import type { TemplateData } from "../../modules/messaging/template-keys.ts";

/** An account email's data as its template takes it: a sign-in's device and address in words. */
type Written = {
  [K in AuthEmailTemplate]: K extends "new-sign-in"
    ? Omit<AuthEmails[K], "device" | "ip"> & { device: string; ip: string }
    : AuthEmails[K];
};

/** Fails to compile if an account email's data stops fitting its messaging template. */
type Fits = { [K in AuthEmailTemplate]: Written[K] extends TemplateData[K] ? true : never };
const fits: Fits = {
  welcome: true,
  "verify-email": true,
  "password-reset": true,
  "password-changed": true,
  "new-sign-in": true,
};
void fits;

/** The codes accounts hands over (a device by name, a masked address or none) written out in the email's language. */
function written<K extends AuthEmailTemplate>(template: K, lang: Lang, data: AuthEmails[K]): Written[K] {
  if (template !== "new-sign-in") return data as Written[K];
  const signIn = data as AuthEmails["new-sign-in"];
  const words: Written["new-sign-in"] = {
    ...signIn,
    device: deviceText(signIn.device, lang),
    ip: addressText(signIn.ip, lang),
  };
  return words as Written[K];
}

/**
 * Account emails go through the messaging outbox, rendered in the person's language.
 * `sealLinksWith`: SECRETS_KEY on a public origin, so reset and confirmation links are
 * stored only encrypted (admins read the outbox); null on this machine, where the README
 * has you follow them from the outbox.
 */
export function queueAuthEmails(db: Database, sealLinksWith: Buffer | null): SendAuthEmail {
  return async (template, to, lang, data) => {
    const input = { to, lang, template, data: written(template, lang, data), sealLinksWith };
    await enqueueEmail(db, input as EnqueueEmailInput<typeof template>);
  };
}
