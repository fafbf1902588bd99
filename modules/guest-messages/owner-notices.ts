import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { messageTemplates, scheduledMessages, stays, user, userSites } from "../../db/schema.ts";
import { ownerStayUrl } from "../booking/stay-email-facts.ts";
import type { Lang } from "../i18n/languages.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import { ownerWants } from "../notifications/owner-notifications.ts";

/** Why a message waits, as the owner reads it after "we are holding it:". */
const HOLD_WORDS: Record<Lang, { unpaid: string; missing: string; invalid: string }> = {
  nl: {
    unpaid: "de betaling die nu verschuldigd is, is nog niet binnen.",
    missing: "het bericht gebruikt {names}, maar daar is voor dit verblijf nog niets ingevuld.",
    invalid: "de tekst van het bericht bevat een fout. Pas het sjabloon aan.",
  },
  en: {
    unpaid: "the payment due by now has not come in yet.",
    missing: "the message uses {names}, which has no value for this stay yet.",
    invalid: "the message's text has an error. Please correct the template.",
  },
  pl: {
    unpaid: "płatność, której termin już minął, jeszcze nie wpłynęła.",
    missing: "wiadomość używa {names}, a dla tego pobytu nic tam jeszcze nie wpisano.",
    invalid: "tekst wiadomości zawiera błąd. Popraw szablon.",
  },
};

/** A hold's reason (decide-due-message.ts) in the owner's words; placeholders as they appear in the template editor. */
export function holdReasonText(reason: string, lang: Lang): string {
  const words = HOLD_WORDS[lang];
  if (reason === "unpaid") return words.unpaid;
  if (reason.startsWith("missing:")) {
    const names = reason
      .slice("missing:".length)
      .split(",")
      .map((name) => `{{ ${name} }}`)
      .join(", ");
    return words.missing.replace("{names}", names);
  }
  return words.invalid;
}

async function aboutMessage(tx: Database, scheduledId: string) {
  const [row] = await tx
    .select({
      siteId: scheduledMessages.siteId,
      stayId: scheduledMessages.stayId,
      template: messageTemplates.name,
      guestName: stays.guestName,
      reference: stays.reference,
      owner: { id: user.id, name: user.name, email: user.email, lang: user.lang },
    })
    .from(scheduledMessages)
    .innerJoin(messageTemplates, eq(messageTemplates.id, scheduledMessages.templateId))
    .innerJoin(stays, and(eq(stays.id, scheduledMessages.stayId), eq(stays.siteId, scheduledMessages.siteId)))
    .innerJoin(userSites, eq(userSites.id, scheduledMessages.siteId))
    .innerJoin(user, eq(user.id, userSites.userId))
    .where(eq(scheduledMessages.id, scheduledId));
  return row ?? null;
}

/**
 * Tells the owner, in their language and in the caller's transaction, about a message to their
 * guest: that it waits, and for what, or that it could not be delivered after the last retry.
 * Nothing when the owner chose not to hear of it (the stay's timeline shows it all the same).
 */
async function tellOwner(
  tx: Database,
  scheduledId: string,
  origin: string,
  notice: { template: "guest-message-held"; reason: string } | { template: "guest-message-failed"; error: string },
): Promise<void> {
  const about = await aboutMessage(tx, scheduledId);
  if (!about || !(await ownerWants(tx, about.siteId, "guest_message_trouble"))) return;
  const { owner } = about;
  const common = {
    name: owner.name,
    guestName: about.guestName ?? "",
    reference: about.reference ?? "",
    message: about.template,
    url: ownerStayUrl(origin, about.stayId),
  };
  const to = { address: owner.email, name: owner.name };
  const mail = { to, lang: owner.lang, userId: owner.id, siteId: about.siteId };
  if (notice.template === "guest-message-held") {
    const reason = holdReasonText(notice.reason, owner.lang);
    await enqueueEmail(tx, { ...mail, template: notice.template, data: { ...common, reason } });
  } else {
    await enqueueEmail(tx, { ...mail, template: notice.template, data: { ...common, error: notice.error } });
  }
}

/** A message to the owner's guest waits: `reason` as decide-due-message.ts gives it. */
export function tellOwnerMessageHeld(tx: Database, scheduledId: string, reason: string, origin: string) {
  return tellOwner(tx, scheduledId, origin, { template: "guest-message-held", reason });
}

/** A message to the owner's guest could not be delivered after the last retry: `error` is the server's answer. */
export function tellOwnerMessageFailed(tx: Database, scheduledId: string, error: string, origin: string) {
  return tellOwner(tx, scheduledId, origin, { template: "guest-message-failed", error });
}
