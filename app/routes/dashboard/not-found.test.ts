import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { outcome } from "../../../tests/support/route-harness.ts";
import routes from "../../routes.ts";
import { loader } from "./not-found.tsx";

/** The route config as React Router matches it: path, id and children. */
const toMatchable = (entry: RouteConfigEntry): RouteObject =>
  entry.index
    ? { id: entry.id, path: entry.path, index: true }
    : { id: entry.id, path: entry.path, children: entry.children?.map(toMatchable) };
const config = routes.map(toMatchable);

/** The ids of the routes, outermost first, that answer an address. */
const answering = (pathname: string) => (matchRoutes(config, pathname) ?? []).map((m) => m.route.id);

describe("an unknown dashboard address", () => {
  it.each(["/dashboard/nope", "/dashboard/settings/nope", "/dashboard/guests/export.csv/extra"])(
    "%s is answered inside the dashboard's layout, not by the marketing site",
    (pathname) => {
      expect(answering(pathname)).toEqual(["dashboard", "dashboard.notFound"]);
    },
  );

  it("leaves the dashboard's pages, the editor's preview and the marketing site's 404 alone", () => {
    expect(answering("/dashboard/guests")).toEqual(["dashboard", "dashboard.guests"]);
    expect(answering("/dashboard/content/about")).toEqual(["dashboard", "dashboard.contentSection"]);
    expect(answering("/dashboard/theme-editor/warm-cozy/preview/about")).toEqual(["site.preview"]);
    expect(answering("/nope").at(-1)).toBe("notFound");
  });

  it.each(["/admin/nope", "/admin/settings/nope"])("%s is answered inside the admin layout", (pathname) => {
    expect(answering(pathname)).toEqual(["admin", "admin.notFound"]);
    expect(answering("/admin/owners")).toEqual(["admin", "admin.owners"]);
  });

  it("is refused with 404, which the dashboard's error content names", async () => {
    const refused = await outcome(() => loader());
    expect(refused).toMatchObject({ status: 404, data: { reason: "not-found" } });
  });
});
