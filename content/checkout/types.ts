import type { BillingProblem } from "../../modules/subscriptions/billing-details.ts";

type Step = { title: string; body: string };
type PageCopy = { metaTitle: string; metaDescription: string; eyebrow: string; title: string; lead: string };

/**
 * Copy of the checkout (plan summary, account, billing details, payment) and of the pages
 * the payment provider sends the owner back to. `{{setupFee}}`-style tokens are the plan's
 * figures (app/lib/plan-copy.ts); `{amount}`-style ones are filled in by the page.
 */
export type CheckoutContent = {
  checkout: PageCopy & {
    summary: {
      title: string;
      planName: string;
      setupLabel: string;
      setupWhen: string;
      monthlyLabel: string;
      monthlyWhen: string;
      /** The plan's first month is free: the monthly fee starts the month after. */
      monthlyWhenFreeFirstMonth: string;
      firstMonthLabel: string;
      firstMonthFree: string;
      promotionLabel: string;
      /** What today's payment comes to before VAT: `{amount}`. */
      todayLabel: string;
      included: string[];
    };
    vat: {
      title: string;
      /** Dutch customers and consumers elsewhere in the EU: `{rate}` % VAT, today `{amount}` in all. */
      domestic: string;
      /** A business in another EU country with a VAT number: reverse-charged. */
      reverseCharge: string;
      outsideEu: string;
    };
    guarantee: { title: string; body: string };
    account: {
      title: string;
      intro: string;
      /** `{name}`, `{email}`. */
      signedInAs: string;
      signOut: string;
      email: string;
      password: string;
      passwordHint: string;
      haveAccount: string;
      signIn: string;
      legal: string;
      terms: string;
      and: string;
      privacy: string;
    };
    billing: {
      title: string;
      intro: string;
      name: string;
      business: string;
      company: string;
      vatNumber: string;
      vatHint: string;
      street: string;
      postalCode: string;
      city: string;
      country: string;
      chooseCountry: string;
      /** The billing details' own problems (a missing or too long text is said as on every form: errors.*). */
      problems: Record<Exclude<BillingProblem["code"], "required" | "tooLong">, string>;
    };
    pay: {
      title: string;
      /** `{amount}`: today's payment, VAT included for the details shown. */
      button: string;
      pending: string;
      note: string;
      providerUnreachable: string;
    };
    unavailable: { title: string; body: string; contact: string };
    consultation: { question: string; link: string };
  };
  success: {
    metaTitle: string;
    metaDescription: string;
    waiting: { eyebrow: string; title: string; lead: string; reload: string };
    confirmed: {
      eyebrow: string;
      title: string;
      lead: string;
      next: { title: string; steps: Step[] };
      onboarding: string;
      dashboard: string;
    };
  };
  cancelled: PageCopy & {
    options: {
      title: string;
      retry: Step & { cta: string };
      question: Step & { cta: string };
      whatsapp: Step & { cta: string };
    };
  };
};
