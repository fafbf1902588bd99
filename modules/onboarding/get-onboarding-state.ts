import type { Database } from "../../db/client.ts";
import { assertUuid } from "../ids/uuid.ts";
import { loadDraft, ownerHasSite, progressPercent, type WizardPosition } from "./onboarding-draft.ts";
import type { OnboardingData } from "./onboarding-schemas.ts";

export type OnboardingState = {
  /** The step to show: where the owner left off, or "review" when everything is answered. */
  step: WizardPosition;
  /** The answers saved so far, per step, to fill in the forms. */
  data: OnboardingData;
  /** Share of the steps answered, 0–100. */
  progressPercent: number;
  /** The owner already has a site: the wizard is done, show the dashboard instead. */
  hasSite: boolean;
};

export async function getOnboardingState(db: Database, ownerId: string): Promise<OnboardingState> {
  assertUuid(ownerId, "ownerId");
  const [draft, hasSite] = await Promise.all([loadDraft(db, ownerId), ownerHasSite(db, ownerId)]);
  return { step: draft.step, data: draft.data, progressPercent: progressPercent(draft.data), hasSite };
}
