import { data, redirect } from "react-router";
import { cookieHeaders } from "../../../../modules/accounts/auth-result.ts";
import { isSignOutScope, revokeSession, revokeSessions } from "../../../../modules/accounts/sessions.ts";
import { notFound, uuidParam } from "../../../lib/refusals.server.ts";
import type { AccountForm } from "../../account/account-form.server.ts";
import { type AccountRequest, refused, SERVER_ERROR, succeeded } from "./account-request.server.ts";

/** Where a browser lands once it is signed out. */
const SIGNED_OUT = "/login?signedout=1";

async function signOutHere(account: AccountRequest, scope: "local" | "global") {
  const result = await revokeSessions(account.app.accounts.auth, scope, account.authHeaders);
  return redirect(SIGNED_OUT, { headers: cookieHeaders(result.headers) });
}

/** This browser (to /login), every other one, or all of them (to /login). */
export async function signOut(account: AccountRequest, form: AccountForm) {
  const scope = form.text("scope");
  if (!isSignOutScope(scope)) throw data(null, { status: 400 });
  if (scope !== "others") return signOutHere(account, scope);
  const result = await revokeSessions(account.app.accounts.auth, "others", account.authHeaders);
  if (!result.ok) return refused("sign-out", { fields: {}, form: SERVER_ERROR }, { status: result.status });
  return succeeded("sign-out", {}, { headers: cookieHeaders(result.headers) });
}

/** One session from the list; only the owner's own (another's id is answered like a missing one). */
export async function signOutSession(account: AccountRequest, form: AccountForm) {
  const sessionId = uuidParam(form.text("sessionId"));
  if (sessionId === account.sessionId) return signOutHere(account, "local");
  const { auth } = account.app.accounts;
  const result = await revokeSession(auth, account.app.db, { userId: account.user.id, sessionId }, account.authHeaders);
  if (!result.ok && result.code === "SESSION_NOT_FOUND") notFound();
  if (!result.ok) return refused("sign-out-session", { fields: {}, form: SERVER_ERROR }, { status: result.status });
  return succeeded("sign-out-session");
}
