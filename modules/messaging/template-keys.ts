/** The emails the platform sends. Each has a default per language and may be overridden by an admin. */
export const TEMPLATE_KEYS = [
  "welcome",
  "verify-email",
  "password-reset",
  "password-changed",
  "new-sign-in",
  "site-live",
  "support-request",
  "support-follow-up",
  "support-reply",
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
  /** `device` as read from the browser, e.g. "Firefox op Android"; `ip` with its last part hidden (203.0.113.x). */
  "new-sign-in": { name: string; device: string; ip: string; time: Moment; url: string };
  "site-live": { name: string; siteName: string; url: string };
  /** To an admin (`name`): an owner opened a request; `site` is empty when they have none yet. */
  "support-request": {
    name: string;
    ownerName: string;
    ownerEmail: string;
    site: string;
    subject: string;
    message: string;
    url: string;
  };
  /** To an admin (`name`): the owner wrote again in a request (`message` is the new message). */
  "support-follow-up": {
    name: string;
    ownerName: string;
    ownerEmail: string;
    site: string;
    subject: string;
    message: string;
    url: string;
  };
  /** To the owner (`name`): the team answered their request. */
  "support-reply": { name: string; subject: string; reply: string; url: string };
};

/** The placeholders an admin may use per template, shown beside the editor. */
export const PLACEHOLDERS: { [K in TemplateKey]: readonly (keyof TemplateData[K] & string)[] } = {
  welcome: ["name", "url"],
  "verify-email": ["name", "url"],
  "password-reset": ["name", "url"],
  "password-changed": ["name", "time", "url"],
  "new-sign-in": ["name", "device", "ip", "time", "url"],
  "site-live": ["name", "siteName", "url"],
  "support-request": ["name", "ownerName", "ownerEmail", "site", "subject", "message", "url"],
  "support-follow-up": ["name", "ownerName", "ownerEmail", "site", "subject", "message", "url"],
  "support-reply": ["name", "subject", "reply", "url"],
};

/** The three editable parts of an email. */
export type TemplateSource = { subject: string; html: string; text: string };
export type TemplatePart = keyof TemplateSource;
