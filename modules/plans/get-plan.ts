import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type LocalizedText, plans } from "../../db/schema.ts";

export type Plan = {
  currency: string;
  setupFeeCents: number;
  monthlyFeeCents: number;
  moneyBackDays: number;
  liveWithinDays: number;
  /** New subscriptions pay the setup fee only at checkout, the monthly fee from the second month. */
  freeFirstMonth: boolean;
  promotion: LocalizedText | null;
};

export class PlanMissingError extends Error {}

/** The plan the marketing site sells. */
export async function getPlan(db: Database, code = "standard"): Promise<Plan> {
  const [row] = await db
    .select({
      currency: plans.currency,
      setupFeeCents: plans.setupFeeCents,
      monthlyFeeCents: plans.monthlyFeeCents,
      moneyBackDays: plans.moneyBackDays,
      liveWithinDays: plans.liveWithinDays,
      freeFirstMonth: plans.freeFirstMonth,
      promotion: plans.promotion,
    })
    .from(plans)
    .where(eq(plans.code, code))
    .limit(1);
  if (!row) throw new PlanMissingError(`plan "${code}" is not in the database`);
  return row;
}
