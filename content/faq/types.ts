/** One question and its answer. Answers may link with the syntax of parseInline and use the plan tokens. */
export type FaqItem = {
  /** Anchor of the question: lowercase letters, digits and hyphens, unique on the page. */
  id: string;
  question: string;
  /** The answer as paragraphs. */
  answer: string[];
};

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
