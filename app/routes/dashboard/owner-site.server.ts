import { data, type RouterContextProvider, redirect } from "react-router";
import type { SessionUser } from "../../../modules/accounts/account-services.ts";
import { isUuid } from "../../../modules/ids/uuid.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { getOwnerSite } from "../../../modules/sites/update-site.ts";
import { services } from "../../context.ts";
import { accountsOf } from "../account/account-request.server.ts";

export type OwnerAccess = { user: SessionUser; site: OwnerSite };

/**
 * The signed-in person and their site, or null while they have none: first thing in the
 * dashboard pages every account has (the layout, account settings, support), so an owner
 * who has not finished onboarding still reaches them. Visitors go to /login.
 */
export async function requireSignedInOwner(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ user: SessionUser; site: OwnerSite | null }> {
  const { user } = await accountsOf(context).requireUser(request);
  const found = await getOwnerSite(services(context).db, user.id);
  return { user, site: found?.site ?? null };
}

/**
 * The signed-in person and their site, first thing in every other dashboard loader and
 * action. Visitors go to /login; an owner without a site yet goes to the onboarding
 * wizard, an admin without one to the admin area (admins with a site use the dashboard
 * like owners).
 */
export async function requireOwnerSite(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<OwnerAccess> {
  const { user, site } = await requireSignedInOwner(request, context);
  if (!site) throw redirect(user.role === "admin" ? "/admin" : "/onboarding");
  return { user, site };
}

/** An id from the URL or a form: a malformed one is answered with 400 before any query. */
export function requireId(value: unknown): string {
  if (!isUuid(value)) throw data(null, { status: 400 });
  return value;
}

export function notFound(): never {
  throw data(null, { status: 404 });
}
