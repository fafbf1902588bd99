import { eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import {
  account,
  domainClaims,
  emailOutbox,
  onboardingDrafts,
  session,
  siteProfiles,
  supportMessages,
  supportRequests,
  twoFactor,
  user,
  userSites,
} from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { SiteDirectory } from "../sites/site-directory.ts";
import { deleteAccount } from "./delete-account.ts";
import { exportAccountData } from "./export-account-data.ts";
import { type OwnerWithData, ownerWithData } from "./owner-data-fixture.ts";
import { testAuth } from "./test-support.ts";
import { startTwoFactor } from "./two-factor.ts";

describe.each(testBackends())("deleteAccount on $name", (backend) => {
  let handle: DatabaseHandle;
  let eva: OwnerWithData;
  let tom: OwnerWithData;

  beforeAll(async () => {
    handle = await backend.open();
    const { auth } = testAuth(handle.db);
    eva = await ownerWithData(handle.db, auth, "eva");
    tom = await ownerWithData(handle.db, auth, "tom");
    const started = await startTwoFactor(auth, "zeilboot op het meer", eva.browser.headers());
    if (!started.ok) throw new Error(started.code);
  });
  afterAll(() => handle.close());

  const count = async (rows: Promise<unknown[]>) => (await rows).length;

  it("removes the owner with every row of theirs, and their site stops resolving", async () => {
    const db = handle.db;
    const sites = new SiteDirectory(db, "vayvista.test", 60_000);
    expect((await sites.resolve("huis-eva.vayvista.test")).kind).toBe("owner-site");
    const tomBefore = await exportAccountData(db, tom.id, new Date(0));

    expect(await deleteAccount(db, eva.id)).toEqual({
      deleted: true,
      siteIds: [eva.siteId],
      keptInvoices: 0,
      keepInvoicesUntil: null,
    });
    sites.invalidate();

    expect((await sites.resolve("huis-eva.vayvista.test")).kind).not.toBe("owner-site");
    expect(await count(db.select().from(user).where(eq(user.id, eva.id)))).toBe(0);
    expect(await count(db.select().from(session).where(eq(session.userId, eva.id)))).toBe(0);
    expect(await count(db.select().from(account).where(eq(account.userId, eva.id)))).toBe(0);
    expect(await count(db.select().from(twoFactor).where(eq(twoFactor.userId, eva.id)))).toBe(0);
    expect(await count(db.select().from(userSites).where(eq(userSites.userId, eva.id)))).toBe(0);
    expect(await count(db.select().from(siteProfiles).where(eq(siteProfiles.siteId, eva.siteId)))).toBe(0);
    expect(await count(db.select().from(domainClaims).where(eq(domainClaims.siteId, eva.siteId)))).toBe(0);
    expect(await count(db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, eva.id)))).toBe(0);
    const requests = db
      .select({ id: supportRequests.id })
      .from(supportRequests)
      .where(eq(supportRequests.userId, eva.id));
    expect(await count(requests)).toBe(0);
    expect(await count(db.select().from(supportMessages).where(inArray(supportMessages.requestId, requests)))).toBe(0);
    const evaEmails = or(eq(emailOutbox.userId, eva.id), eq(emailOutbox.toAddress, eva.email));
    expect(await count(db.select().from(emailOutbox).where(evaEmails))).toBe(0);

    // The other owner keeps everything.
    expect(await exportAccountData(db, tom.id, new Date(0))).toEqual(tomBefore);
    expect((await sites.resolve("huis-tom.vayvista.test")).kind).toBe("owner-site");
  });

  it("says so when there is nothing to delete", async () => {
    expect(await deleteAccount(handle.db, eva.id)).toEqual({
      deleted: false,
      siteIds: [],
      keptInvoices: 0,
      keepInvoicesUntil: null,
    });
  });
});
