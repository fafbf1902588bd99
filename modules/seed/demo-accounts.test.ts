import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { user } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { signIn } from "../accounts/sign-in.ts";
import { Browser, testAuth } from "../accounts/test-support.ts";
import { seedDemoAccounts, seedOwner } from "./demo-accounts.ts";

describe.each(testBackends())("seedDemoAccounts on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  it("creates an admin and two owners whose printed passwords sign in, once", async () => {
    const { auth } = testAuth(handle.db);
    const credentials = await seedDemoAccounts(handle.db, auth);
    expect(credentials?.map((c) => c.role)).toEqual(["admin", "owner", "owner"]);
    const rows = await handle.db
      .select({ email: user.email, role: user.role, verified: user.emailVerified })
      .from(user);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.verified)).toBe(true);

    for (const c of credentials ?? []) {
      const result = await signIn(auth, { identifier: c.email, password: c.password }, new Browser().headers());
      expect(result.ok && "user" in result.data && result.data.user.role).toBe(c.role);
    }
    expect(await seedDemoAccounts(handle.db, auth)).toBeNull();
  });

  it("seedOwner adds a bare owner row with the id a test asks for", async () => {
    const id = "5d0c3c36-1f3e-4d55-9a57-0f6c4b7c2a11";
    const row = await seedOwner(handle.db, { id });
    expect(row).toMatchObject({ id, role: "owner", email: `owner-${id}@vayvista.test` });
  });
});
