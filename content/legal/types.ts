/** The four legal pages, served by one route module. */
export const LEGAL_PAGES = ["terms", "privacy", "cookies", "disclaimer"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/**
 * A block of a legal section. Text may link with the syntax of parseInline
 * (app/components/marketing/legal/inline-links.ts) and may use the plan tokens.
 */
export type LegalBlock =
  | { type: "p"; text: string }
  | { type: "list"; items: string[]; ordered?: boolean }
  /** A sub-heading inside a section (rendered as h3). */
  | { type: "h3"; text: string }
  /** Term and explanation pairs, e.g. definitions or cookies. */
  | { type: "terms"; items: { term: string; text: string }[] };

export type LegalSection = {
  /** Anchor of the section: lowercase letters, digits and hyphens, unique within its document. */
  id: string;
  title: string;
  blocks: LegalBlock[];
};

export type LegalDocument = {
  /** The h1. */
  title: string;
  /** The <title> (VayVista is appended when missing) and the meta description. */
  metaTitle: string;
  metaDescription: string;
  /** The lead under the h1. */
  lead: string;
  sections: LegalSection[];
};

export type LegalLabels = Omit<LegalContent, "documents">;

export type LegalContent = {
  /** Eyebrow above every legal h1, e.g. "Legal". */
  eyebrow: string;
  /** "Last updated" label, followed by the date. */
  lastUpdated: string;
  /** Heading of the table of contents. */
  contents: string;
  /** Link back to the table of contents at the end of each section. */
  backToContents: string;
  /** Heading above the links to the other legal documents. */
  otherDocuments: string;
  documents: Record<LegalPage, LegalDocument>;
};
