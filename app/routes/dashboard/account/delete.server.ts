import { scheduleAccountDeletion } from "../../../../modules/accounts/account-deletion.ts";
import { verifyPassword } from "../../../../modules/accounts/verify-password.ts";
import { type AccountForm, validateRequired } from "../../account/account-form.server.ts";
import {
  type AccountRequest,
  attemptAllowed,
  type FieldProblems,
  hasProblems,
  refused,
  SERVER_ERROR,
  succeeded,
  WRONG_PASSWORD,
} from "./account-request.server.ts";

/**
 * Deletes the account, once the owner has typed their email address and password: the
 * site stops resolving at once, and after the deletion period (DELETION_PERIOD_DAYS) the
 * daily purge removes everything but the invoices the law makes us keep. Until then the
 * owner stays signed in here, sees the date and can download their data or undo it; a
 * confirmation email says the same.
 */
export async function deleteAccount(account: AccountRequest, form: AccountForm) {
  const confirmEmail = form.text("confirmEmail");
  const password = form.raw("password");
  const values = { confirmEmail };
  const problems: FieldProblems = {
    ...validateRequired("confirmEmail", confirmEmail),
    ...validateRequired("password", password),
  };
  if (confirmEmail && confirmEmail.toLowerCase() !== account.user.email) {
    problems.confirmEmail = [{ key: "dashboard.account.delete.emailMismatch", params: { email: account.user.email } }];
  }
  if (hasProblems(problems)) return refused("delete-account", { fields: problems }, { values });
  // The admin area would lose its way in; admins are removed by another admin.
  if (account.user.role === "admin") {
    return refused(
      "delete-account",
      { fields: {}, form: { key: "dashboard.account.delete.admin" } },
      { values, status: 403 },
    );
  }
  const wait = await attemptAllowed(account, "password");
  if (wait) return refused("delete-account", { fields: {}, form: wait }, { values, status: 429 });

  const { accounts, db, sites, log, origin } = account.app;
  const checked = await verifyPassword(accounts.auth, password, account.authHeaders);
  if (!checked.ok) {
    if (checked.code === "INVALID_PASSWORD") {
      return refused("delete-account", { fields: { password: [WRONG_PASSWORD] } }, { values });
    }
    return refused("delete-account", { fields: {}, form: SERVER_ERROR }, { values, status: checked.status });
  }

  const scheduled = await scheduleAccountDeletion(db, { userId: account.user.id, origin });
  sites.invalidate();
  log.info(
    { userId: account.user.id, sites: scheduled.siteIds.length, purgeAfter: scheduled.purgeAfter },
    "account deletion requested by its owner",
  );
  return succeeded("delete-account", { deleteOn: scheduled.purgeAfter.toISOString() });
}
