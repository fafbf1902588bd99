import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { onboardingDrafts } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { createOwnerSite, type OwnerSite } from "../sites/create-owner-site.ts";
import { changeSiteCurrency } from "../stays/site-currency.ts";
import { loadDraft, ownerHasSite } from "./onboarding-draft.ts";
import type { OnboardingFieldErrors, OnboardingStep } from "./onboarding-steps.ts";
import { firstIncompleteStep } from "./onboarding-steps.ts";
import { subdomainErrors } from "./save-onboarding-step.ts";

export type FinishOnboardingResult =
  | { ok: true; site: OwnerSite }
  /** A step still needs an answer; show it. */
  | { ok: false; reason: "incomplete"; step: OnboardingStep }
  | { ok: false; reason: "has-site" }
  /**
   * The chosen name was taken (or became reserved) since it was saved; the wizard goes back
   * to the subdomain step, whose form shows `errors`.
   */
  | { ok: false; reason: "subdomain-unavailable"; step: "subdomain"; errors: OnboardingFieldErrors };

/**
 * Turns the owner's completed wizard into their live site: the active user_sites row and
 * its profile, in one transaction that also deletes the draft and runs `afterCreate` (to
 * enqueue the "your site is live" email). `onSiteChanged` (SiteDirectory invalidate) runs
 * after the commit, so the new subdomain resolves at once.
 */
export async function finishOnboarding(
  db: Database,
  ownerId: string,
  opts: { onSiteChanged: () => void; afterCreate?: (tx: Database, site: OwnerSite) => Promise<void> },
): Promise<FinishOnboardingResult> {
  assertUuid(ownerId, "ownerId");
  if (await ownerHasSite(db, ownerId)) return { ok: false, reason: "has-site" };
  const { data } = await loadDraft(db, ownerId);
  const missing = firstIncompleteStep(data);
  const { property, location, capacity, theme, subdomain, description, price } = data;
  if (missing || !property || !location || !capacity || !theme || !subdomain || !description || !price) {
    return { ok: false, reason: "incomplete", step: missing ?? "property" };
  }

  const result = await createOwnerSite(
    db,
    {
      ownerId,
      siteName: property.name,
      theme: theme.theme,
      subdomain: subdomain.subdomain,
      // Guests see it once its owner subscribes (or at once, if they already have).
      publishedWithoutSubscription: false,
      profile: {
        propertyType: property.type,
        ...location,
        maxGuests: capacity.guests,
        bedrooms: capacity.bedrooms,
        bathrooms: capacity.bathrooms,
        description: description.description,
        basePriceCents: price.basePriceCents,
        currency: price.currency,
      },
    },
    {
      onSiteChanged: opts.onSiteChanged,
      afterCreate: async (tx, site) => {
        await tx.delete(onboardingDrafts).where(eq(onboardingDrafts.userId, ownerId));
        // The site prices in the currency its nightly price was given in.
        await changeSiteCurrency(tx, site.id, price.currency);
        await opts.afterCreate?.(tx, site);
      },
    },
  );
  if (result.ok) return result;
  if (result.reason === "has-site") return result;
  await db
    .update(onboardingDrafts)
    .set({ step: "subdomain", updatedAt: new Date() })
    .where(eq(onboardingDrafts.userId, ownerId));
  return {
    ok: false,
    reason: "subdomain-unavailable",
    step: "subdomain",
    errors: subdomainErrors(result.subdomainReason),
  };
}
