import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteEnquiries } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import type { EnquiryStatus } from "./enquiry-statuses.ts";

export type SetEnquiryStatusResult =
  | { ok: true; enquiry: { id: string; name: string; status: EnquiryStatus; handledAt: Date | null } }
  /** No such enquiry on this site: missing, or another site's (answered alike). */
  | { ok: false; reason: "not-found" };

/**
 * The owner marks an enquiry of their site handled (when they answered it) or new again.
 * Handled ones remember since when; the same status again changes nothing.
 */
export async function setEnquiryStatus(
  db: Database,
  opts: { siteId: string; enquiryId: string; status: EnquiryStatus },
): Promise<SetEnquiryStatusResult> {
  assertUuid(opts.siteId, "siteId");
  assertUuid(opts.enquiryId, "enquiryId");
  const ours = and(eq(siteEnquiries.id, opts.enquiryId), eq(siteEnquiries.siteId, opts.siteId));
  const returning = {
    id: siteEnquiries.id,
    name: siteEnquiries.name,
    status: siteEnquiries.status,
    handledAt: siteEnquiries.handledAt,
  };
  const [changed] = await db
    .update(siteEnquiries)
    .set({ status: opts.status, handledAt: opts.status === "handled" ? new Date() : null })
    .where(and(ours, eq(siteEnquiries.status, opts.status === "handled" ? "new" : "handled")))
    .returning(returning);
  if (changed) return { ok: true, enquiry: changed };
  const [unchanged] = await db.select(returning).from(siteEnquiries).where(ours).limit(1);
  return unchanged ? { ok: true, enquiry: unchanged } : { ok: false, reason: "not-found" };
}
