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
    const send = queueAuthEmails(handle.db);
    const url = "http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Flogin%3Fverified%3D1";
    await send("verify-email", "piotr@example.pl", "pl", { name: "Piotr", url });
    const [row] = await handle.db.select().from(emailOutbox);
    expect(row).toMatchObject({ toAddress: "piotr@example.pl", lang: "pl", templateKey: "verify-email" });
    expect(row?.text).toContain("token=abc");
  });
});
