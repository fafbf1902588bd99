import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { exportAccountData } from "./export-account-data.ts";
import { type OwnerWithData, ownerWithData, SUPPORT_ADMIN } from "./owner-data-fixture.ts";
import { testAuth } from "./test-support.ts";

describe.each(testBackends())("exportAccountData on $name", (backend) => {
  let handle: DatabaseHandle;
  let eva: OwnerWithData;
  let tom: OwnerWithData;

  beforeAll(async () => {
    handle = await backend.open();
    const { auth } = testAuth(handle.db);
    eva = await ownerWithData(handle.db, auth, "eva");
    tom = await ownerWithData(handle.db, auth, "tom");
  });
  afterAll(() => handle.close());

  it("holds the owner's account, site, draft, support threads, domain claims and emails", async () => {
    const now = new Date();
    const data = await exportAccountData(handle.db, eva.id, now);
    expect(data).toMatchObject({
      format: "vayvista-account-export/1",
      exportedAt: now.toISOString(),
      account: { id: eva.id, email: "eva@example.nl", name: "Eigenaar eva", language: "nl", twoFactorEnabled: false },
      signInMethods: [{ method: "password" }],
      sites: [
        {
          id: eva.siteId,
          subdomain: "huis-eva",
          theme: "fresh-coastal",
          profile: { propertyType: "chalet", address: "Duinweg eva", maxGuests: 6, basePriceCents: 14500 },
          domainClaims: [{ domain: "eva-vakantie.nl", status: "pending", verifiedAt: null }],
        },
      ],
      onboardingDraft: { step: "property", answers: { siteName: "Huis eva" } },
      supportRequests: [
        {
          subject: "Vraag van eva",
          status: "answered",
          messages: [
            { from: "you", body: "Hoe koppel ik mijn Airbnb-agenda, eva?" },
            { from: "you", body: "Het gaat om de agenda van huis eva." },
            { from: "vayvista", body: "Antwoord voor eva" },
          ],
        },
      ],
    });
    expect(data?.emails.map((e) => [e.to, e.template])).toEqual([
      ["eva@example.nl", "support-reply"],
      ["eva@example.nl", "site-live"],
      ["eva@example.nl", "password-reset"],
    ]);
    expect(data?.emails[0]?.subject).toBeTruthy();
    // Live sessions only, without their tokens (checked below).
    expect(data?.sessions).toHaveLength(1);
    expect((await exportAccountData(handle.db, eva.id, new Date(Date.now() + 365 * 86_400_000)))?.sessions).toEqual([]);
  });

  it("contains nothing of another owner and no secret", async () => {
    const text = JSON.stringify(await exportAccountData(handle.db, eva.id));
    for (const foreign of [tom.id, tom.email, tom.subdomain, "Vraag van tom", "tom-vakantie.nl"]) {
      expect(text).not.toContain(foreign);
    }
    for (const secret of Object.values(eva.secrets)) expect(text).not.toContain(secret);
    // Email bodies carry sign-in links; only subjects are exported.
    expect(text).not.toContain("reset-eva");
  });

  it("leaves out the team's emails about the owner's support requests", async () => {
    const toTeam = await handle.db
      .select({ subject: emailOutbox.subject, template: emailOutbox.templateKey })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, SUPPORT_ADMIN.email));
    // The support module emailed the team about eva's request and her follow-up.
    expect(toTeam.map((e) => e.template)).toEqual(expect.arrayContaining(["support-request", "support-follow-up"]));

    const data = await exportAccountData(handle.db, eva.id);
    const text = JSON.stringify(data);
    expect(text).not.toContain(SUPPORT_ADMIN.email);
    expect(text).not.toContain(SUPPORT_ADMIN.name);
    for (const { subject } of toTeam) expect(text).not.toContain(subject);
    expect(data?.emails.every((e) => e.to === eva.email)).toBe(true);
    // What is hers stays: her request, her messages, and the team's answer as she received it.
    expect(data?.supportRequests.map((r) => r.subject)).toEqual(["Vraag van eva"]);
    expect(data?.emails.map((e) => e.template)).toContain("support-reply");
  });

  it("answers null for an account that does not exist", async () => {
    expect(await exportAccountData(handle.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
