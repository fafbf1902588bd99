import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { plans } from "../../db/schema.ts";
import { adminWholeNumber, WHOLE_NUMBER_ERRORS } from "../admin/admin-whole-number.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { LANGUAGES } from "../i18n/languages.ts";
import { assertUuid } from "../ids/uuid.ts";
import { fieldErrors } from "../onboarding/field-errors.ts";
import { oneLine } from "../text/text-checks.ts";
import type { Plan } from "./get-plan.ts";
import { PLAN_ERROR_KEYS, PLAN_LIMITS, type PlanErrorKey, type PlanFieldErrors } from "./plan-limits.ts";

const E = {
  ...WHOLE_NUMBER_ERRORS,
  tooLong: "admin.errors.tooLong",
  controls: "admin.errors.controls",
  freeMonthNeedsSetupFee: "admin.billing.plan.freeMonthNeedsSetupFee",
} as const satisfies Record<string, PlanErrorKey>;

/** The promotion's line on the pricing page: one line, no control character. */
const promotionText = z
  .string({ error: E.required })
  .trim()
  .check(oneLine(E.controls))
  .min(1, E.required)
  .max(PLAN_LIMITS.promotion, E.tooLong);

/** No promotion when it is null or every language is left empty; otherwise every language is required. */
const promotion = z.preprocess((v) => {
  if (v === null || v === undefined) return null;
  if (typeof v !== "object") return v;
  const texts = v as Record<string, unknown>;
  return LANGUAGES.every((l) => typeof texts[l] !== "string" || texts[l].trim() === "") ? null : v;
}, z.object({ nl: promotionText, en: promotionText, pl: promotionText }, { error: E.required }).nullable());

export const planInputSchema = z
  .object({
    setupFeeCents: adminWholeNumber(PLAN_LIMITS.feeCents),
    monthlyFeeCents: adminWholeNumber(PLAN_LIMITS.feeCents),
    moneyBackDays: adminWholeNumber(PLAN_LIMITS.moneyBackDays),
    liveWithinDays: adminWholeNumber(PLAN_LIMITS.liveWithinDays),
    /** New subscriptions pay only the setup fee at checkout; the monthly fee starts a month later. */
    freeFirstMonth: z.boolean().default(false),
    promotion,
  })
  .superRefine((plan, ctx) => {
    // The first payment is what saves the owner's payment method for the renewals: with a
    // free month and no setup fee it would be €0, which no provider charges.
    if (plan.freeFirstMonth && plan.setupFeeCents === 0) {
      ctx.addIssue({ code: "custom", path: ["freeFirstMonth"], message: E.freeMonthNeedsSetupFee });
    }
  });
export type PlanInput = z.input<typeof planInputSchema>;

export type UpdatePlanResult =
  | { ok: true; plan: Plan }
  | { ok: false; reason: "invalid"; errors: PlanFieldErrors }
  | { ok: false; reason: "not-found" };

const planColumns = {
  currency: plans.currency,
  setupFeeCents: plans.setupFeeCents,
  monthlyFeeCents: plans.monthlyFeeCents,
  moneyBackDays: plans.moneyBackDays,
  liveWithinDays: plans.liveWithinDays,
  freeFirstMonth: plans.freeFirstMonth,
  promotion: plans.promotion,
};

/**
 * An admin changes the offer every marketing page renders. Audited with the plan before and
 * after (no entry when nothing changed). `onPlanChanged` runs after the commit: pass the
 * page cache's clear, so this instance shows the new figures at once (ADR 0003).
 */
export async function updatePlan(
  db: Database,
  opts: { actorId: string; input: PlanInput; code?: string; onPlanChanged?: () => void },
): Promise<UpdatePlanResult> {
  assertUuid(opts.actorId, "actorId");
  const parsed = planInputSchema.safeParse(opts.input);
  if (!parsed.success) {
    return { ok: false, reason: "invalid", errors: fieldErrors(parsed.error.issues, PLAN_ERROR_KEYS, E.required) };
  }
  const code = opts.code ?? "standard";
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select(planColumns).from(plans).where(eq(plans.code, code)).for("update");
    if (!before) return null;
    const [after] = await tx
      .update(plans)
      .set({ ...parsed.data, updatedAt: new Date() })
      .where(eq(plans.code, code))
      .returning(planColumns);
    if (!after) throw new Error("plan vanished");
    const changed = JSON.stringify(before) !== JSON.stringify(after);
    if (changed) {
      await recordAudit(tx, {
        actorId: opts.actorId,
        action: "plan.update",
        targetType: "plan",
        targetId: code,
        details: { before, after },
      });
    }
    return { plan: after, changed };
  });
  if (!result) return { ok: false, reason: "not-found" };
  if (result.changed) opts.onPlanChanged?.();
  return { ok: true, plan: result.plan };
}
