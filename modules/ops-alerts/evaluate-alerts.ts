import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { opsIncidents } from "../../db/schema.ts";
import type { AlertCheck, AlertFinding } from "./alert-check.ts";
import { queueOpsAlertEmails } from "./ops-alert-emails.ts";

type Incident = typeof opsIncidents.$inferSelect;

export type AlertRun = {
  /** Incidents seen for the first time now: the admins were emailed. */
  opened: Incident[];
  /** Incidents that cleared now: the admins were told. */
  closed: Incident[];
  /** Incidents still open that were emailed before: nobody is told again. */
  ongoing: Incident[];
  /** Checks that could not run (their open incidents stay open). */
  failedChecks: { name: string; error: unknown }[];
};

/**
 * Runs every check and keeps the table of incidents in step, emailing the admins at most
 * once per incident: when an incident is first seen it is opened (and emailed); while it is
 * seen again it stays open (not emailed); once its check no longer reports it, it is closed
 * (and the admins are told it cleared). The same key coming back later opens a new incident.
 * A check that fails leaves its incidents as they are. All changes and their emails are
 * written in one transaction; the open-incident key is unique, so two evaluations at once
 * cannot both email.
 */
export async function evaluateAlerts(
  db: Database,
  checks: readonly AlertCheck[],
  options: { now?: Date; origin: string },
): Promise<AlertRun> {
  const now = options.now ?? new Date();
  const results: { check: AlertCheck; findings: AlertFinding[] }[] = [];
  const failedChecks: AlertRun["failedChecks"] = [];
  for (const check of checks) {
    try {
      results.push({ check, findings: await check.findings(db, now) });
    } catch (error) {
      failedChecks.push({ name: check.name, error });
    }
  }

  return db.transaction(async (tx) => {
    const run: AlertRun = { opened: [], closed: [], ongoing: [], failedChecks };
    const open = await tx.select().from(opsIncidents).where(isNull(opsIncidents.closedAt));
    for (const { check, findings } of results) {
      const seen = new Map(findings.map((finding) => [finding.incident, finding]));
      for (const finding of seen.values()) {
        const known = open.find((incident) => incident.incident === finding.incident);
        if (known) {
          const [updated] = await tx
            .update(opsIncidents)
            .set({ lastSeenAt: now, lastSummary: finding.summary })
            .where(eq(opsIncidents.id, known.id))
            .returning();
          run.ongoing.push(updated ?? known);
          continue;
        }
        const [created] = await tx
          .insert(opsIncidents)
          .values({
            check: check.name,
            incident: finding.incident,
            summary: finding.summary,
            lastSummary: finding.summary,
            openedAt: now,
            lastSeenAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) continue; // opened by an evaluation at the same moment, which emails it
        await queueOpsAlertEmails(tx, created, "opened", options.origin);
        run.opened.push(created);
      }
      for (const incident of open) {
        if (incident.check !== check.name || seen.has(incident.incident)) continue;
        const [closed] = await tx
          .update(opsIncidents)
          .set({ closedAt: now })
          .where(and(eq(opsIncidents.id, incident.id), isNull(opsIncidents.closedAt)))
          .returning();
        if (!closed) continue;
        await queueOpsAlertEmails(tx, closed, "closed", options.origin);
        run.closed.push(closed);
      }
    }
    return run;
  });
}
