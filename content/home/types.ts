/** The texts inside the home page's illustration of an owner's site. */
export type OwnerSiteMockupLabels = {
  siteName: string;
  domain: string;
  tagline: string;
  nav: readonly [string, string, string, string];
  /** Contains {price}. */
  fromPrice: string;
  facts: readonly [string, string, string];
  directBadge: string;
  arrival: string;
  departure: string;
  guests: string;
  guestsValue: string;
  checkAvailability: string;
  pickDates: string;
  /** Contains {nights}. */
  nights: string;
  total: string;
  book: string;
  newBooking: string;
  /** Contains {name}, {dates} and {amount}. */
  newBookingBody: string;
};

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
