import type { Database } from "../../db/client.ts";
import { leads } from "../../db/schema.ts";
import type { Lang } from "../i18n/languages.ts";
import { addressKey } from "../rate-limit/address-key.ts";
import { hitRateLimit, type RateLimitRule, rateLimitKey } from "../rate-limit/hit-rate-limit.ts";
import type { LeadKind } from "./lead-choices.ts";
import { amsterdamToday } from "./lead-dates.ts";
import { HONEYPOT_FIELD, type LeadFieldErrors, parseLead } from "./lead-schemas.ts";
import { type LeadEmailContext, queueLeadEmails } from "./queue-lead-emails.ts";

/** Per visitor address (IPv6: per /64) and per form: five requests in ten minutes is plenty for a human. */
export const LEAD_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 600 };

export type SubmitLeadResult =
  /** Stored (id), or silently dropped because a robot filled in the honeypot (id null). */
  | { ok: true; id: string | null }
  | { ok: false; reason: "invalid"; errors: LeadFieldErrors }
  | { ok: false; reason: "rate-limited"; retryAfterMinutes: number };

export type LeadSubmission = { kind: LeadKind; values: Record<string, unknown> };

function honeypotFilled(values: Record<string, unknown>): boolean {
  const value = values[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}

/**
 * Validates and stores a contact or consultation request, and in the same transaction
 * queues its emails: the details to every admin, a confirmation to the visitor (see
 * queueLeadEmails). A filled honeypot pretends success and stores and sends nothing; a
 * valid request over the per-address limit is refused with the minutes to wait. Only
 * valid requests count towards the limit, so a visitor fixing mistakes without JavaScript
 * is never locked out.
 */
export async function submitLead(
  db: Database,
  input: LeadSubmission,
  ctx: { ip: string; lang: Lang; now?: Date; mail: LeadEmailContext },
): Promise<SubmitLeadResult> {
  if (honeypotFilled(input.values)) return { ok: true, id: null };

  const now = ctx.now ?? new Date();
  const parsed = parseLead(input.kind, input.values, { today: amsterdamToday(now) });
  if (!parsed.success) return { ok: false, reason: "invalid", errors: parsed.errors };

  const limit = await hitRateLimit(db, rateLimitKey(`lead-${input.kind}`, addressKey(ctx.ip)), LEAD_RATE_LIMIT, now);
  if (!limit.allowed) {
    return {
      ok: false,
      reason: "rate-limited",
      retryAfterMinutes: Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)),
    };
  }

  const { lead } = parsed;
  const row =
    lead.kind === "contact"
      ? {
          kind: lead.kind,
          lang: ctx.lang,
          name: lead.data.name,
          email: lead.data.email,
          phone: lead.data.phone ?? null,
          subject: lead.data.subject,
          message: lead.data.message,
        }
      : {
          kind: lead.kind,
          lang: ctx.lang,
          name: lead.data.name,
          email: lead.data.email,
          phone: lead.data.phone,
          message: lead.data.notes ?? null,
          preferredDate: lead.data.preferredDate,
          timeSlot: lead.data.timeSlot,
          propertyType: lead.data.propertyType,
          propertyLocation: lead.data.propertyLocation,
          unitCount: lead.data.unitCount,
        };
  const id = await db.transaction(async (tx) => {
    const [stored] = await tx.insert(leads).values(row).returning({ id: leads.id });
    if (!stored) throw new Error("lead not stored");
    await queueLeadEmails(tx, lead, ctx.lang, ctx.mail);
    return stored.id;
  });
  return { ok: true, id };
}
