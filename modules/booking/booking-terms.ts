import type { Database } from "../../db/client.ts";
import type { Quote } from "../pricing/quote-stay.ts";
import { CANCELLATION_POLICIES, type CancellationPolicy } from "../pricing/rate-plan-choices.ts";
import { loadRatePlan } from "../pricing/unit-rates.ts";

/**
 * What a booking stores of the terms it was made on (stays.quote): the quote, and the
 * cancellation policy of that moment beside it, so a later change to the unit's rules does
 * not change the refund of a booking already made.
 */
export type StoredQuote = Quote & { cancellationPolicy?: CancellationPolicy };

/** The stored quote when it has the shape of one (blocks, imports and hand-made rows have none). */
export function storedQuote(value: unknown): StoredQuote | null {
  if (typeof value !== "object" || value === null) return null;
  const quote = value as Partial<StoredQuote>;
  return Array.isArray(quote.nights) && typeof quote.totalCents === "number" ? (quote as StoredQuote) : null;
}

/** The quote to store for a booking: the quote with the policy it was made under. */
export function quoteToStore(quote: Quote, policy: CancellationPolicy): Record<string, unknown> {
  return { ...quote, cancellationPolicy: policy };
}

/** The policy a booking was made under; for a booking stored without one, the unit's current policy. */
export async function bookingPolicy(
  db: Database,
  stay: { siteId: string; unitId: string; quote: unknown },
): Promise<CancellationPolicy> {
  const stored = storedQuote(stay.quote)?.cancellationPolicy;
  if (stored && (CANCELLATION_POLICIES as readonly string[]).includes(stored)) return stored;
  return (await loadRatePlan(db, stay.siteId, stay.unitId)).cancellationPolicy;
}
