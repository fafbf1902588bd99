import type { Placeholder } from "../../../../modules/guest-messages/message-placeholders.ts";
import type { TemplateProblems, TemplateView } from "../../../../modules/guest-messages/message-templates-store.ts";
import type { SiteLang } from "../../../../modules/i18n/site-languages.ts";

/** What the templates page's action answers when it does not move on to a fresh page. */
export type TemplateActionResult =
  | {
      ok: true;
      intent: "preview" | "test";
      lang: SiteLang;
      preview: { subject: string; html: string; text: string; samples: Placeholder[] };
      /** The address a test went to. */
      to?: string;
      /** What was typed, kept in the form. */
      values: Record<string, string>;
    }
  | {
      ok: false;
      intent: string | null;
      problems: TemplateProblems;
      values: Record<string, string>;
      /** A template a rule sends cannot be deleted. */
      problem?: "in-use";
    };

export type TemplatesPageData = {
  templates: Pick<TemplateView, "id" | "name" | "key" | "rules">[];
  /** The template being edited, with its words in the site's languages. */
  selected: TemplateView | null;
  languages: SiteLang[];
  placeholders: readonly Placeholder[];
  done: "saved" | "added" | "removed" | "restored" | null;
  /** The language just restored. */
  doneLang: SiteLang | null;
  /** Changes whenever the stored words change, so the form starts from them again. */
  version: string;
};
