import type { Database } from "../../db/client.ts";
import type { AuthEmails, AuthEmailTemplate, SendAuthEmail } from "../../modules/accounts/auth-email.ts";
import { type EnqueueEmailInput, enqueueEmail } from "../../modules/messaging/enqueue-email.ts";
import type { TemplateData } from "../../modules/messaging/template-keys.ts";

/** Fails to compile if an account email's data stops fitting its messaging template. */
type Fits = { [K in AuthEmailTemplate]: AuthEmails[K] extends TemplateData[K] ? true : never };
const fits: Fits = {
  welcome: true,
  "verify-email": true,
  "password-reset": true,
  "password-changed": true,
  "new-sign-in": true,
};
void fits;

/**
 * Account emails go through the messaging outbox, rendered in the person's language.
 * `sealLinksWith`: SECRETS_KEY on a public origin, so reset and confirmation links are
 * stored only encrypted (admins read the outbox); null on this machine, where the README
 * has you follow them from the outbox.
 */
export function queueAuthEmails(db: Database, sealLinksWith: Buffer | null): SendAuthEmail {
  return async (template, to, lang, data) => {
    await enqueueEmail(db, { to, lang, template, data, sealLinksWith } as EnqueueEmailInput<typeof template>);
  };
}
