/** Where the owner's guest messages are set up (issue 19): the rules and the templates' texts. */
export const MESSAGE_PATHS = {
  rules: "/dashboard/settings/scheduled-emails",
  templates: "/dashboard/settings/email-templates",
  /** The short address for the templates; it leads to the same page. */
  templatesAlias: "/dashboard/email-templates",
} as const;
