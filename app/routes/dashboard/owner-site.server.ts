import { data, type RouterContextProvider, redirect } from "react-router";
import { isUuid } from "../../../modules/ids/uuid.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { getOwnerSite } from "../../../modules/sites/update-site.ts";
import type { SessionUser } from "../../../server/auth/account-services.ts";
import { services } from "../../context.ts";
import { accountsOf } from "../account/account-request.server.ts";

export type OwnerAccess = { user: SessionUser; site: OwnerSite };

/**
 * The signed-in person and their site, first thing in every dashboard loader and action.
 * Visitors go to /login; an owner without a site yet goes to the onboarding wizard, an
 * admin without one to the admin area (admins with a site use the dashboard like owners).
 */
export async function requireOwnerSite(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<OwnerAccess> {
  const { user } = await accountsOf(context).requireUser(request);
  const found = await getOwnerSite(services(context).db, user.id);
  if (!found) throw redirect(user.role === "admin" ? "/admin" : "/onboarding");
  return { user, site: found.site };
}

/** An id from the URL or a form: a malformed one is answered with 400 before any query. */
export function requireId(value: unknown): string {
  if (!isUuid(value)) throw data(null, { status: 400 });
  return value;
}

export function notFound(): never {
  throw data(null, { status: 404 });
}
