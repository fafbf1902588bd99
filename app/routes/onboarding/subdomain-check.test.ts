import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { testBackends } from "../../../db/testing.ts";
import {
  giveSite,
  type Person,
  pageRequest,
  type RouteHarness,
  routeArgs,
  routeHarness,
} from "../../../tests/support/route-harness.ts";
import { loader } from "./subdomain-check.ts";

describe.each(testBackends())("live subdomain check on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "kees@example.nl" });
    const other = await app.signUpOwner({ email: "ander@example.nl" });
    await giveSite(handle.db, other.id, { siteName: "Bezet", subdomain: "al-bezet" });
  });
  afterAll(() => handle.close());

  async function check(name: string, as: Person | undefined = owner) {
    const path = `/onboarding/subdomain-check?name=${encodeURIComponent(name)}`;
    // The answer's body is the point here, so the loader's Response itself.
    const response = await loader(routeArgs(pageRequest(path, { as }), app.context()));
    return { status: response.status, body: await response.json(), cache: response.headers.get("cache-control") };
  }

  it("is for signed-in people only", async () => {
    expect(await app.call(loader, "/onboarding/subdomain-check?name=x")).toMatchObject({
      status: 302,
      location: "/login?next=%2Fonboarding%2Fsubdomain-check%3Fname%3Dx",
    });
  });

  it("says a free name is available, normalised, with the full address", async () => {
    expect(await check(" Villa-Zon ")).toEqual({
      status: 200,
      body: { ok: true, subdomain: "villa-zon", host: "villa-zon.vayvista.test" },
      cache: "no-store",
    });
  });

  it("gives the reason a name cannot be used", async () => {
    expect((await check("al-bezet")).body).toEqual({
      ok: false,
      reason: "taken",
      subdomain: "al-bezet",
      host: "al-bezet.vayvista.test",
    });
    expect((await check("Admin")).body).toMatchObject({ ok: false, reason: "reserved", subdomain: "admin" });
    expect((await check("warm-cozy")).body).toMatchObject({ ok: false, reason: "reserved" });
    expect((await check("a_b")).body).toMatchObject({ ok: false, reason: "invalid" });
    expect((await check("")).body).toMatchObject({ ok: false, reason: "invalid" });
  });
});
