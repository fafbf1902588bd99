import type { Database } from "../../db/client.ts";

/**
 * One incident a check sees now. `incident` is the check's stable key for it (e.g.
 * `queue-failures:email-send`): the same key on the next run is the same incident, so the
 * admins are not told again; `summary` says what is wrong in a line an operator reads.
 */
export type AlertFinding = { incident: string; summary: string };

/** What is wrong of one kind now (empty when all is well). */
export type AlertFindings = (db: Database, now: Date) => Promise<AlertFinding[]>;

/** One alert: its name (the email's title, modules/messaging/ops-alert-values.ts) and its findings. */
export type AlertCheck = { name: string; findings: AlertFindings };
