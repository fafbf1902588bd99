import { lastReconciliation } from "../../payments/reconciliation/reconcile-payments.ts";
import type { AlertFinding, AlertFindings } from "../alert-check.ts";

/**
 * The nightly payments reconciliation (modules/payments/reconciliation) compares the
 * providers' payments with the ledger; while its latest run found differences, that is one
 * incident, cleared by the first run that finds none.
 */
export function reconciliationFindings(): AlertFindings {
  return async (db): Promise<AlertFinding[]> => {
    const run = await lastReconciliation(db);
    if (!run || run.differenceCount === 0) return [];
    return [
      {
        incident: "payments-reconciliation",
        summary: `the reconciliation of ${run.startedAt.toISOString()} found ${run.differenceCount} differences between the providers and the ledger (${run.accountsFailed} of ${run.accountsChecked} accounts could not be read)`,
      },
    ];
  };
}
