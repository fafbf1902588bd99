import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { user as users } from "../../db/schema.ts";
import { type AuthResult, authResult } from "./auth-result.ts";
import { VERIFIED_CALLBACK_PATH } from "./auth-settings.ts";
import type { Auth } from "./create-auth.ts";

export type EmailChangeResult = { ok: true } | { ok: false; reason: "taken" };

/**
 * Mails a confirmation link to a new address; the account keeps its old address until the
 * link is opened (better-auth's /verify-email makes the change then). An address another
 * account uses is refused. The link is the one better-auth's changeEmail would send when the
 * new address needs confirming ("change-email-verification"), made here because
 * create-auth.ts leaves `user.changeEmail` switched off; it goes through the same
 * verify-email template and outbox. Check the password first (verifyPassword).
 */
export async function startEmailChange(
  auth: Auth,
  db: Database,
  input: { userId: string; newEmail: string },
): Promise<EmailChangeResult> {
  const newEmail = input.newEmail.trim().toLowerCase();
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
  if (taken) return { ok: false, reason: "taken" };
  const ctx = await auth.$context;
  const person = await ctx.internalAdapter.findUserById(input.userId);
  const send = auth.options.emailVerification?.sendVerificationEmail;
  if (!person || !send) throw new Error("cannot send the email-change link");
  const token = await createEmailVerificationToken(
    ctx.secret,
    person.email,
    newEmail,
    auth.options.emailVerification?.expiresIn,
    { requestType: "change-email-verification", userId: input.userId },
  );
  const url = `${ctx.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK_PATH)}`;
  await send({ user: { ...person, email: newEmail }, url, token });
  return { ok: true };
}

/** Another confirmation link for the signed-in person's current address. */
export async function resendVerificationEmail(
  auth: Auth,
  email: string,
  headers: Headers,
): Promise<AuthResult<{ status: boolean }>> {
  return authResult(() =>
    auth.api.sendVerificationEmail({
      body: { email, callbackURL: VERIFIED_CALLBACK_PATH },
      headers,
      asResponse: true,
    }),
  );
}
