import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { testBackends } from "../../../db/testing.ts";
import { PASSWORD, type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import { action, loader } from "./login.tsx";

describe.each(testBackends())("where /login sends a person on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "noor@example.nl" });
  });
  afterAll(() => handle.close());

  const load = (next: string) => app.call(loader, `/login?next=${next}`, { as: owner });

  it("follows next to a page of this site", async () => {
    expect(await load("%2Fdashboard%2Faccount%3Ftab%3D2")).toMatchObject({
      status: 302,
      location: "/dashboard/account?tab=2",
    });
  });

  it("sends a signed-in owner to their own landing page, not to another site", async () => {
    for (const next of [
      "%2F%09%2Fevil.example",
      "%2F%0A%2Fevil.example",
      "%2F%0D%0A%2Fevil.example",
      "%2F%5Cevil.example",
      "%2F%2Fevil.example",
      "https%3A%2F%2Fevil.example",
      "javascript%3Aalert(1)",
    ]) {
      expect([next, await load(next)]).toMatchObject([next, { status: 302, location: "/onboarding" }]);
    }
  });

  it("does not follow a foreign next after signing in with a password", async () => {
    const result = await app.call(action, "/login?next=%2F%09%2Fevil.example", {
      form: { intent: "signIn", identifier: owner.email, password: PASSWORD },
    });
    expect(result).toMatchObject({ status: 302, location: "/onboarding" });
  });
});
