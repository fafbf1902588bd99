/** Page-level copy of the customer stories page; the stories themselves live in the database. */
export type CustomerStoriesContent = {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Shown instead of the stories when a language has none yet. */
  empty: string;
  labels: {
    challenge: string;
    solution: string;
    result: string;
    /** Visually hidden heading of the key figures of a story. */
    highlights: string;
    theme: string;
  };
  cta: { title: string; body: string };
};
