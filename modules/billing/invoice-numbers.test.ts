import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { invoiceNumberText, takeInvoiceNumber } from "./invoice-numbers.ts";

class RolledBack extends Error {}

/** Invoice numbers (ADR 0023): one unbroken sequence per year, whatever settles at once. */
describe.each(testBackends())("invoice numbers on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  it("are written with the year and six digits", () => {
    expect(invoiceNumberText(2027, 42)).toBe("VV-2027-000042");
  });

  it("stay gap-free when 20 payments settle at once and every fourth rolls back", async () => {
    const taken = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        handle.db
          .transaction(async (tx) => {
            const number = await takeInvoiceNumber(tx, 2027);
            // A settlement that fails after taking its number gives it back.
            if (i % 4 === 3) throw new RolledBack();
            return number;
          })
          .catch((error: unknown) => {
            if (error instanceof RolledBack) return null;
            throw error;
          }),
      ),
    );
    const kept = taken.filter((n): n is string => n !== null).sort();
    expect(kept).toEqual(Array.from({ length: 15 }, (_, i) => invoiceNumberText(2027, i + 1)));
    // The next one follows on; another year starts its own sequence.
    expect(await handle.db.transaction((tx) => takeInvoiceNumber(tx, 2027))).toBe("VV-2027-000016");
    expect(await handle.db.transaction((tx) => takeInvoiceNumber(tx, 2028))).toBe("VV-2028-000001");
  });
});
