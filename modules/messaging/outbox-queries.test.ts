import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { InvalidIdError } from "../ids/uuid.ts";
import { enqueueEmail } from "./enqueue-email.ts";
import { listOutboxEmails } from "./outbox-queries.ts";

async function queueWelcome(tx: Database, to: string): Promise<string> {
  const { id } = await enqueueEmail(tx, {
    to,
    lang: "nl",
    template: "welcome",
    data: { name: "Anna", url: "https://vayvista.test/dashboard" },
  });
  return id;
}

describe.each(testBackends())("the admin's outbox list on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  const queued: string[] = [];

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    queued.push(await queueWelcome(db, "eerste@example.nl"));
    // One transaction, one created_at: five emails that only the id tells apart.
    await db.transaction(async (tx) => {
      for (const n of [1, 2, 3, 4, 5]) queued.push(await queueWelcome(tx, `beheerder${n}@example.nl`));
    });
    queued.push(await queueWelcome(db, "laatste@example.nl"));
  });
  afterAll(() => handle.close());

  it("pages through every email exactly once, newest first, also within one transaction", async () => {
    const seen: string[] = [];
    let before: string | undefined;
    let pages = 0;
    do {
      const page = await listOutboxEmails(db, { limit: 2, before });
      seen.push(...page.emails.map((e) => e.id));
      before = page.nextBefore ?? undefined;
      pages += 1;
    } while (before && pages < 10);

    expect(pages).toBe(4);
    expect([...seen].sort()).toEqual([...queued].sort());
    expect(new Set(seen).size).toBe(queued.length);
    expect(seen[0]).toBe(queued.at(-1));
    expect(seen.at(-1)).toBe(queued[0]);
  });

  it("says there is no next page when the last one is full", async () => {
    const all = await listOutboxEmails(db, { limit: queued.length });
    expect(all.emails).toHaveLength(queued.length);
    expect(all.nextBefore).toBeNull();
  });

  it("filters by status and refuses a cursor that is not an id", async () => {
    expect((await listOutboxEmails(db, { status: "sent" })).emails).toEqual([]);
    expect((await listOutboxEmails(db, { status: "queued" })).emails).toHaveLength(queued.length);
    await expect(listOutboxEmails(db, { before: "2026-01-01T00:00:00Z" })).rejects.toThrow(InvalidIdError);
  });
});
