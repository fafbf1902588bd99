import type { Database } from "../../../db/client.ts";
import { enqueueEmail } from "../../messaging/enqueue-email.ts";
import { reconciliationListText } from "../../messaging/reconciliation-values.ts";
import { listAdminEmails } from "../../support/list-admin-emails.ts";
import type { ReconciliationDifference } from "./reconciliation-difference.ts";

/** The admin's page where the last run is shown. */
export const RECONCILIATION_PAGE_PATH = "/admin/settings/payments";

type RunSummary = {
  accountsChecked: number;
  accountsFailed: number;
  settledCount: number;
  differenceCount: number;
  differences: ReconciliationDifference[];
};

/**
 * Tells every admin (not banned), each in their own language, what the night's comparison
 * found, through the outbox in the caller's transaction (the one that records the run).
 * The email lists the differences the run kept (their kinds and states are the words'
 * codes: the types say so), the page shows them too.
 */
export async function queueReconciliationEmails(tx: Database, run: RunSummary, origin: string): Promise<void> {
  const admins = await listAdminEmails(tx);
  for (const admin of admins) {
    await enqueueEmail(tx, {
      to: { address: admin.email, name: admin.name },
      lang: admin.lang,
      template: "payments-reconciliation",
      data: {
        name: admin.name,
        accounts: String(run.accountsChecked),
        failed: String(run.accountsFailed),
        differences: String(run.differenceCount),
        settled: String(run.settledCount),
        list: reconciliationListText(run.differences, admin.lang),
        url: new URL(RECONCILIATION_PAGE_PATH, origin).href,
      },
      userId: admin.id,
    });
  }
}
