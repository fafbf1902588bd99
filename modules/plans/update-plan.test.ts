import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { listAudit } from "../audit/list-audit.ts";
import { InvalidIdError } from "../ids/uuid.ts";
import { seedPlan } from "../seed/seed.ts";
import { getPlan } from "./get-plan.ts";
import { updatePlan } from "./update-plan.ts";

const input = {
  setupFeeCents: "9900",
  monthlyFeeCents: "4500",
  moneyBackDays: "60",
  liveWithinDays: "5",
  promotion: { nl: "Eerste maand gratis", en: "First month free", pl: "Pierwszy miesiąc gratis" },
};

describe.each(testBackends())("updatePlan on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  const admin = randomUUID();

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await seedPlan(db);
  });
  afterAll(() => handle.close());

  it("changes the figures every page shows, clears the page cache and audits before and after", async () => {
    let cleared = 0;
    const result = await updatePlan(db, { actorId: admin, input, onPlanChanged: () => cleared++ });
    const after = {
      currency: "EUR",
      setupFeeCents: 9900,
      monthlyFeeCents: 4500,
      moneyBackDays: 60,
      liveWithinDays: 5,
      freeFirstMonth: false,
      promotion: input.promotion,
    };
    expect(result).toEqual({ ok: true, plan: after });
    expect(await getPlan(db)).toEqual(after);
    expect(cleared).toBe(1);
    const [entry] = (await listAudit(db, { limit: 1 })).entries;
    expect(entry).toMatchObject({
      actorId: admin,
      action: "plan.update",
      targetType: "plan",
      targetId: "standard",
      details: {
        before: {
          setupFeeCents: 15000,
          monthlyFeeCents: 5000,
          moneyBackDays: 30,
          liveWithinDays: 7,
          freeFirstMonth: false,
          promotion: null,
        },
        after,
      },
    });
  });

  it("removes the promotion when every language is left empty, and audits nothing for no change", async () => {
    const empty = { nl: " ", en: "", pl: "" };
    expect(await updatePlan(db, { actorId: admin, input: { ...input, promotion: empty } })).toMatchObject({
      ok: true,
      plan: { promotion: null },
    });
    const count = (await listAudit(db, { limit: 200 })).entries.length;
    let cleared = 0;
    await updatePlan(db, { actorId: admin, input: { ...input, promotion: null }, onPlanChanged: () => cleared++ });
    expect((await listAudit(db, { limit: 200 })).entries.length).toBe(count);
    expect(cleared).toBe(0);
  });

  it("refuses figures out of range with i18n keys and keeps the plan", async () => {
    const before = await getPlan(db);
    const result = await updatePlan(db, {
      actorId: admin,
      input: {
        setupFeeCents: "100001",
        monthlyFeeCents: "-5",
        moneyBackDays: "",
        liveWithinDays: 0,
        promotion: { nl: "Alleen Nederlands", en: "", pl: "x".repeat(201) },
      },
    });
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        setupFeeCents: { key: "admin.errors.range", params: { min: 0, max: 100000 } },
        monthlyFeeCents: { key: "admin.errors.number" },
        moneyBackDays: { key: "admin.errors.required" },
        liveWithinDays: { key: "admin.errors.range", params: { min: 1, max: 90 } },
        "promotion.en": { key: "admin.errors.required" },
        "promotion.pl": { key: "admin.errors.tooLong", params: { max: 200 } },
      },
    });
    expect(await getPlan(db)).toEqual(before);
  });

  it("refuses a control character in the promotion's line and keeps the plan", async () => {
    const before = await getPlan(db);
    const result = await updatePlan(db, {
      actorId: admin,
      input: { ...input, promotion: { nl: "Eerste maand\u0000 gratis", en: "First month\nfree", pl: "Gratis" } },
    });
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: { "promotion.nl": { key: "admin.errors.controls" }, "promotion.en": { key: "admin.errors.controls" } },
    });
    expect(await getPlan(db)).toEqual(before);
  });

  it("offers the first month free to new subscriptions, audited, but never with a setup fee of 0", async () => {
    const free = await updatePlan(db, { actorId: admin, input: { ...input, freeFirstMonth: true } });
    expect(free).toMatchObject({ ok: true, plan: { freeFirstMonth: true, setupFeeCents: 9900 } });
    expect((await getPlan(db)).freeFirstMonth).toBe(true);
    const [entry] = (await listAudit(db, { limit: 1 })).entries;
    expect(entry).toMatchObject({
      action: "plan.update",
      details: { before: { freeFirstMonth: false }, after: { freeFirstMonth: true } },
    });

    // Nothing would be paid at checkout, so no payment method would be saved for the renewals.
    const refused = await updatePlan(db, {
      actorId: admin,
      input: { ...input, setupFeeCents: "0", freeFirstMonth: true },
    });
    expect(refused).toEqual({
      ok: false,
      reason: "invalid",
      errors: { freeFirstMonth: { key: "admin.billing.plan.freeMonthNeedsSetupFee" } },
    });
    expect(await getPlan(db)).toMatchObject({ setupFeeCents: 9900, freeFirstMonth: true });
    // A setup fee of 0 without the free month is fine; leaving the box out switches the offer off.
    expect(await updatePlan(db, { actorId: admin, input: { ...input, setupFeeCents: "0" } })).toMatchObject({
      ok: true,
      plan: { setupFeeCents: 0, freeFirstMonth: false },
    });
    await updatePlan(db, { actorId: admin, input });
  });

  it("answers not found for an unknown plan and refuses a malformed actor id", async () => {
    expect(await updatePlan(db, { actorId: admin, input, code: "premium" })).toEqual({
      ok: false,
      reason: "not-found",
    });
    await expect(updatePlan(db, { actorId: "me", input })).rejects.toBeInstanceOf(InvalidIdError);
  });
});
