import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { testBackends } from "../../../db/testing.ts";
import {
  giveSite,
  outcome,
  pageRequest,
  type RouteHarness,
  routeArgs,
  routeHarness,
  type SignedIn,
} from "../../../tests/support/route-harness.ts";
import { loader as layoutLoader } from "./layout.tsx";
import { action, loader } from "./sign-out.ts";

describe.each(testBackends())("dashboard sign-out on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: SignedIn;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUp({ email: "joost@example.nl" });
    await giveSite(handle.db, owner.id, { siteName: "Het Zeehuis", subdomain: "zeehuis" });
  });
  afterAll(() => handle.close());

  const dashboard = () =>
    outcome(() => layoutLoader(routeArgs(pageRequest("/dashboard", { cookie: owner.cookie }), app.context())));
  const signOut = (cookie?: string) =>
    outcome(() => action(routeArgs(pageRequest("/dashboard/uitloggen", { cookie, form: {} }), app.context())));

  it("sends visitors to the login page", async () => {
    expect(await signOut()).toMatchObject({ status: 302, location: "/login?next=%2Fdashboard%2Fuitloggen" });
  });

  it("never signs out on a plain visit", async () => {
    expect(await outcome(() => loader())).toMatchObject({ status: 302, location: "/dashboard" });
    expect(await dashboard()).toMatchObject({ status: 200 });
  });

  it("ends the session, clears the cookie and shows the login page", async () => {
    const result = await signOut(owner.cookie);
    expect(result).toMatchObject({ status: 302, location: "/login?signedout=1" });
    const cleared = result.headers.getSetCookie().find((c) => c.startsWith("vv.session_token="));
    expect(cleared).toMatch(/^vv\.session_token=;.*Max-Age=0/i);
    // The old cookie no longer opens the dashboard, even if a browser kept it.
    expect(await dashboard()).toMatchObject({ status: 302, location: "/login?next=%2Fdashboard" });
  });
});
