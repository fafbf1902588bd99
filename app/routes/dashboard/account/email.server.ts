import { resendVerificationEmail, startEmailChange } from "../../../../modules/accounts/change-email.ts";
import { verifyPassword } from "../../../../modules/accounts/verify-password.ts";
import { type AccountForm, validateEmail, validateRequired } from "../../account/account-form.server.ts";
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
 * A new email address takes effect once its owner clicks the link we mail to it: until
 * then the account keeps the old one. Asks for the password, so a browser left signed in
 * cannot hand the account (and its password resets) to another address.
 */
export async function changeEmail(account: AccountRequest, form: AccountForm) {
  const newEmail = form.text("newEmail").toLowerCase();
  const password = form.raw("password");
  const values = { newEmail: form.text("newEmail") };
  const emailProblems = validateEmail(newEmail);
  const problems: FieldProblems = {
    ...(emailProblems.email ? { newEmail: emailProblems.email } : {}),
    ...validateRequired("password", password),
  };
  if (!problems.newEmail && newEmail === account.user.email) {
    problems.newEmail = [{ key: "dashboard.account.email.same" }];
  }
  if (hasProblems(problems)) return refused("change-email", { fields: problems }, { values });

  const wait = (await attemptAllowed(account, "password")) ?? (await attemptAllowed(account, "email"));
  if (wait) return refused("change-email", { fields: {}, form: wait }, { values, status: 429 });

  const { db, accounts } = account.app;
  const checked = await verifyPassword(accounts.auth, password, account.authHeaders);
  if (!checked.ok) {
    if (checked.code === "INVALID_PASSWORD")
      return refused("change-email", { fields: { password: [WRONG_PASSWORD] } }, { values });
    return refused("change-email", { fields: {}, form: SERVER_ERROR }, { values, status: checked.status });
  }
  const started = await startEmailChange(accounts.auth, db, { userId: account.user.id, newEmail });
  if (!started.ok) {
    return refused("change-email", { fields: { newEmail: [{ key: "dashboard.account.email.taken" }] } }, { values });
  }
  return succeeded("change-email", { sentTo: newEmail });
}

/** Another confirmation link for the current address. */
export async function resendVerification(account: AccountRequest) {
  if (account.user.emailVerified) return succeeded("resend-verification", { sentTo: account.user.email });
  const wait = await attemptAllowed(account, "email");
  if (wait) return refused("resend-verification", { fields: {}, form: wait }, { status: 429 });
  const sent = await resendVerificationEmail(account.app.accounts.auth, account.user.email, account.authHeaders);
  if (!sent.ok && sent.code !== "EMAIL_ALREADY_VERIFIED") {
    return refused("resend-verification", { fields: {}, form: SERVER_ERROR }, { status: sent.status });
  }
  return succeeded("resend-verification", { sentTo: account.user.email });
}
