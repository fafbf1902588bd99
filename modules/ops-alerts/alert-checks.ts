import { backupAlertFindings } from "../backups/backup-alerts.ts";
import type { AlertCheck } from "./alert-check.ts";
import { feedsBehindFindings } from "./checks/feeds-behind.ts";
import { outboxStuckFindings } from "./checks/outbox-stuck.ts";
import { queueFailureFindings } from "./checks/queue-failures.ts";
import { reconciliationFindings } from "./checks/reconciliation-differs.ts";

/**
 * The operator's alerts, evaluated every few minutes (server/jobs/ops-alerts-worker.ts), each
 * with its section in docs/operations/runbook.md.
 */
export function opsAlertChecks(): AlertCheck[] {
  return [
    { name: "queue-failures", findings: queueFailureFindings() },
    { name: "outbox-stuck", findings: outboxStuckFindings() },
    { name: "payments-reconciliation", findings: reconciliationFindings() },
    { name: "feeds-behind", findings: feedsBehindFindings() },
    { name: "backup", findings: backupAlertFindings },
  ];
}
