import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { messageRules, messageTemplates, messageTemplateTexts } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { siteWithUnits } from "../vouchers/vouchers.testing.ts";
import { ensureDefaultMessages } from "./ensure-default-messages.ts";

describe.each(testBackends())("the messages a site starts with on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  const rulesOf = (siteId: string) =>
    db
      .select({
        key: messageRules.key,
        trigger: messageRules.trigger,
        enabled: messageRules.enabled,
        days: messageRules.days,
      })
      .from(messageRules)
      .where(eq(messageRules.siteId, siteId))
      .orderBy(messageRules.key);

  it("are three rules, switched on, with their words in four languages, named in the owner's language", async () => {
    const site = await siteWithUnits(db, ["boshuis"]);
    await ensureDefaultMessages(db, site.siteId, "pl");
    expect(await rulesOf(site.siteId)).toEqual([
      { key: "arrival_info", trigger: "before_arrival", enabled: true, days: -3 },
      { key: "confirmation", trigger: "booking_confirmed", enabled: true, days: 0 },
      { key: "review_request", trigger: "review_request", enabled: true, days: 2 },
    ]);
    const templates = await db.select().from(messageTemplates).where(eq(messageTemplates.siteId, site.siteId));
    expect(templates.map((t) => t.name).sort()).toEqual([
      "Informacje o przyjeździe",
      "Potwierdzenie",
      "Prośba o opinię",
    ]);
    for (const template of templates) {
      const texts = await db
        .select()
        .from(messageTemplateTexts)
        .where(eq(messageTemplateTexts.templateId, template.id));
      expect(texts.map((t) => t.lang).sort()).toEqual(["de", "en", "nl", "pl"]);
    }
  });

  it("are given once: a default rule the owner deleted does not come back", async () => {
    const site = await siteWithUnits(db, ["heidehuis"]);
    expect(await ensureDefaultMessages(db, site.siteId)).toBe(true);
    await db.delete(messageRules).where(eq(messageRules.siteId, site.siteId));
    expect(await ensureDefaultMessages(db, site.siteId)).toBe(false);
    expect(await rulesOf(site.siteId)).toEqual([]);
  });

  it("leave what the owner changed as it is when given again, and each site its own", async () => {
    const site = await siteWithUnits(db, ["duinhuis"]);
    const other = await siteWithUnits(db, ["stadshuis"]);
    await ensureDefaultMessages(db, site.siteId);
    await db.update(messageRules).set({ enabled: false, days: -5 }).where(eq(messageRules.siteId, site.siteId));
    await ensureDefaultMessages(db, site.siteId);
    await ensureDefaultMessages(db, other.siteId);
    const mine = await rulesOf(site.siteId);
    expect(mine).toHaveLength(3);
    expect(mine.every((rule) => !rule.enabled && rule.days === -5)).toBe(true);
    expect((await rulesOf(other.siteId)).every((rule) => rule.enabled)).toBe(true);
  });
});
