import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { user as users } from "../../../../db/schema.ts";
import { authResult } from "../../../../modules/accounts/auth-result.ts";
import { VERIFIED_CALLBACK_PATH } from "../../../../modules/accounts/auth-settings.ts";
import type { Auth } from "../../../../modules/accounts/create-auth.ts";
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
  const { auth } = accounts;
  const checked = await authResult(() =>
    auth.api.verifyPassword({ body: { password }, headers: account.authHeaders, asResponse: true }),
  );
  if (!checked.ok) {
    if (checked.code === "INVALID_PASSWORD")
      return refused("change-email", { fields: { password: [WRONG_PASSWORD] } }, { values });
    return refused("change-email", { fields: {}, form: SERVER_ERROR }, { values, status: checked.status });
  }
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
  if (taken)
    return refused("change-email", { fields: { newEmail: [{ key: "dashboard.account.email.taken" }] } }, { values });

  await mailEmailChangeLink(auth, account.user.id, newEmail);
  return succeeded("change-email", { sentTo: newEmail });
}

/**
 * The link better-auth's changeEmail sends when the change needs the new address
 * confirmed ("change-email-verification"); its /verify-email endpoint makes the change
 * when the link is opened. Made here because create-auth.ts leaves `user.changeEmail`
 * switched off; the mail goes through the same verify-email template and outbox.
 */
async function mailEmailChangeLink(auth: Auth, userId: string, newEmail: string): Promise<void> {
  const ctx = await auth.$context;
  const person = await ctx.internalAdapter.findUserById(userId);
  const send = auth.options.emailVerification?.sendVerificationEmail;
  if (!person || !send) throw new Error("cannot send the email-change link");
  const token = await createEmailVerificationToken(
    ctx.secret,
    person.email,
    newEmail,
    auth.options.emailVerification?.expiresIn,
    { requestType: "change-email-verification", userId },
  );
  const url = `${ctx.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK_PATH)}`;
  await send({ user: { ...person, email: newEmail }, url, token });
}

/** Another confirmation link for the current address. */
export async function resendVerification(account: AccountRequest) {
  if (account.user.emailVerified) return succeeded("resend-verification", { sentTo: account.user.email });
  const wait = await attemptAllowed(account, "email");
  if (wait) return refused("resend-verification", { fields: {}, form: wait }, { status: 429 });
  const sent = await authResult(() =>
    account.app.accounts.auth.api.sendVerificationEmail({
      body: { email: account.user.email, callbackURL: VERIFIED_CALLBACK_PATH },
      headers: account.authHeaders,
      asResponse: true,
    }),
  );
  if (!sent.ok && sent.code !== "EMAIL_ALREADY_VERIFIED") {
    return refused("resend-verification", { fields: {}, form: SERVER_ERROR }, { status: sent.status });
  }
  return succeeded("resend-verification", { sentTo: account.user.email });
}
