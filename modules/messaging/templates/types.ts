import type { GuestTemplateKey, TemplateKey, TemplateSource } from "../template-keys.ts";
import type { GuestSampleWords, SampleWords } from "./samples/types.ts";
import type { GuestValueWords, ValueWords } from "./values/types.ts";

/** The fixed text of the layout around the emails of one language. */
export type LayoutTexts = {
  /** One line under the logo's name in the footer. */
  tagline: string;
  /** Why the recipient gets this email. */
  reason: string;
  /** The same for an email to someone without an account (VISITOR_TEMPLATES): a form had their address. */
  visitorReason: string;
  /**
   * The same for a guest of an owner's site (GUEST_TEMPLATE_KEYS): its contact form had
   * their address. The site's address follows it in the footer; it names VayVista as the host.
   */
  guestReason: string;
};

/**
 * The built-in emails of one language, the fixed text of the layout around them, the words of
 * their values and made-up values for the admin's previews.
 */
export type LanguageTemplates = {
  layout: LayoutTexts;
  /** The admin's test of the mail server's settings, sent at once (not editable). */
  testEmail: { subject: string; body: string };
  templates: Record<TemplateKey, TemplateSource>;
  values: ValueWords;
  samples: SampleWords;
};

/** A language only guests are written to in (German): the guest emails, their footer and the words of their values. */
export type GuestLanguageTemplates = {
  layout: Pick<LayoutTexts, "guestReason">;
  templates: Record<GuestTemplateKey, TemplateSource>;
  values: GuestValueWords;
  samples: GuestSampleWords;
};
