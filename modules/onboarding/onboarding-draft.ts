import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { onboardingDrafts, userSites } from "../../db/schema.ts";
import { type OnboardingData, readOnboardingData } from "./onboarding-schemas.ts";
import { firstIncompleteStep, isOnboardingStep, ONBOARDING_STEPS, type OnboardingStep } from "./onboarding-steps.ts";

/** Where the wizard stands: "review" once every step has a valid answer. */
export type WizardPosition = OnboardingStep | "review";

export type Draft = { data: OnboardingData; step: WizardPosition };

/** The owner's draft, its answers re-validated; an empty one when there is none. */
export async function loadDraft(db: Database, ownerId: string, opts: { forUpdate?: boolean } = {}): Promise<Draft> {
  const query = db
    .select({ step: onboardingDrafts.step, data: onboardingDrafts.data })
    .from(onboardingDrafts)
    .where(eq(onboardingDrafts.userId, ownerId));
  const [row] = await (opts.forUpdate ? query.for("update") : query);
  const data = readOnboardingData(row?.data);
  return { data, step: clampPosition(row?.step, data) };
}

/**
 * The position to resume at: the stored one, but never past the first step that still
 * needs an answer (so a draft cannot point beyond what the owner has filled in).
 */
export function clampPosition(stored: unknown, data: OnboardingData): WizardPosition {
  const missing = firstIncompleteStep(data);
  const wanted: WizardPosition = isOnboardingStep(stored) || stored === "review" ? stored : (missing ?? "review");
  if (!missing) return wanted;
  if (wanted === "review") return missing;
  return ONBOARDING_STEPS.indexOf(wanted) <= ONBOARDING_STEPS.indexOf(missing) ? wanted : missing;
}

export async function ownerHasSite(db: Database, ownerId: string): Promise<boolean> {
  const rows = await db.select({ id: userSites.id }).from(userSites).where(eq(userSites.userId, ownerId)).limit(1);
  return rows.length > 0;
}

export function progressPercent(data: OnboardingData): number {
  const done = ONBOARDING_STEPS.filter((step) => data[step] !== undefined).length;
  return Math.round((done / ONBOARDING_STEPS.length) * 100);
}
