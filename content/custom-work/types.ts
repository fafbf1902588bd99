import type { QuestionAnswer } from "../faq/types.ts";
import type { ServiceIconName, TitledText } from "../services/types.ts";

/** All the copy of the custom-work (maatwerk) page in one language. */
export type CustomWorkContent = {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  /** Where the plan ends and custom work begins. */
  fit: {
    eyebrow: string;
    title: string;
    intro: string;
    planTitle: string;
    plan: string[];
    customTitle: string;
    custom: string[];
  };
  offerings: {
    eyebrow: string;
    title: string;
    intro: string;
    items: (TitledText & { icon: ServiceIconName; examples: string[] })[];
  };
  quoting: {
    eyebrow: string;
    title: string;
    intro: string;
    items: (TitledText & { icon: ServiceIconName })[];
    note: string;
  };
  process: { eyebrow: string; title: string; intro: string; stepLabel: string; steps: TitledText[] };
  faq: { eyebrow: string; title: string; items: QuestionAnswer[] };
  cta: { title: string; body: string };
};
