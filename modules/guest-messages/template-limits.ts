/** The longest a template's name, subject and body may be (characters). */
export const TEMPLATE_LIMITS = { name: 80, subject: 200, body: 20_000 } as const;
