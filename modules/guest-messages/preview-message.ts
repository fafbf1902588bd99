import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, siteBookingSettings } from "../../db/schema.ts";
import { todayIn } from "../dates/stay-date.ts";
import { type SiteLang, type SiteText, textIn } from "../i18n/site-languages.ts";
import { wrapHtml, wrapText } from "../messaging/email-layout.ts";
import { enqueueRenderedEmail } from "../messaging/enqueue-rendered-email.ts";
import type { SiteContentDoc } from "../site-content/site-content-doc.ts";
import type { Placeholder } from "./message-placeholders.ts";
import { GUEST_MESSAGE_KEY } from "./queue-guest-message.ts";
import { type RenderedMessage, renderMessage } from "./render-message.ts";
import { type PreviewFacts, sampleMessageValues } from "./sample-message-values.ts";

/** What a preview is made of that is not in the site's content: its name, address and owner. */
export type PreviewSite = {
  siteId: string;
  siteName: string;
  siteUrl: string;
  content: SiteContentDoc;
  owner: { name: string; email: string };
};

/** The owner's real details in `lang` for a preview: their first unit, address, contact and time zone. */
export async function loadPreviewFacts(db: Database, site: PreviewSite, lang: SiteLang): Promise<PreviewFacts> {
  const main = site.content.languages.main;
  const [unit] = await db
    .select()
    .from(rentalUnits)
    .where(eq(rentalUnits.siteId, site.siteId))
    .orderBy(asc(rentalUnits.position), asc(rentalUnits.createdAt))
    .limit(1);
  const [settings] = await db
    .select({ timeZone: siteBookingSettings.timeZone })
    .from(siteBookingSettings)
    .where(eq(siteBookingSettings.siteId, site.siteId));
  const contact = site.content.contact;
  const address = [contact.street, [contact.postalCode, contact.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return {
    siteName: site.siteName,
    siteUrl: site.siteUrl,
    address,
    route: contact.mapUrl,
    unit: {
      name: unit ? textIn(unit.name as SiteText, lang, main) : site.siteName,
      checkInFrom: unit?.checkInFrom ?? "15:00",
      checkInUntil: unit?.checkInUntil ?? "20:00",
      checkOutUntil: unit?.checkOutUntil ?? "10:00",
      checkInInstructions: unit ? textIn(unit.checkInInstructions as SiteText, lang, main) : "",
      houseRules: unit ? textIn(unit.houseRules as SiteText, lang, main) : "",
    },
    owner: { name: site.owner.name, email: contact.email || site.owner.email, phone: contact.phone },
    today: todayIn(settings?.timeZone ?? "Europe/Amsterdam", new Date()),
  };
}

export type MessagePreview = RenderedMessage & { samples: Placeholder[] };

/** A template's words rendered for the sample stay in `lang`, as the guest would read them. */
export async function previewMessage(
  db: Database,
  site: PreviewSite,
  lang: SiteLang,
  text: { subject: string; body: string },
): Promise<MessagePreview> {
  const { values, samples } = sampleMessageValues(await loadPreviewFacts(db, site, lang), lang);
  return { ...(await renderMessage(text, values)), samples };
}

const TEST_REASON: Record<SiteLang, string> = {
  nl: "Een test vanuit je dashboard: zo leest je gast dit bericht, met een voorbeeldverblijf.",
  en: "A test from your dashboard: this is how your guest reads this message, with a sample stay.",
  de: "Ein Test aus Ihrem Dashboard: So liest Ihr Gast diese Nachricht, mit einem Beispielaufenthalt.",
  pl: "Test z Twojego panelu: tak Twój gość przeczyta tę wiadomość, na przykładowym pobycie.",
};

/**
 * Queues the preview in `lang` to the owner's own account address, laid out as a guest
 * receives it, its subject marked as a test. Returns the address it went to.
 */
export async function sendTestMessage(
  db: Database,
  site: PreviewSite & { ownerId: string },
  lang: SiteLang,
  text: { subject: string; body: string },
): Promise<{ to: string; outboxId: string }> {
  const preview = await previewMessage(db, site, lang, text);
  const subject = `[Test] ${preview.subject}`;
  const layout = { tagline: null, reason: TEST_REASON[lang] };
  const queued = await enqueueRenderedEmail(db, {
    to: { address: site.owner.email, name: site.owner.name },
    lang,
    templateKey: GUEST_MESSAGE_KEY,
    email: {
      subject,
      html: wrapHtml({ lang, subject, bodyHtml: preview.html, brand: site.siteName, layout, homeUrl: site.siteUrl }),
      text: wrapText(preview.text, layout, site.siteUrl),
    },
    userId: site.ownerId,
    siteId: site.siteId,
  });
  return { to: site.owner.email, outboxId: queued.id };
}
