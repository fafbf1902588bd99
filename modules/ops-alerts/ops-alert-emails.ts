import type { Database } from "../../db/client.ts";
import type { opsIncidents } from "../../db/schema.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import { formatMoment } from "../messaging/format-moment.ts";
import { opsAlertTitle } from "../messaging/ops-alert-values.ts";
import { listAdminEmails } from "../support/list-admin-emails.ts";

type Incident = typeof opsIncidents.$inferSelect;

/** Where the alert emails lead: the admin area. */
export const OPS_ALERT_PAGE_PATH = "/admin";

/**
 * Tells every admin (not banned), each in their own language, that an incident opened or
 * cleared, through the outbox in the caller's transaction (the one that records it), so an
 * incident is emailed exactly when it is recorded.
 */
export async function queueOpsAlertEmails(
  tx: Database,
  incident: Incident,
  change: "opened" | "closed",
  origin: string,
): Promise<number> {
  const admins = await listAdminEmails(tx);
  const url = new URL(OPS_ALERT_PAGE_PATH, origin).href;
  for (const admin of admins) {
    const common = {
      name: admin.name,
      alert: opsAlertTitle(incident.check, admin.lang),
      since: formatMoment(incident.openedAt, admin.lang),
      url,
    };
    const to = { address: admin.email, name: admin.name };
    if (change === "opened") {
      await enqueueEmail(tx, {
        to,
        lang: admin.lang,
        template: "ops-alert",
        data: { ...common, summary: incident.summary },
        userId: admin.id,
      });
    } else {
      await enqueueEmail(tx, {
        to,
        lang: admin.lang,
        template: "ops-alert-resolved",
        data: {
          ...common,
          summary: incident.lastSummary,
          until: formatMoment(incident.closedAt ?? new Date(), admin.lang),
        },
        userId: admin.id,
      });
    }
  }
  return admins.length;
}
