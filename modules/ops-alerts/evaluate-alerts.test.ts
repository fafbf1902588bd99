import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { emailOutbox, opsIncidents } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import type { AlertCheck, AlertFinding } from "./alert-check.ts";
import { evaluateAlerts } from "./evaluate-alerts.ts";

const ORIGIN = "https://vayvista.test";
const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 9, minute));

describe.each(testBackends())("operator's alerts on $name", (backend) => {
  let handle: DatabaseHandle;
  const adminAddresses = ["beheer@vayvista.test", "admin@vayvista.test"];
  /** What the made-up check reports on its next run; an Error makes it fail. */
  let reported: AlertFinding[] | Error = [];
  const check: AlertCheck = {
    name: "outbox-stuck",
    findings: async () => {
      if (reported instanceof Error) throw reported;
      return reported;
    },
  };
  const alertEmails = async () =>
    handle.db
      .select({
        to: emailOutbox.toAddress,
        template: emailOutbox.templateKey,
        subject: emailOutbox.subject,
        text: emailOutbox.text,
      })
      .from(emailOutbox)
      .where(inArray(emailOutbox.templateKey, ["ops-alert", "ops-alert-resolved"]))
      .orderBy(emailOutbox.createdAt, emailOutbox.toAddress);

  beforeAll(async () => {
    handle = await backend.open();
    await seedOwner(handle.db, { email: adminAddresses[0], name: "Sanne", role: "admin", lang: "nl" });
    await seedOwner(handle.db, { email: adminAddresses[1], name: "Piotr", role: "admin", lang: "pl" });
    await seedOwner(handle.db, { email: "eigenaar@vayvista.test", role: "owner" });
  });
  beforeEach(async () => {
    await handle.db.delete(emailOutbox);
    await handle.db.delete(opsIncidents);
  });
  afterAll(() => handle.close());

  it("emails every admin once when an incident opens, not while it lasts, and once when it clears", async () => {
    reported = [{ incident: "outbox-stuck", summary: "23 emails waiting; the oldest was queued 16 minutes ago" }];
    const first = await evaluateAlerts(handle.db, [check], { now: at(0), origin: ORIGIN });
    expect(first.opened.map((i) => i.incident)).toEqual(["outbox-stuck"]);
    let emails = await alertEmails();
    expect(emails.map((e) => [e.to, e.template]).sort()).toEqual([
      ["admin@vayvista.test", "ops-alert"],
      ["beheer@vayvista.test", "ops-alert"],
    ]);
    const dutch = emails.find((e) => e.to === "beheer@vayvista.test");
    expect(dutch?.subject).toBe("Storing: E-mails blijven in de outbox hangen");
    expect(dutch?.text).toContain("23 emails waiting; the oldest was queued 16 minutes ago");
    expect(emails.find((e) => e.to === "admin@vayvista.test")?.subject).toBe(
      "Awaria: E-maile utknęły w skrzynce nadawczej",
    );

    // Seen again (twice), with other figures: still the same incident, nobody emailed again.
    for (const minute of [5, 10]) {
      reported = [{ incident: "outbox-stuck", summary: `30 emails waiting (minute ${minute})` }];
      const again = await evaluateAlerts(handle.db, [check], { now: at(minute), origin: ORIGIN });
      expect(again.opened).toEqual([]);
      expect(again.ongoing.map((i) => i.lastSummary)).toEqual([`30 emails waiting (minute ${minute})`]);
    }
    expect(await alertEmails()).toHaveLength(2);

    // Cleared: the incident closes and the admins hear so, with what was seen last.
    reported = [];
    const cleared = await evaluateAlerts(handle.db, [check], { now: at(15), origin: ORIGIN });
    expect(cleared.closed.map((i) => i.incident)).toEqual(["outbox-stuck"]);
    emails = await alertEmails();
    const resolved = emails.filter((e) => e.template === "ops-alert-resolved");
    expect(resolved.map((e) => e.to).sort()).toEqual(adminAddresses.slice().sort());
    expect(resolved.find((e) => e.to === "beheer@vayvista.test")?.text).toContain("30 emails waiting (minute 10)");
    // Nothing more while all is well.
    await evaluateAlerts(handle.db, [check], { now: at(20), origin: ORIGIN });
    expect(await alertEmails()).toHaveLength(4);

    // Back again later: a new incident, emailed again.
    reported = [{ incident: "outbox-stuck", summary: "5 emails waiting" }];
    const back = await evaluateAlerts(handle.db, [check], { now: at(25), origin: ORIGIN });
    expect(back.opened).toHaveLength(1);
    expect((await alertEmails()).filter((e) => e.template === "ops-alert")).toHaveLength(4);
    const rows = await handle.db.select().from(opsIncidents).orderBy(opsIncidents.openedAt);
    expect(rows.map((r) => [r.openedAt.toISOString(), r.closedAt?.toISOString() ?? null])).toEqual([
      [at(0).toISOString(), at(15).toISOString()],
      [at(25).toISOString(), null],
    ]);
  });

  it("keeps a check's incidents open while the check itself fails, and reports the failure", async () => {
    reported = [{ incident: "outbox-stuck", summary: "12 emails waiting" }];
    await evaluateAlerts(handle.db, [check], { now: at(0), origin: ORIGIN });
    reported = new Error("database busy");
    const failed = await evaluateAlerts(handle.db, [check], { now: at(5), origin: ORIGIN });
    expect(failed.failedChecks.map((f) => f.name)).toEqual(["outbox-stuck"]);
    expect(failed.closed).toEqual([]);
    const open = await handle.db.select().from(opsIncidents).where(eq(opsIncidents.incident, "outbox-stuck"));
    expect(open.map((r) => r.closedAt)).toEqual([null]);
    expect(await alertEmails()).toHaveLength(2);
  });

  it("tells incidents of one check apart, and leaves other checks' incidents alone", async () => {
    const queues: AlertCheck = {
      name: "queue-failures",
      findings: async () => [
        { incident: "queue-failures:email-send", summary: "4 jobs failed" },
        { incident: "queue-failures:payment-settle", summary: "3 jobs failed" },
      ],
    };
    reported = [{ incident: "outbox-stuck", summary: "12 emails waiting" }];
    const run = await evaluateAlerts(handle.db, [check, queues], { now: at(0), origin: ORIGIN });
    expect(run.opened.map((i) => i.incident).sort()).toEqual([
      "outbox-stuck",
      "queue-failures:email-send",
      "queue-failures:payment-settle",
    ]);
    expect(await alertEmails()).toHaveLength(6);
    reported = [];
    const next = await evaluateAlerts(handle.db, [check, queues], { now: at(5), origin: ORIGIN });
    expect(next.closed.map((i) => i.incident)).toEqual(["outbox-stuck"]);
    expect(next.ongoing).toHaveLength(2);
  });
});
