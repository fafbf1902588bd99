/**
 * The database schema, one file per domain under db/schema/. drizzle-kit reads this file
 * to generate migrations; code imports tables from here.
 */

export * from "./schema/account-data.ts";
export * from "./schema/analytics.ts";
export * from "./schema/audit.ts";
export * from "./schema/auth.ts";
export * from "./schema/backups.ts";
export * from "./schema/billing.ts";
export * from "./schema/booking.ts";
export * from "./schema/columns.ts";
export * from "./schema/domains.ts";
export * from "./schema/enquiries.ts";
export * from "./schema/guest-messages.ts";
export * from "./schema/leads.ts";
export * from "./schema/marketing.ts";
export * from "./schema/messaging.ts";
export * from "./schema/onboarding.ts";
export * from "./schema/operations.ts";
export * from "./schema/payments.ts";
export * from "./schema/photos.ts";
export * from "./schema/platform-emails.ts";
export * from "./schema/rate-limit.ts";
export * from "./schema/reviews.ts";
export * from "./schema/sending-identity.ts";
export * from "./schema/site-content.ts";
export * from "./schema/site-posts.ts";
export * from "./schema/sites.ts";
export * from "./schema/storage.ts";
export * from "./schema/support.ts";
export * from "./schema/units.ts";
