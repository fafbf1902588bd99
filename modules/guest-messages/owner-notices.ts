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

/** Tells the owner, in their language and in the caller's transaction, that a message to their guest waits, and for what. */
export async function tellOwnerMessageHeld(
  tx: Database,
  scheduledId: string,
  reason: string,
  origin: string,
): Promise<void> {
  const about = await aboutMessage(tx, scheduledId);
  // The owner may choose not to hear of it (dashboard settings); the timeline still shows it.
  if (!about || !(await ownerWants(tx, about.siteId, "guest_message_trouble"))) return;
  const { owner } = about;
  await enqueueEmail(tx, {
    to: { address: owner.email, name: owner.name },
    lang: owner.lang,
    template: "guest-message-held",
    data: {
      name: owner.name,
      guestName: about.guestName ?? "",
      reference: about.reference ?? "",
      message: about.template,
      reason: holdReasonText(reason, owner.lang),
      url: ownerStayUrl(origin, about.stayId),
    },
    userId: owner.id,
    siteId: about.siteId,
  });
}

/** Tells the owner that a message to their guest could not be delivered after the last retry. */
export async function tellOwnerMessageFailed(
  tx: Database,
  scheduledId: string,
  error: string,
  origin: string,
): Promise<void> {
  const about = await aboutMessage(tx, scheduledId);
  if (!about || !(await ownerWants(tx, about.siteId, "guest_message_trouble"))) return;
  const { owner } = about;
  await enqueueEmail(tx, {
    to: { address: owner.email, name: owner.name },
    lang: owner.lang,
    template: "guest-message-failed",
    data: {
      name: owner.name,
      guestName: about.guestName ?? "",
      reference: about.reference ?? "",
      message: about.template,
      error,
      url: ownerStayUrl(origin, about.stayId),
    },
    userId: owner.id,
    siteId: about.siteId,
  });
}
