import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailTemplates } from "../../db/schema.ts";
import { isLang } from "../i18n/languages.ts";
import { isBookingGuestTemplate } from "./booking-template-keys.ts";
import { type FooterLines, wrapHtml, wrapText } from "./email-layout.ts";
import { formatMoment } from "./format-moment.ts";
import { renderPart, TemplateError } from "./liquid-sandbox.ts";
import { isPaymentGuestTemplate } from "./payment-template-keys.ts";
import {
  type EmailLang,
  isGuestTemplate,
  type TemplateData,
  type TemplateKey,
  type TemplateLang,
  type TemplateSource,
  VISITOR_TEMPLATES,
} from "./template-keys.ts";
import { bookingGuestReason, DEFAULT_TEMPLATES, defaultTemplate, guestReason } from "./templates/default-templates.ts";

/** A complete email: a one-line subject, a full HTML document and its plain-text twin. */
export type RenderedEmail = { subject: string; html: string; text: string };

/** Template values as strings: moments formatted in the email's language, nothing else visible. */
function templateValues(lang: EmailLang, data: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    values[name] = value instanceof Date ? formatMoment(value, lang) : String(value);
  }
  return values;
}

/**
 * The origin of the email's link, shown in the footer: the site the email is about. The link
 * is `url`, or in an email that names its links by what they open (`billingUrl`, `payUrl`)
 * the first of those.
 */
function homeUrlOf(data: Record<string, unknown>): string | null {
  const named = Object.entries(data).find(([name, value]) => name.endsWith("Url") && typeof value === "string");
  const url = data.url ?? named?.[1];
  if (typeof url !== "string") return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? `${parsed.origin}/` : null;
  } catch {
    return null;
  }
}

/**
 * The frame of an email: a guest's comes from the owner's site (its name on top, no
 * tagline, a footer naming the site's form); the others from VayVista, whose footer says
 * whether the recipient has an account or filled in a form.
 */
function frameOf(
  key: TemplateKey | undefined,
  lang: EmailLang,
  data: Record<string, unknown>,
): { brand?: string; layout: FooterLines } {
  if (key && isGuestTemplate(key)) {
    const siteName = typeof data.siteName === "string" ? data.siteName.trim() : "";
    // A booking's emails, its payments' too, go to the address given for the booking.
    const forBooking = isBookingGuestTemplate(key) || isPaymentGuestTemplate(key);
    const reason = forBooking ? bookingGuestReason(lang) : guestReason(lang);
    return { brand: siteName || undefined, layout: { reason } };
  }
  // Only a guest email has languages beyond the platform's (TemplateLang keeps others out).
  if (!isLang(lang)) throw new Error(`${key ?? "this email"} has no version in ${lang}`);
  const { tagline, reason, visitorReason } = DEFAULT_TEMPLATES[lang].layout;
  return { layout: { tagline, reason: key && VISITOR_TEMPLATES.has(key) ? visitorReason : reason } };
}

/**
 * Renders a template source (default, override or one being edited) in the layout; `key`
 * names the email, whose frame says who it comes from and why its recipient gets it.
 * Throws TemplateError, naming the part, when the source is broken.
 */
export async function renderTemplateSource(
  source: TemplateSource,
  lang: EmailLang,
  data: Record<string, unknown>,
  key?: TemplateKey,
): Promise<RenderedEmail> {
  const values = templateValues(lang, data);
  const subject = (await renderPart("subject", source.subject, values)).replace(/\s+/g, " ").trim();
  if (!subject) throw new TemplateError("subject", "the subject is empty");
  const bodyHtml = await renderPart("html", source.html, values);
  const bodyText = await renderPart("text", source.text, values);
  const { brand, layout } = frameOf(key, lang, data);
  const homeUrl = homeUrlOf(data);
  return {
    subject,
    html: wrapHtml({ lang, subject, bodyHtml, brand, layout, homeUrl }),
    text: wrapText(bodyText, layout, homeUrl),
  };
}

/** The admin's version of a template when there is one, else undefined. */
export async function findTemplateOverride(
  db: Database,
  key: TemplateKey,
  lang: EmailLang,
): Promise<(TemplateSource & { updatedAt: Date; updatedBy: string | null }) | undefined> {
  const [row] = await db
    .select({
      subject: emailTemplates.subject,
      html: emailTemplates.html,
      text: emailTemplates.text,
      updatedAt: emailTemplates.updatedAt,
      updatedBy: emailTemplates.updatedBy,
    })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.key, key), eq(emailTemplates.lang, lang)))
    .limit(1);
  return row;
}

/**
 * Renders an email with the admin's override, or the built-in default. An override that no
 * longer renders (it is validated on save, so this is rare) falls back to the default, so a
 * password reset never fails because of an edit.
 */
export async function renderEmail<K extends TemplateKey>(
  db: Database,
  key: K,
  lang: TemplateLang<K>,
  data: TemplateData[K],
): Promise<RenderedEmail> {
  const override = await findTemplateOverride(db, key, lang);
  if (override) {
    try {
      return await renderTemplateSource(override, lang, data, key);
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
    }
  }
  return renderTemplateSource(defaultTemplate(key, lang), lang, data, key);
}
