/**
 * A question and its answer, wherever a page lists them (FAQ page, service, pricing,
 * custom-work and how-it-works pages). Answers may link with the syntax of parseInline
 * and use the plan tokens.
 */
export type QuestionAnswer = {
  /** Anchor of the question: lowercase letters, digits and hyphens, unique on the page. */
  id?: string;
  question: string;
  /** One paragraph, or several. */
  answer: string | readonly string[];
};

/** A question of the FAQ page: always with an anchor, the answer as paragraphs. */
export type FaqItem = QuestionAnswer & { id: string; answer: string[] };

export type FaqGroup = {
  /** Anchor of the group, unique on the page. */
  id: string;
  title: string;
  items: FaqItem[];
};

export type FaqContent = {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  /** The h1. */
  title: string;
  lead: string;
  /** Label of the list of topics under the hero. */
  topicsLabel: string;
  groups: FaqGroup[];
  /** The closing call to contact us. */
  contact: { title: string; body: string };
};
