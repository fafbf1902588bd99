import { requestExport } from "../../../../modules/account-export/export-requests.ts";
import { cancelAccountDeletion } from "../../../../modules/accounts/account-deletion.ts";
import { hitRateLimit, rateLimitKey } from "../../../../modules/rate-limit/hit-rate-limit.ts";
import { type AccountRequest, refused, succeeded } from "./account-request.server.ts";

/** Archives an owner may ask for a day: enough to retry a failure, too few to load the machine. */
const ARCHIVES_PER_DAY = { limit: 5, windowSeconds: 24 * 60 * 60 };

/**
 * The owner asks for an archive of everything of theirs: one at a time, a few a day. The
 * job is woken at once; the page shows its progress and the owner is emailed the link.
 */
export async function requestArchive(account: AccountRequest) {
  const { db, log } = account.app;
  const allowed = await hitRateLimit(db, rateLimitKey("account-export", account.user.id), ARCHIVES_PER_DAY);
  if (!allowed.allowed) {
    return refused("export-request", { fields: {}, form: { key: "dashboard.dataExport.tooOften" } }, { status: 429 });
  }
  const requested = await requestExport(db, account.user.id, account.user.lang);
  if (!requested.ok) {
    return refused("export-request", { fields: {}, form: { key: "dashboard.dataExport.underWay" } }, { status: 409 });
  }
  // A lost wake costs minutes, not the archive: the worker's schedule picks it up.
  await account.app.wakeAccountExports?.().catch((error: unknown) => {
    log.warn({ err: error }, "could not wake the archive job; its schedule will pick the request up");
  });
  return succeeded("export-request");
}

/** The owner undoes their account's deletion while it waits: the site is back as it was. */
export async function undoDeletion(account: AccountRequest) {
  const undone = await cancelAccountDeletion(account.app.db, account.user.id);
  if (undone) {
    account.app.sites.invalidate();
    account.app.log.info({ userId: account.user.id }, "account deletion undone by its owner");
  }
  return succeeded("cancel-deletion");
}
