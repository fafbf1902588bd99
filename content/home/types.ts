import type { OwnerSiteMockupLabels } from "../../app/components/marketing/mockups/owner-site-mockup.tsx";

export const FEATURE_KEYS = ["website", "booking", "sync", "emails", "payments", "seo", "hosting", "support"] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

type Heading = { eyebrow: string; title: string; intro: string };

export type HomeContent = {
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    points: readonly string[];
    mockup: OwnerSiteMockupLabels;
  };
  features: Heading & { items: Record<FeatureKey, { title: string; body: string }> };
  pricing: Heading & {
    notPaying: { title: string; items: readonly string[] };
    /** Extra lines on the plan card, after the plan's own promises. */
    included: readonly string[];
    pricingLink: string;
  };
  steps: Heading & { items: readonly { title: string; body: string }[]; link: string };
  cta: { title: string; body: string };
  themesDemo: Heading & {
    themes: { title: string; body: string; link: string };
    demo: { title: string; body: string; link: string; screenLabel: string };
  };
  testimonials: Heading & {
    /** Contains {rating}. */
    ratingLabel: string;
  };
  statistics: Heading & { items: readonly { value: string; label: string }[] };
};
