import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { onboardingDrafts } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { checkSubdomain } from "../sites/check-subdomain.ts";
import { SUBDOMAIN_LENGTH } from "../sites/subdomain-rules.ts";
import { clampPosition, loadDraft, ownerHasSite, progressPercent, type WizardPosition } from "./onboarding-draft.ts";
import { parseOnboardingStep } from "./onboarding-schemas.ts";
import {
  firstIncompleteStep,
  isOnboardingStep,
  ONBOARDING_STEPS,
  type OnboardingErrorKey,
  type OnboardingFieldErrors,
  type OnboardingStep,
} from "./onboarding-steps.ts";

export type SaveOnboardingStepResult =
  | { ok: true; next: WizardPosition; progressPercent: number }
  | { ok: false; reason: "invalid"; errors: OnboardingFieldErrors }
  /** An earlier step has no answer yet; show that one first. */
  | { ok: false; reason: "locked"; step: OnboardingStep }
  /** The owner already has a site (one per owner for now). */
  | { ok: false; reason: "has-site" };

const SUBDOMAIN_ERRORS = {
  invalid: "onboarding.errors.subdomainInvalid",
  reserved: "onboarding.errors.subdomainReserved",
  taken: "onboarding.errors.subdomainTaken",
} as const satisfies Record<string, OnboardingErrorKey>;

export function subdomainErrors(reason: keyof typeof SUBDOMAIN_ERRORS): OnboardingFieldErrors {
  const key = SUBDOMAIN_ERRORS[reason];
  return { subdomain: reason === "invalid" ? { key, params: { ...SUBDOMAIN_LENGTH } } : { key } };
}

class Refused extends Error {
  readonly result: SaveOnboardingStepResult;
  constructor(result: SaveOnboardingStepResult) {
    super("refused");
    this.result = result;
  }
}

/**
 * Validates and saves one wizard step. Any step up to the first unanswered one may be
 * saved, so the owner can go back and change earlier answers; the answer then leads to the
 * following step. The subdomain is checked against the rules and the existing sites (the
 * unique index decides again when the site is created).
 */
export async function saveOnboardingStep(
  db: Database,
  ownerId: string,
  step: OnboardingStep,
  input: Record<string, unknown>,
): Promise<SaveOnboardingStepResult> {
  assertUuid(ownerId, "ownerId");
  if (!isOnboardingStep(step)) throw new Error(`unknown onboarding step: ${String(step)}`);
  const parsed = parseOnboardingStep(step, input);
  if (!parsed.success) return { ok: false, reason: "invalid", errors: parsed.errors };

  try {
    return await db.transaction(async (tx) => {
      if (await ownerHasSite(tx, ownerId)) throw new Refused({ ok: false, reason: "has-site" });
      await tx.insert(onboardingDrafts).values({ userId: ownerId, step: "property" }).onConflictDoNothing();
      const draft = await loadDraft(tx, ownerId, { forUpdate: true });

      const missing = firstIncompleteStep(draft.data);
      if (missing && ONBOARDING_STEPS.indexOf(step) > ONBOARDING_STEPS.indexOf(missing)) {
        throw new Refused({ ok: false, reason: "locked", step: missing });
      }

      let answer = parsed.data;
      if (step === "subdomain") {
        const name = await checkSubdomain(tx, (answer as { subdomain: string }).subdomain);
        if (!name.ok) throw new Refused({ ok: false, reason: "invalid", errors: subdomainErrors(name.reason) });
        answer = { subdomain: name.subdomain };
      }

      const data = { ...draft.data, [step]: answer };
      const following = ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1] ?? "review";
      const next = clampPosition(following, data);
      await tx
        .update(onboardingDrafts)
        .set({ step: next, data, updatedAt: new Date() })
        .where(eq(onboardingDrafts.userId, ownerId));
      return { ok: true as const, next, progressPercent: progressPercent(data) };
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}
