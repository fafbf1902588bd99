import { type BillingSettings, loadBillingSettings } from "../../../../modules/billing/billing-settings.ts";
import type { Lang } from "../../../../modules/i18n/languages.ts";
import type { Plan } from "../../../../modules/plans/get-plan.ts";
import { subscriptionCharge } from "../../../../modules/subscriptions/subscription-lines.ts";

/** Today's payment as the summary shows it: before VAT, and with the seller's VAT where it applies. */
export type CheckoutAmounts = {
  subtotalCents: number;
  /** The seller's country and rate (2100 = 21 %) and today's total with it; null until the admin entered the seller. */
  domestic: { sellerCountry: string; rateBasisPoints: number; totalCents: number } | null;
};

/** What the buyer typed so far, as far as VAT is concerned. */
export type VatBuyer = { country: string; vatNumber: string };

function charge(
  plan: Plan,
  lang: Lang,
  settings: BillingSettings,
  buyer: { country: string; vatNumber: string | null },
) {
  return subscriptionCharge(
    {
      setupFeeCents: plan.setupFeeCents,
      monthlyFeeCents: plan.monthlyFeeCents,
      freeFirstMonth: plan.freeFirstMonth,
      billingCountry: buyer.country,
      billingVatNumber: buyer.vatNumber,
      lang,
    },
    "first",
    { country: settings.sellerCountry, vatRateBasisPoints: settings.vatRateBasisPoints },
  );
}

/**
 * The amounts of the first payment, computed as the checkout will charge them
 * (subscriptionCharge), for the summary and for the pay button: `totalCents` is for the
 * buyer as typed (the seller's country until a country is chosen), so the button says what
 * the provider's page will ask.
 */
export async function checkoutAmounts(
  db: Parameters<typeof loadBillingSettings>[0],
  plan: Plan,
  lang: Lang,
  buyer: VatBuyer,
): Promise<CheckoutAmounts & { totalCents: number }> {
  const settings = await loadBillingSettings(db);
  const subtotalCents = plan.setupFeeCents + (plan.freeFirstMonth ? 0 : plan.monthlyFeeCents);
  if (!settings) return { subtotalCents, domestic: null, totalCents: subtotalCents };
  const domestic = charge(plan, lang, settings, { country: settings.sellerCountry, vatNumber: null });
  // The VAT rule itself reads the number by the country's format.
  const asTyped = charge(plan, lang, settings, {
    country: buyer.country || settings.sellerCountry,
    vatNumber: buyer.vatNumber || null,
  });
  return {
    subtotalCents,
    domestic: {
      sellerCountry: settings.sellerCountry,
      rateBasisPoints: settings.vatRateBasisPoints,
      totalCents: domestic.totalCents,
    },
    totalCents: asTyped.totalCents,
  };
}
