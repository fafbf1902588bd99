/** Copy of the consultation page; form labels and messages are interface strings. */
export type ConsultationContent = {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Short promises beside the hero: free, 30 minutes, no obligation. */
  facts: string[];
  covers: { title: string; intro: string; items: { title: string; body: string }[] };
  steps: { title: string; items: { title: string; body: string }[] };
  form: {
    title: string;
    intro: string;
    dateHint: string;
    locationHint: string;
    notesHint: string;
  };
  prepare: { title: string; items: string[] };
};
