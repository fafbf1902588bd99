import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { leads, supportRequests, user } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { PAGE_SIZE } from "../../../modules/pagination/keyset-page.ts";
import {
  type Person,
  type RouteFunction,
  type RouteHarness,
  routeHarness,
} from "../../../tests/support/route-harness.ts";
import * as leadsPage from "./leads.tsx";
import * as ownersPage from "./owners.tsx";
import * as supportPage from "./support.tsx";

/** More rows than one page holds, all written in one transaction: they share their timestamp. */
const COUNT = PAGE_SIZE + 3;

type Page = { firstPage: boolean; nextBefore: string | null };

/**
 * The admin lists of owners, leads and support requests come a page at a time, newest
 * first, cut on (timestamp, id) like the outbox: the second page holds the rest, and rows
 * that share a timestamp are neither skipped nor shown twice.
 */
describe.each(testBackends())("paged admin lists on $name", (backend) => {
  let handle: DatabaseHandle;
  let h: RouteHarness;
  let admin: Person;
  const ownerIds: string[] = [];
  const leadIds: string[] = [];
  const requestIds: string[] = [];

  beforeAll(async () => {
    handle = await backend.open();
    h = routeHarness(handle.db);
    admin = await h.signInAdmin({ email: "beheer@vayvista.test", lang: "en" });
    await handle.db.transaction(async (tx) => {
      for (let i = 0; i < COUNT; i++) {
        const id = randomUUID();
        ownerIds.push(id);
        await tx.insert(user).values({ id, name: `Eigenaar ${i}`, email: `eigenaar-${i}@example.nl`, role: "owner" });
        const [lead] = await tx
          .insert(leads)
          .values({ kind: "contact", lang: "nl", name: `Lead ${i}`, email: `lead-${i}@example.nl`, message: "Hallo" })
          .returning({ id: leads.id });
        const [request] = await tx
          .insert(supportRequests)
          .values({ userId: id, subject: `Vraag ${i}` })
          .returning({ id: supportRequests.id });
        if (!lead || !request) throw new Error("not inserted");
        leadIds.push(lead.id);
        requestIds.push(request.id);
      }
    });
  });
  afterAll(() => handle.close());

  const load = (fn: RouteFunction, path: string) => h.call(fn, path, { as: admin });

  /** Both pages of a list: their ids, and how the pages link on. */
  async function bothPages(fn: RouteFunction, path: string, rows: (data: unknown) => { id: string }[]) {
    const first = await load(fn, path);
    expect(first.status).toBe(200);
    const one = first.data as Page;
    expect(one.firstPage).toBe(true);
    expect(one.nextBefore).not.toBeNull();
    const separator = path.includes("?") ? "&" : "?";
    const second = await load(fn, `${path}${separator}before=${one.nextBefore}`);
    expect(second.status).toBe(200);
    const two = second.data as Page;
    expect(two).toMatchObject({ firstPage: false, nextBefore: null });
    return { first: rows(first.data).map((r) => r.id), second: rows(second.data).map((r) => r.id) };
  }

  it("owners: a first page of PAGE_SIZE and a second with the rest", async () => {
    const pages = await bothPages(
      ownersPage.loader,
      "/admin/owners",
      (d) => (d as { owners: { id: string }[] }).owners,
    );
    expect(pages.first).toHaveLength(PAGE_SIZE);
    expect(pages.second).toHaveLength(COUNT - PAGE_SIZE);
    expect([...pages.first, ...pages.second].sort()).toEqual([...ownerIds].sort());
  });

  it("leads: the same, also with a filter kept on the second page", async () => {
    const pages = await bothPages(
      leadsPage.loader,
      "/admin/leads?kind=contact",
      (d) => (d as { leads: { id: string }[] }).leads,
    );
    expect(pages.first).toHaveLength(PAGE_SIZE);
    expect([...pages.first, ...pages.second].sort()).toEqual([...leadIds].sort());
    expect((await load(leadsPage.loader, "/admin/leads")).data).toMatchObject({ total: COUNT });
  });

  it("support requests: the same, with each owner's name", async () => {
    const pages = await bothPages(
      supportPage.loader,
      "/admin/support",
      (d) => (d as { requests: { id: string }[] }).requests,
    );
    expect(pages.first).toHaveLength(PAGE_SIZE);
    expect([...pages.first, ...pages.second].sort()).toEqual([...requestIds].sort());
    const listed = (await load(supportPage.loader, "/admin/support")).data as { requests: { ownerName: string }[] };
    expect(listed.requests[0]?.ownerName).toMatch(/^Eigenaar \d+$/);
  });

  it("answers a malformed page link with 400", async () => {
    for (const path of ["/admin/owners?before=x", "/admin/leads?before=1", "/admin/support?before=gisteren"]) {
      const fn = path.includes("owners")
        ? ownersPage.loader
        : path.includes("leads")
          ? leadsPage.loader
          : supportPage.loader;
      expect((await load(fn, path)).status, path).toBe(400);
    }
  });
});
