import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { user, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { createOrPromoteAdmin } from "./create-admin.ts";
import type { Auth } from "./create-auth.ts";
import { landingPath } from "./landing-path.ts";
import { signIn } from "./sign-in.ts";
import { signUpOwner } from "./sign-up.ts";
import { Browser, testAuth } from "./test-support.ts";

describe.each(testBackends())("admins and landing pages on $name", (backend) => {
  let handle: DatabaseHandle;
  let auth: Auth;

  beforeAll(async () => {
    handle = await backend.open();
    ({ auth } = testAuth(handle.db));
  });
  afterAll(() => handle.close());

  const roleOf = async (email: string) =>
    (await handle.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;

  it("creates an admin with a generated password that signs in and lands on /admin", async () => {
    const outcome = await createOrPromoteAdmin(handle.db, auth, { email: "Beheer@VayVista.nl", name: "Beheer" });
    expect(outcome.created).toBe(true);
    const password = outcome.generatedPassword ?? "";
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(await roleOf("beheer@vayvista.nl")).toBe("admin");

    const result = await signIn(auth, { identifier: "beheer@vayvista.nl", password }, new Browser().headers());
    if (!result.ok || !("token" in result.data)) throw new Error("admin could not sign in");
    expect(await landingPath(handle.db, result.data.user)).toBe("/admin");
  });

  it("promotes an existing owner, who keeps their password", async () => {
    const made = await signUpOwner(
      auth,
      handle.db,
      { name: "Eva", email: "eva@example.nl", password: "eigen wachtzin 2026", lang: "nl" },
      new Browser().headers(),
    );
    if (!made.ok) throw new Error(made.code);
    expect(await roleOf("eva@example.nl")).toBe("owner");

    const outcome = await createOrPromoteAdmin(handle.db, auth, { email: "eva@example.nl" });
    expect(outcome).toEqual({ userId: made.data.user.id, created: false });
    expect(await roleOf("eva@example.nl")).toBe("admin");
    const again = await signIn(
      auth,
      { identifier: "eva@example.nl", password: "eigen wachtzin 2026" },
      new Browser().headers(),
    );
    expect(again.ok).toBe(true);
  });

  it("refuses a weak password given on the command line", async () => {
    await expect(
      createOrPromoteAdmin(handle.db, auth, { email: "zwak@example.nl", password: "welkom123" }),
    ).rejects.toThrow(/too_short, common/);
    expect(await roleOf("zwak@example.nl")).toBeUndefined();
  });

  it("sends owners to onboarding until they have a site, then to the dashboard", async () => {
    const made = await signUpOwner(
      auth,
      handle.db,
      { name: "Olaf", email: "olaf@example.nl", password: "duinen en helmgras", lang: "nl" },
      new Browser().headers(),
    );
    if (!made.ok) throw new Error(made.code);
    const owner = made.data.user;
    expect(await landingPath(handle.db, owner)).toBe("/onboarding");
    expect(await landingPath(handle.db, owner, "/dashboard/account")).toBe("/dashboard/account");
    expect(await landingPath(handle.db, owner, "/admin")).toBe("/onboarding");
    await handle.db
      .insert(userSites)
      .values({ userId: owner.id, themeName: "warm-cozy", siteName: "Duinhuis", subdomain: "duinhuis-olaf" });
    expect(await landingPath(handle.db, owner)).toBe("/dashboard");
  });
});
