import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { auditLog } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { PHOTO_PLATFORM_DEFAULTS } from "../../../modules/photos/photo-settings-limits.ts";
import { getPhotoPlatformSettings } from "../../../modules/photos/read-photo-settings.ts";
import { type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import * as page from "./photos.tsx";

const PATH = "/admin/settings/photos";

describe.each(testBackends())("admin photo settings on $name", (backend) => {
  let handle: DatabaseHandle;
  let h: RouteHarness;
  let admin: Person;
  let owner: Person;

  beforeAll(async () => {
    handle = await backend.open();
    h = routeHarness(handle.db);
    admin = await h.signInAdmin({ email: "beheer@vayvista.test", lang: "pl" });
    owner = await h.signUpOwner({ email: "marek@example.pl", lang: "pl" });
  });
  afterAll(() => handle.close());

  it("shows the defaults, saves new limits with an audit entry, and refuses values out of range beside their field", async () => {
    const shown = await h.call(page.loader, PATH, { as: admin });
    expect(shown.data).toMatchObject({
      title: "Zdjęcia",
      values: { maxPhotosPerSite: String(PHOTO_PLATFORM_DEFAULTS.maxPhotosPerSite), storageQuotaMb: "1024" },
      updatedAt: expect.any(Date),
    });

    const saved = await h.call(page.action, PATH, {
      as: admin,
      form: { maxPhotosPerSite: "150", storageQuotaMb: "500" },
    });
    expect(saved.data).toMatchObject({ ok: true, values: { maxPhotosPerSite: "150", storageQuotaMb: "500" } });
    expect(await getPhotoPlatformSettings(handle.db)).toMatchObject({ maxPhotosPerSite: 150, storageQuotaMb: 500 });
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "photo_settings.update"));
    expect(entry).toMatchObject({
      actorId: admin.id,
      details: {
        before: { maxPhotosPerSite: 300, storageQuotaMb: 1024 },
        after: { maxPhotosPerSite: 150, storageQuotaMb: 500 },
      },
    });

    const wrong = await h.call(page.action, PATH, {
      as: admin,
      form: { maxPhotosPerSite: "0", storageQuotaMb: "lots" },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys((wrong.data as { errors: Record<string, string> }).errors).sort()).toEqual([
      "maxPhotosPerSite",
      "storageQuotaMb",
    ]);
    expect(await getPhotoPlatformSettings(handle.db)).toMatchObject({ maxPhotosPerSite: 150, storageQuotaMb: 500 });
  });

  it("is the admins' only: an owner is refused and changes nothing", async () => {
    const refused = await h.call(page.action, PATH, {
      as: owner,
      form: { maxPhotosPerSite: "5000", storageQuotaMb: "102400" },
    });
    expect(refused.status).toBe(403);
    expect((await getPhotoPlatformSettings(handle.db)).maxPhotosPerSite).not.toBe(5000);
  });
});
