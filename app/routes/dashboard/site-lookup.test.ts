import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../../db/client.ts";
import { testBackends } from "../../../db/testing.ts";
import { ownerSiteMemo } from "../../../modules/sites/owner-site-memo.ts";
import { getOwnerSite } from "../../../modules/sites/update-site.ts";
import {
  giveSite,
  outcome,
  type Person,
  pageRequest,
  type RouteHarness,
  routeArgs,
  routeHarness,
} from "../../../tests/support/route-harness.ts";
import { loader as layoutLoader } from "./layout.tsx";
import { loader as overviewLoader } from "./overview.tsx";
import { action as themeAction, loader as themeLoader } from "./theme.tsx";

/**
 * React Router runs the loaders of a page side by side, and each checks access through the
 * owner guard: the owner's site is looked up once per request, not once per loader.
 */
describe.each(testBackends())("the dashboard's site lookup on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "sanne@example.nl" });
    await giveSite(handle.db, owner.id, { siteName: "Huisje Duin", subdomain: "huisje-duin", theme: "warm-cozy" });
  });
  afterAll(() => handle.close());

  /** The load context of one request, counting the site lookups made in it. */
  function oneRequest() {
    let lookups = 0;
    const counted = (db: Database, ownerId: string) => {
      lookups += 1;
      return getOwnerSite(db, ownerId);
    };
    const context = app.context({ ownerSite: ownerSiteMemo(handle.db, counted) });
    return { context, lookups: () => lookups };
  }

  it("looks the site up once for the layout and the page's loaders together", async () => {
    const request = oneRequest();
    const load = (loader: (args: never) => unknown, path: string) =>
      outcome(() => loader(routeArgs(pageRequest(path, { as: owner }), request.context) as never));
    const [layout, overview, theme] = await Promise.all([
      load(layoutLoader, "/dashboard/theme"),
      load(overviewLoader, "/dashboard"),
      load(themeLoader, "/dashboard/theme"),
    ]);
    expect([layout.status, overview.status, theme.status]).toEqual([200, 200, 200]);
    expect(request.lookups()).toBe(1);
  });

  it("looks again after an action, so the loaders that follow it show what it changed", async () => {
    const request = oneRequest();
    const switched = await outcome(() =>
      themeAction(
        routeArgs(
          pageRequest("/dashboard/theme", { as: owner, form: { theme: "urban-hip" } }),
          request.context,
        ) as never,
      ),
    );
    expect(switched).toMatchObject({ status: 200, data: { ok: true, theme: "urban-hip" } });
    const [layout, theme] = await Promise.all(
      [layoutLoader, themeLoader].map((loader) =>
        outcome(() => loader(routeArgs(pageRequest("/dashboard/theme", { as: owner }), request.context) as never)),
      ),
    );
    expect(layout?.status).toBe(200);
    expect(theme?.data).toMatchObject({ current: "urban-hip" });
    expect(request.lookups()).toBe(2);
  });
});
