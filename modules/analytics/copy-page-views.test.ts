import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { pageViews } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { copyPageViews, pageViewCsvLine } from "./copy-page-views.ts";
import type { PageViewRow } from "./page-view-batcher.ts";

const pglite = testBackends().filter((backend) => backend.name === "pglite");

describe.each(pglite)("page views copied in on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  it("stores each view exactly as given, also paths with quotes, commas and line breaks, and empty texts", async () => {
    if (handle.raw.kind !== "pglite") throw new Error("expected the embedded database");
    const siteId = randomUUID();
    const rows: PageViewRow[] = [
      {
        siteId,
        viewedAt: new Date("2026-11-29T09:15:00.123Z"),
        day: "2026-11-29",
        path: '/zoek?q="strand, duin"\nregel',
        referrer: "",
        lang: "",
        device: "mobile",
        visitor: Buffer.from("00ff10ab", "hex"),
      },
      {
        siteId,
        viewedAt: new Date("2026-11-29T09:16:00Z"),
        day: "2026-11-29",
        path: "/de/galerie",
        referrer: "www.google.de",
        lang: "de",
        device: "desktop",
        visitor: Buffer.alloc(16, 7),
      },
    ];
    await copyPageViews(handle.raw.client)(rows);
    const stored = await handle.db
      .select()
      .from(pageViews)
      .where(eq(pageViews.siteId, siteId))
      .orderBy(asc(pageViews.viewedAt));
    expect(stored.map(({ id: _id, visitor, ...rest }) => ({ ...rest, visitor: Buffer.from(visitor) }))).toEqual(
      rows.map((row) => ({ ...row, visitor: Buffer.from(row.visitor) })),
    );
  });
});

describe("a page view's CSV line", () => {
  it("quotes every field and doubles the quotes inside, so no text can end a field or a row", () => {
    const line = pageViewCsvLine({
      siteId: "s",
      viewedAt: new Date("2026-11-29T00:00:00Z"),
      day: "2026-11-29",
      path: '/a"b,c',
      referrer: "",
      lang: "nl",
      device: "tablet",
      visitor: Buffer.from([1, 2]),
    });
    expect(line).toBe('"s","2026-11-29T00:00:00.000Z","2026-11-29","/a""b,c","","nl","tablet","\\x0102"');
  });
});
