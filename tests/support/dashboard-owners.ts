import { giveSite, type RouteHarness } from "./route-harness.ts";

/**
 * The owners a dashboard page's route test meets: Sanne with her site Duinhuis, Piotr
 * (Polish) with his Domek, whose things Sanne must never reach, and a newcomer who has no
 * site yet, whom the dashboard sends to the onboarding.
 */
export async function dashboardOwners(app: RouteHarness) {
  const owner = await app.signUpOwner({ email: "sanne@example.nl" });
  const other = await app.signUpOwner({ email: "piotr@example.pl", lang: "pl" });
  const newcomer = await app.signUpOwner({ email: "nieuw@example.nl" });
  const site = await giveSite(app.db, owner.id, { siteName: "Duinhuis", subdomain: "duinhuis" });
  const otherSite = await giveSite(app.db, other.id, { siteName: "Domek", subdomain: "domek" });
  return { owner, other, newcomer, site, otherSite };
}
