import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { queueAuthEmails } from "./auth-mail.ts";

describe.each(testBackends())("queueAuthEmails on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  it("puts the verification mail in the outbox, rendered in the person's language with the link", async () => {
    // This machine (local origin): the README has you follow the link from the outbox.
    const send = queueAuthEmails(handle.db, null);
    const url = "http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Flogin%3Fverified%3D1";
    await send("verify-email", "piotr@example.pl", "pl", { name: "Piotr", url });
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "piotr@example.pl"));
    expect(row).toMatchObject({ toAddress: "piotr@example.pl", lang: "pl", templateKey: "verify-email" });
    expect(row?.text).toContain("token=abc");
  });

  it("keeps reset and confirmation links only sealed when given the key of a public origin", async () => {
    const send = queueAuthEmails(handle.db, randomBytes(32));
    const url = "https://vayvista.nl/api/auth/verify-email?token=def&callbackURL=%2Flogin%3Fverified%3D1";
    await send("verify-email", "sanne@example.nl", "nl", { name: "Sanne", url });
    await send("password-reset", "sanne@example.nl", "nl", {
      name: "Sanne",
      url: "https://vayvista.nl/login/reset?token=ghi",
    });
    const rows = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "sanne@example.nl"));
    expect(rows.map((r) => r.templateKey).sort()).toEqual(["password-reset", "verify-email"]);
    for (const row of rows) {
      expect(`${row.subject} ${row.html} ${row.text}`).not.toMatch(/token=/);
      expect(row.secretLink).toMatch(/^v1:/);
    }
  });

  it("puts the new sign-in mail in the outbox with the device, the masked address and the way out", async () => {
    const send = queueAuthEmails(handle.db, null);
    await send("new-sign-in", "anna@example.nl", "nl", {
      name: "Anna",
      device: { browser: "Firefox", system: "Android" },
      ip: "198.51.100.x",
      time: new Date("2026-03-12T13:05:00Z"),
      url: "http://localhost:3000/login?mode=forgot",
    });
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "anna@example.nl"));
    expect(row).toMatchObject({ lang: "nl", templateKey: "new-sign-in" });
    expect(row?.text).toContain("Apparaat: Firefox op Android");
    expect(row?.text).toContain("IP-adres: 198.51.100.x");
    expect(row?.text).toContain("12 maart 2026 om 14:05");
    expect(row?.html).toContain('href="http://localhost:3000/login?mode=forgot"');
  });

  it("writes the device and the address in the reader's language, also when they are not known", async () => {
    const send = queueAuthEmails(handle.db, null);
    const signIn = { time: new Date("2026-03-12T13:05:00Z"), url: "http://localhost:3000/login?mode=forgot" };
    await send("new-sign-in", "kasia@example.pl", "pl", {
      ...signIn,
      name: "Kasia",
      device: { browser: null, system: null },
      ip: null,
    });
    await send("new-sign-in", "tom@example.com", "en", {
      ...signIn,
      name: "Tom",
      device: { browser: null, system: "Windows" },
      ip: null,
    });
    const textTo = async (address: string) =>
      (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)))[0]?.text ?? "";
    expect(await textTo("kasia@example.pl")).toMatch(/Nieznane urządzenie[\s\S]*nieznany/);
    expect(await textTo("tom@example.com")).toMatch(/A browser on Windows[\s\S]*unknown/);
  });
});
