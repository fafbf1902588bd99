import type { PageId } from "../../modules/i18n/route-table.ts";
import type { QuestionAnswer } from "../faq/types.ts";

/**
 * Copy of the pricing page. Prices and promises are {{tokens}}; the cost comparison also
 * uses {revenue}, {commission}, {yearOne}, {later} and {breakEven}, which the page fills
 * from the plan.
 */
export type PricingContent = {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  lead: string;
  plan: {
    title: string;
    intro: string;
    /** Extra lines on the plan card, after its standard promises. */
    features: string[];
    cta: string;
    consultationLink: string;
  };
  included: { title: string; intro: string; groups: { title: string; items: string[] }[] };
  guarantee: { title: string; paragraphs: string[]; points: string[] };
  extras: {
    title: string;
    intro: string;
    items: { title: string; body: string; page: PageId; link: string }[];
    priceOnRequest: string;
  };
  comparison: {
    title: string;
    intro: string;
    caption: string;
    headers: { revenue: string; commission: string; vayvistaYearOne: string; vayvistaLater: string };
    breakEven: string;
    note: string;
  };
  faq: { title: string; items: QuestionAnswer[] };
  cta: { title: string; body: string };
};
