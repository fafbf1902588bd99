import { type RouterContextProvider, redirect } from "react-router";
import type { SessionUser } from "../../../modules/accounts/account-services.ts";
import { accountsOf } from "../account/account-request.server.ts";

/**
 * The signed-in owner, first thing in every onboarding and custom-domain loader and
 * action. Visitors are sent to /login (by requireUser); admins have no site of their own
 * to set up and go to /admin.
 */
export async function requireOwner(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const { user } = await accountsOf(context).requireUser(request);
  if (user.role === "admin") throw redirect("/admin");
  return user;
}
