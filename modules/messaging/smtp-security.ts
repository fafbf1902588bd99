/** How the connection to the mail server is secured; the admin's form offers these (no schema library here). */
export const SMTP_SECURITY = ["none", "starttls", "tls"] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];
