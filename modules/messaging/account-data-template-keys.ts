/**
 * The emails about an owner's own data (issue 20 §5), registered in template-keys.ts beside
 * the others: the platform's own, to the owner's account address, in their language (nl, en
 * or pl). Dates are written out in that language by the caller; links are absolute.
 */
export const ACCOUNT_DATA_TEMPLATE_KEYS = ["account-export-ready", "account-deletion-scheduled"] as const;
export type AccountDataTemplateKey = (typeof ACCOUNT_DATA_TEMPLATE_KEYS)[number];

export type AccountDataTemplateData = {
  /** The archive the owner asked for is made: `url` downloads it (signed in) until `expiresOn`. */
  "account-export-ready": { name: string; expiresOn: string; url: string };
  /**
   * The owner asked to delete their account: everything goes on `deleteOn`, except invoices,
   * kept `keepYears` years for the tax authorities; `url` is the account page, where they
   * can download their data or undo it until then.
   */
  "account-deletion-scheduled": { name: string; deleteOn: string; keepYears: string; url: string };
};

export const ACCOUNT_DATA_PLACEHOLDERS: {
  [K in AccountDataTemplateKey]: readonly (keyof AccountDataTemplateData[K] & string)[];
} = {
  "account-export-ready": ["name", "expiresOn", "url"],
  "account-deletion-scheduled": ["name", "deleteOn", "keepYears", "url"],
};

/** Where each email's button leads in the admin's previews. */
export const ACCOUNT_DATA_SAMPLE_URLS: Record<AccountDataTemplateKey, string> = {
  "account-export-ready": "https://vayvista.nl/dashboard/account/exports/2b7c9e4a-1f3d-4c5e-8a9b-0d1e2f3a4b5c",
  "account-deletion-scheduled": "https://vayvista.nl/dashboard/account#delete",
};
