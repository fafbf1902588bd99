import { type ActionFunctionArgs, redirect } from "react-router";
import { cookieHeaders } from "../../../modules/accounts/auth-result.ts";
import { revokeSessions } from "../../../modules/accounts/sessions.ts";
import { services } from "../../context.ts";
import { readAccountForm } from "./account-form.server.ts";
import { accountLang } from "./account-request.server.ts";

/**
 * POST /logout signs out: this browser (`scope=local`, the default) or every browser of
 * the account (`scope=global`). A GET changes nothing and goes to /login.
 */
export function loader() {
  return redirect("/login");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const accounts = services(context).accounts;
  const form = await readAccountForm(request, accountLang(request));
  const scope = form.text("scope") === "global" ? "global" : "local";
  const result = await revokeSessions(accounts.auth, scope, accounts.headersFor(request));
  return redirect("/login?signedout=1", { headers: cookieHeaders(result.headers) });
}
