import type { BrandColourKey, LogoVariant } from "./brand.ts";

type Heading = { eyebrow: string; title: string; intro: string };
type OwnerLogoExample = { name: string; place: string; idea: string };

/** All the copy of the logo and brand page in one language. */
export type LogoContent = {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  story: Heading & { points: { title: string; body: string }[] };
  variants: Heading & {
    items: Record<LogoVariant, { title: string; body: string; alt: string; download: string }>;
  };
  rules: Heading & {
    clearSpace: { title: string; body: string; label: string };
    minSize: { title: string; body: string; fullLabel: string; markLabel: string };
  };
  palette: Heading & { colours: Record<BrandColourKey, { name: string; usage: string }> };
  typography: Heading & {
    display: { role: string; name: string; body: string; sample: string };
    text: { role: string; name: string; body: string; sample: string };
  };
  usage: Heading & {
    doTitle: string;
    dos: string[];
    dontTitle: string;
    donts: string[];
    /** Captions under the drawn examples of misuse: stretched, recoloured, rotated. */
    dontExamples: [string, string, string];
  };
  ownerLogos: Heading & {
    /** The four drawn example logos, in the order the page draws them. */
    examples: [OwnerLogoExample, OwnerLogoExample, OwnerLogoExample, OwnerLogoExample];
    includedTitle: string;
    included: string[];
    note: string;
    cta: string;
  };
  cta: { title: string; body: string };
};
