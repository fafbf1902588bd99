import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { InvalidIdError } from "../ids/uuid.ts";
import { listAudit } from "./list-audit.ts";
import { recordAudit } from "./record-audit.ts";

describe.each(testBackends())("audit log on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  const actor = randomUUID();

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it("pages through entries newest first without skipping those written in one transaction", async () => {
    await db.transaction(async (tx) => {
      for (let i = 1; i <= 5; i++) {
        await recordAudit(tx, { actorId: actor, action: "test.step", targetType: "test", targetId: String(i) });
      }
    });
    const first = await listAudit(db, { limit: 2 });
    expect(first.entries.map((e) => e.targetId)).toEqual(["5", "4"]);
    expect(first.nextBefore).not.toBeNull();
    const second = await listAudit(db, { limit: 2, before: first.nextBefore ?? 0 });
    expect(second.entries.map((e) => e.targetId)).toEqual(["3", "2"]);
    const last = await listAudit(db, { limit: 2, before: second.nextBefore ?? 0 });
    expect(last).toMatchObject({ entries: [{ targetId: "1", actorId: actor, details: {} }], nextBefore: null });
  });

  it("keeps details and drops the entry when its transaction rolls back", async () => {
    await recordAudit(db, {
      actorId: actor,
      action: "test.details",
      targetType: "test",
      targetId: null,
      details: { before: 1, after: 2 },
    });
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { actorId: actor, action: "test.rolled-back", targetType: "test", targetId: null });
        throw new Error("change failed");
      }),
    ).rejects.toThrow("change failed");
    const { entries } = await listAudit(db, { limit: 1 });
    expect(entries[0]).toMatchObject({ action: "test.details", details: { before: 1, after: 2 } });
    expect(entries[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("refuses a malformed page boundary", async () => {
    await expect(listAudit(db, { limit: 10, before: Number.NaN })).rejects.toBeInstanceOf(InvalidIdError);
    await expect(listAudit(db, { limit: 10, before: -3 })).rejects.toBeInstanceOf(InvalidIdError);
  });
});
