import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { visitorSalts } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { VisitorSalts } from "./visitor-salts.ts";

describe.each(testBackends())("visitor salts on $name", (backend) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  it("gives every instance the same salt for a day, and deletes those older than yesterday", async () => {
    const one = new VisitorSalts(handle.db);
    const two = new VisitorSalts(handle.db);
    await one.saltFor("2026-05-01");
    const [a, b, c] = await Promise.all([
      one.saltFor("2026-05-03"),
      two.saltFor("2026-05-03"),
      two.saltFor("2026-05-03"),
    ]);
    expect(a?.equals(b ?? Buffer.alloc(0))).toBe(true);
    expect(b).toBe(c); // from memory
    expect(a).toHaveLength(32);
    // A new day: a new salt; the day before yesterday's is gone.
    const next = await one.saltFor("2026-05-04");
    expect(next.equals(a ?? Buffer.alloc(0))).toBe(false);
    const days = (await handle.db.select({ day: visitorSalts.day }).from(visitorSalts)).map((r) => r.day).sort();
    expect(days).toEqual(["2026-05-03", "2026-05-04"]);
  });
});
