import { redirect } from "react-router";
import { cookieHeaders } from "../../../../modules/accounts/auth-result.ts";
import { deleteAccount as deleteEverything } from "../../../../modules/accounts/delete-account.ts";
import { revokeSessions } from "../../../../modules/accounts/sessions.ts";
import { verifyPassword } from "../../../../modules/accounts/verify-password.ts";
import { type AccountForm, validateRequired } from "../../account/account-form.server.ts";
import {
  type AccountRequest,
  attemptAllowed,
  type FieldProblems,
  hasProblems,
  refused,
  SERVER_ERROR,
  WRONG_PASSWORD,
} from "./account-request.server.ts";

/**
 * Deletes the account with its site and all its data, once the owner has typed their
 * email address and password. The site stops resolving at once and this browser is
 * signed out; the other browsers' sessions are gone with the account.
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

  const { accounts, db, sites, log } = account.app;
  const checked = await verifyPassword(accounts.auth, password, account.authHeaders);
  if (!checked.ok) {
    if (checked.code === "INVALID_PASSWORD") {
      return refused("delete-account", { fields: { password: [WRONG_PASSWORD] } }, { values });
    }
    return refused("delete-account", { fields: {}, form: SERVER_ERROR }, { values, status: checked.status });
  }

  const deleted = await deleteEverything(db, account.user.id);
  sites.invalidate();
  log.info({ userId: account.user.id, sites: deleted.siteIds.length }, "account deleted by its owner");
  // The session row went with the account; signing out still clears this browser's cookies.
  const signedOut = await revokeSessions(accounts.auth, "local", account.authHeaders);
  return redirect("/login?deleted=1", { headers: cookieHeaders(signedOut.headers) });
}
