import type { TemplateKey, TemplateSource } from "../template-keys.ts";

/** The built-in emails of one language, and the fixed text of the layout around them. */
export type LanguageTemplates = {
  layout: {
    /** One line under the logo's name in the footer. */
    tagline: string;
    /** Why the recipient gets this email. */
    reason: string;
    /** The same for an email to someone without an account (VISITOR_TEMPLATES): a form had their address. */
    visitorReason: string;
  };
  templates: Record<TemplateKey, TemplateSource>;
};
