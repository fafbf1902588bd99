import { cookieHeaders } from "../../../../modules/accounts/auth-result.ts";
import { changePassword as changeAccountPassword } from "../../../../modules/accounts/password-reset.ts";
import { weakPasswordMessages } from "../../../components/account/auth-messages.ts";
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
 * A new password. The accounts module ends every other session and queues the
 * "password changed" email; this browser gets a fresh session cookie, passed on here.
 */
export async function changePassword(account: AccountRequest, form: AccountForm) {
  const currentPassword = form.raw("currentPassword");
  const newPassword = form.raw("newPassword");
  const problems: FieldProblems = {
    ...validateRequired("currentPassword", currentPassword),
    ...validateRequired("newPassword", newPassword),
  };
  if (hasProblems(problems)) return refused("password", { fields: problems });
  const wait = await attemptAllowed(account, "password");
  if (wait) return refused("password", { fields: {}, form: wait }, { status: 429 });

  const result = await changeAccountPassword(
    account.app.accounts.auth,
    { currentPassword, newPassword },
    account.authHeaders,
  );
  if (result.ok) return succeeded("password", {}, { headers: cookieHeaders(result.headers) });
  switch (result.code) {
    case "INVALID_PASSWORD":
      return refused("password", { fields: { currentPassword: [WRONG_PASSWORD] } });
    case "weak_password":
      return refused("password", { fields: { newPassword: weakPasswordMessages(result.reasons) } });
    case "PASSWORD_TOO_SHORT":
      return refused("password", { fields: { newPassword: weakPasswordMessages(["too_short"]) } });
    case "PASSWORD_TOO_LONG":
      return refused("password", { fields: { newPassword: weakPasswordMessages(["too_long"]) } });
    default:
      return refused("password", { fields: {}, form: SERVER_ERROR }, { status: result.status });
  }
}
