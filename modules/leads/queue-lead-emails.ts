import type { Database } from "../../db/client.ts";
import { type Lang, LOCALES } from "../i18n/languages.ts";
import { pagePath } from "../i18n/route-table.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import { listAdminEmails } from "../support/list-admin-emails.ts";
import type { LeadKind, PropertyType, TimeSlot } from "./lead-choices.ts";
import type { ParsedLead } from "./lead-schemas.ts";

/** The words for a lead's kind and its choices in one language. */
export type LeadLabels = {
  kinds: Record<LeadKind, string>;
  timeSlots: Record<TimeSlot, string>;
  propertyTypes: Record<PropertyType, string>;
};

export type LeadEmailContext = {
  /** The public origin (PUBLIC_URL), for the links in the emails. */
  origin: string;
  /** The words the interface uses (app/i18n), so an email says what the form said. */
  labels(lang: Lang): LeadLabels;
};

/** "donderdag 12 maart 2026": a date-only value, never shifted by a time zone. */
function formatDay(day: string, lang: Lang): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)),
  );
}

/** The consultation's moment in a language, or empty strings for a contact message. */
function momentIn(lead: ParsedLead, lang: Lang, labels: LeadLabels) {
  if (lead.kind !== "consultation") return { preferredDate: "", timeSlot: "" };
  return { preferredDate: formatDay(lead.data.preferredDate, lang), timeSlot: labels.timeSlots[lead.data.timeSlot] };
}

/**
 * Tells the team about a contact or consultation request and the visitor that it arrived,
 * in the transaction that stores the lead: every admin gets the details in their own
 * language with a link to the leads in the admin area; the visitor gets a confirmation in
 * the language of the page they used.
 */
export async function queueLeadEmails(
  tx: Database,
  lead: ParsedLead,
  lang: Lang,
  ctx: LeadEmailContext,
): Promise<void> {
  const url = new URL("/admin/leads", ctx.origin).href;
  for (const admin of await listAdminEmails(tx)) {
    const labels = ctx.labels(admin.lang);
    const consultation = lead.kind === "consultation" ? lead.data : null;
    await enqueueEmail(tx, {
      to: { address: admin.email, name: admin.name },
      lang: admin.lang,
      template: "lead-received",
      data: {
        name: admin.name,
        kind: labels.kinds[lead.kind],
        leadName: lead.data.name,
        leadEmail: lead.data.email,
        leadPhone: lead.data.phone ?? "",
        subject: lead.kind === "contact" ? lead.data.subject : "",
        message: (lead.kind === "contact" ? lead.data.message : lead.data.notes) ?? "",
        ...momentIn(lead, admin.lang, labels),
        propertyType: consultation ? labels.propertyTypes[consultation.propertyType] : "",
        propertyLocation: consultation?.propertyLocation ?? "",
        unitCount: consultation ? String(consultation.unitCount) : "",
        url,
      },
      userId: admin.id,
    });
  }
  await enqueueEmail(tx, {
    to: { address: lead.data.email, name: lead.data.name },
    lang,
    template: "lead-confirmation",
    data: {
      name: lead.data.name,
      ...momentIn(lead, lang, ctx.labels(lang)),
      url: new URL(pagePath("home", lang), ctx.origin).href,
    },
  });
}
