import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { InvalidIdError } from "../ids/uuid.ts";
import { enqueueEmail } from "./enqueue-email.ts";
import { getOutboxEmail, listOutboxEmails } from "./outbox-queries.ts";
import { insertInvoice, insertSubscribedOwner } from "./testing/owner-invoice.ts";

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

  it("shows which emails carry an invoice's PDF, and its file name", async () => {
    const owner = await insertSubscribedOwner(db, "factuur@example.nl");
    const invoiceId = await insertInvoice(db, owner, "VV-2026-000061");
    const { id } = await enqueueEmail(db, {
      to: "factuur@example.nl",
      lang: "nl",
      template: "subscription-reactivated",
      data: { name: "Anna", invoiceNumber: "VV-2026-000061", siteUrl: "https://duinhuis.vayvista.test/" },
      userId: owner.userId,
      attachInvoiceId: invoiceId,
    });
    queued.push(id);
    const listed = (await listOutboxEmails(db, { limit: 2 })).emails;
    expect(listed.find((e) => e.id === id)?.attachInvoiceId).toBe(invoiceId);
    expect(listed.find((e) => e.id !== id)?.attachInvoiceId).toBeNull();
    expect(await getOutboxEmail(db, id)).toMatchObject({
      attachInvoiceId: invoiceId,
      attachment: "VV-2026-000061.pdf",
    });
    expect(await getOutboxEmail(db, queued[0] ?? "")).toMatchObject({ attachInvoiceId: null, attachment: null });
  });

  it("queues an invoice only with the account it is for", async () => {
    const owner = await insertSubscribedOwner(db, "zonder-account@example.nl");
    const invoiceId = await insertInvoice(db, owner, "VV-2026-000062");
    const data = { name: "Anna", invoiceNumber: "VV-2026-000062", siteUrl: "https://duinhuis.vayvista.test/" };
    const email = { to: "zonder-account@example.nl", lang: "nl", template: "subscription-reactivated", data } as const;
    await expect(enqueueEmail(db, { ...email, attachInvoiceId: invoiceId })).rejects.toThrow(/userId/);
    await expect(
      enqueueEmail(db, { ...email, userId: owner.userId, attachInvoiceId: "VV-2026-000062" }),
    ).rejects.toThrow(InvalidIdError);
  });
});
