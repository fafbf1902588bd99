/** Icons the about page can show next to a card; the page maps each to a lucide icon. */
export type AboutIcon = "code" | "palette" | "headset" | "guests" | "pricing" | "freedom" | "honesty";

export type AboutCard = { icon: AboutIcon; title: string; text: string };

export type AboutContent = {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  /** The h1. */
  title: string;
  lead: string;
  who: {
    eyebrow: string;
    title: string;
    paragraphs: string[];
    /** The team as roles, without invented names. */
    rolesTitle: string;
    roles: AboutCard[];
    /** Where we work: one entry per market, in the order we started them. */
    marketsTitle: string;
    markets: { code: string; name: string; text: string }[];
  };
  why: { eyebrow: string; title: string; paragraphs: string[]; pullQuote: string };
  beliefs: { eyebrow: string; title: string; intro: string; items: AboutCard[] };
  how: { eyebrow: string; title: string; intro: string; steps: { title: string; text: string }[] };
  cta: { title: string; body: string };
};
