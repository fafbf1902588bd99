/** The emails the platform sends. Each has a default per language and may be overridden by an admin. */
export const TEMPLATE_KEYS = [
  "welcome",
  "verify-email",
  "password-reset",
  "password-changed",
  "new-sign-in",
  "site-live",
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

export function isTemplateKey(value: unknown): value is TemplateKey {
  return typeof value === "string" && (TEMPLATE_KEYS as readonly string[]).includes(value);
}

/** A moment is formatted in the email's language (Amsterdam time); a string is shown as given. */
export type Moment = Date | string;

/** What each email needs; `url` is always the link the email's button leads to. */
export type TemplateData = {
  welcome: { name: string; url: string };
  "verify-email": { name: string; url: string };
  "password-reset": { name: string; url: string };
  "password-changed": { name: string; time: Moment; url: string };
  "new-sign-in": { name: string; device: string; time: Moment; url: string };
  "site-live": { name: string; siteName: string; url: string };
};

/** The placeholders an admin may use per template, shown beside the editor. */
export const PLACEHOLDERS: { [K in TemplateKey]: readonly (keyof TemplateData[K] & string)[] } = {
  welcome: ["name", "url"],
  "verify-email": ["name", "url"],
  "password-reset": ["name", "url"],
  "password-changed": ["name", "time", "url"],
  "new-sign-in": ["name", "device", "time", "url"],
  "site-live": ["name", "siteName", "url"],
};

/** The three editable parts of an email. */
export type TemplateSource = { subject: string; html: string; text: string };
export type TemplatePart = keyof TemplateSource;
