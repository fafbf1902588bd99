import { redirect } from "react-router";
import { cookieHeaders } from "../../../modules/accounts/auth-result.ts";
import { revokeSessions } from "../../../modules/accounts/sessions.ts";
import { accountsOf } from "../account/account-request.server.ts";
import type { Route } from "./+types/sign-out";

/**
 * Signs this browser out (its session ends in the database, the cookie is cleared) and
 * shows the login page with its "signed out" notice. Only POST: a link or a prefetch
 * must never sign anyone out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const accounts = accountsOf(context);
  await accounts.requireUser(request);
  const result = await revokeSessions(accounts.auth, "local", accounts.headersFor(request));
  return redirect("/login?signedout=1", { headers: cookieHeaders(result.headers) });
}

export function loader() {
  return redirect("/dashboard");
}
