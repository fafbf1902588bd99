/** Copy of the contact page; the form's labels and messages are interface strings. */
export type ContactContent = {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  lead: string;
  form: {
    title: string;
    intro: string;
    /** Placeholder-free examples shown as hints under fields. */
    subjectHint: string;
    messageHint: string;
  };
  details: {
    title: string;
    emailLabel: string;
    whatsappLabel: string;
    whatsappBody: string;
    whatsappCta: string;
    responseLabel: string;
    responseBody: string;
    languagesLabel: string;
    languagesBody: string;
  };
  topics: { title: string; items: string[] };
  consultation: { title: string; body: string; cta: string };
};
