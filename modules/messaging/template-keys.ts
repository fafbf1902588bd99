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
  "lead-received",
  "lead-confirmation",
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/** Emails to someone without an account (a visitor who filled in a form); their footer says why they get it. */
export const VISITOR_TEMPLATES: ReadonlySet<TemplateKey> = new Set(["lead-confirmation"]);

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
  /**
   * To an admin (`name`): a visitor sent a contact or consultation form. Every value is in
   * the admin's language; what a form does not have is empty (a contact message has no
   * preferred date, a consultation no subject; `message` is a consultation's notes).
   */
  "lead-received": {
    name: string;
    kind: string;
    leadName: string;
    leadEmail: string;
    leadPhone: string;
    subject: string;
    message: string;
    preferredDate: string;
    timeSlot: string;
    propertyType: string;
    propertyLocation: string;
    unitCount: string;
    url: string;
  };
  /**
   * To the visitor (`name`), in the language of the page they used: their request arrived.
   * A consultation names the moment they asked for; a contact message leaves it empty.
   * Nothing else they typed is repeated, so the form cannot send anyone a text of choice.
   */
  "lead-confirmation": { name: string; preferredDate: string; timeSlot: string; url: string };
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
  "lead-received": [
    "name",
    "kind",
    "leadName",
    "leadEmail",
    "leadPhone",
    "subject",
    "message",
    "preferredDate",
    "timeSlot",
    "propertyType",
    "propertyLocation",
    "unitCount",
    "url",
  ],
  "lead-confirmation": ["name", "preferredDate", "timeSlot", "url"],
};

/** The three editable parts of an email. */
export type TemplateSource = { subject: string; html: string; text: string };
export type TemplatePart = keyof TemplateSource;
