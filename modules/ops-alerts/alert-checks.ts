import type { AlertCheck, AlertFindings } from "./alert-check.ts";
import { feedsBehindFindings } from "./checks/feeds-behind.ts";
import { outboxStuckFindings } from "./checks/outbox-stuck.ts";
import { queueFailureFindings } from "./checks/queue-failures.ts";
import { reconciliationFindings } from "./checks/reconciliation-differs.ts";

/**
 * The operator's alerts, evaluated every few minutes (server/jobs/ops-alerts-worker.ts). The
 * backup check comes from modules/backups (`backupAlertFindings`) and plugs in here:
 * `opsAlertChecks({ backup: backupAlertFindings })`.
 */
export function opsAlertChecks(extra: { backup?: AlertFindings } = {}): AlertCheck[] {
  const checks: AlertCheck[] = [
    { name: "queue-failures", findings: queueFailureFindings() },
    { name: "outbox-stuck", findings: outboxStuckFindings() },
    { name: "payments-reconciliation", findings: reconciliationFindings() },
    { name: "feeds-behind", findings: feedsBehindFindings() },
  ];
  if (extra.backup) checks.push({ name: "backup", findings: extra.backup });
  return checks;
}
