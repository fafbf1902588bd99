/**
 * Where an entry of the owner's email log stands: scheduled (planned, not due yet), held or
 * skipped (with the reason), sending (queued, or retrying after the server's answer), sent,
 * failed. Apart from the queries, so the log's page can name them in the browser.
 */
export const LOG_STATES = ["scheduled", "held", "skipped", "sending", "sent", "failed"] as const;
export type LogState = (typeof LOG_STATES)[number];
