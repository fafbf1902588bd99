import { type RouterContextProvider, redirect } from "react-router";
import { pendingDeletion } from "../../modules/accounts/account-deletion.ts";
import type { SignedInSession } from "../../modules/accounts/account-services.ts";
import type { OwnerSite } from "../../modules/sites/create-owner-site.ts";
import { services } from "../context.ts";

/**
 * What a page needs of the signed-in person's site:
 * - "site": their site. Without one, an owner goes to the onboarding wizard and an admin
 *   (who uses the dashboard like an owner once they have a site) to the admin area.
 * - "optional": their site, or null. The dashboard's frame, account settings and support
 *   work before onboarding is finished.
 * - "setup": the site is being set up (the wizard, domain setup). An admin without a site
 *   has nothing to set up here and goes to the admin area.
 */
export type SiteNeed = "site" | "optional" | "setup";

export type OwnerAccess<S extends OwnerSite | null = OwnerSite> = SignedInSession & { site: S };

/**
 * The one guard of the owner's pages, first thing in every onboarding and dashboard loader
 * and action: the signed-in person (visitors go to /login?next=…) and their site as `need`
 * asks. The site is looked up once per request however many loaders ask (an action looks
 * again: it may change the site); it is always the person's own, never one named in the
 * request.
 */
export async function requireOwner(
  request: Request,
  context: Readonly<RouterContextProvider>,
  need: "site",
): Promise<OwnerAccess<OwnerSite>>;
export async function requireOwner(
  request: Request,
  context: Readonly<RouterContextProvider>,
  need: "optional" | "setup",
): Promise<OwnerAccess<OwnerSite | null>>;
export async function requireOwner(
  request: Request,
  context: Readonly<RouterContextProvider>,
  need: SiteNeed,
): Promise<OwnerAccess<OwnerSite | null>> {
  const { accounts, ownerSite } = services(context);
  const signedIn = await accounts.requireUser(request);
  const reading = request.method === "GET" || request.method === "HEAD";
  // An account waiting for its deletion keeps only the account page (its data, the way back).
  if (need !== "optional" && (await pendingDeletion(services(context).db, signedIn.user.id))) {
    throw redirect("/dashboard/account#delete");
  }
  const site = await ownerSite(signedIn.user.id, { fresh: !reading });
  if (!site && need !== "optional") {
    if (signedIn.user.role === "admin") throw redirect("/admin");
    if (need === "site") throw redirect("/onboarding");
  }
  return { ...signedIn, site };
}
