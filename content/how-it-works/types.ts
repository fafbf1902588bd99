import type { QuestionAnswer } from "../faq/types.ts";

export type HowItWorksContent = {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  highlights: readonly { value: string; label: string }[];
  steps: {
    eyebrow: string;
    title: string;
    intro: string;
    youLabel: string;
    weLabel: string;
    timeLabel: string;
    /** Contains {n}. */
    stepLabel: string;
    items: readonly { title: string; body: string; you: readonly string[]; we: readonly string[]; time: string }[];
  };
  prepare: { title: string; intro: string; items: readonly string[] };
  afterLaunch: {
    eyebrow: string;
    title: string;
    intro: string;
    items: readonly QuestionAnswer[];
  };
  cta: { title: string; body: string };
};
