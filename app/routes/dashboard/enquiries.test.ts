import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { siteEnquiries } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { createEnquiry } from "../../../modules/enquiries/create-enquiry.ts";
import {
  giveSite,
  ORIGIN,
  type Person,
  type RouteHarness,
  routeHarness,
} from "../../../tests/support/route-harness.ts";
import { action, loader } from "./enquiries.tsx";
import { loader as overviewLoader } from "./overview.tsx";

type ListData = {
  filter: string;
  total: number;
  newCount: number;
  nextBefore: string | null;
  enquiries: { id: string; name: string; status: string; unit: string | null; lang: string; replyUrl: string }[];
};

describe.each(testBackends())("dashboard enquiries on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let newcomer: Person;
  let theirs: string;
  let address = 0;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "sanne@example.nl", lang: "nl" });
    other = await app.signUpOwner({ email: "piotr@example.pl", lang: "pl" });
    newcomer = await app.signUpOwner({ email: "nieuw@example.nl" });
    const site = await giveSite(handle.db, owner.id, { siteName: "Villa Zon", subdomain: "villa-zon" });
    const otherSite = await giveSite(handle.db, other.id, { siteName: "Domek", subdomain: "domek" });
    const send = async (siteId: string, lang: "nl" | "de" | "pl", values: Record<string, string>) => {
      const result = await createEnquiry(
        handle.db,
        { siteId, lang, values: { email: "gast@example.de", message: "Is het huis vrij?", ...values } },
        { ip: `192.0.2.${++address}`, origin: ORIGIN, homeUrl: "https://villa-zon.vayvista.test/" },
      );
      if (!result.ok || !result.id) throw new Error(`not stored: ${JSON.stringify(result)}`);
      return result.id;
    };
    // The first unit of a new site takes its slug from the site's name.
    await send(site.id, "de", { name: "Jonas", unit: "villa-zon", guests: "4" });
    await send(site.id, "nl", { name: "Anna" });
    theirs = await send(otherSite.id, "pl", { name: "Ola" });
  });
  afterAll(() => handle.close());

  const list = async (query = "", as: Person = owner) => {
    const result = await app.call(loader, `/dashboard/enquiries${query}`, { as });
    expect(result.status).toBe(200);
    return result.data as ListData;
  };
  const mark = (form: Record<string, string>, as: Person = owner) =>
    app.call(action, "/dashboard/enquiries", { as, form });

  it("sends visitors to the login page and an owner without a site to the onboarding", async () => {
    expect(await app.call(loader, "/dashboard/enquiries?status=new")).toMatchObject({
      status: 302,
      location: "/login?next=%2Fdashboard%2Fenquiries%3Fstatus%3Dnew",
    });
    expect(
      await app.call(action, "/dashboard/enquiries", { form: { enquiryId: theirs, status: "handled" } }),
    ).toMatchObject({ status: 302, location: "/login?next=%2Fdashboard%2Fenquiries" });
    expect(await app.call(loader, "/dashboard/enquiries", { as: newcomer })).toMatchObject({
      status: 302,
      location: "/onboarding",
    });
  });

  it("lists the owner's own enquiries, newest first, never another owner's", async () => {
    const mine = await list();
    expect(mine).toMatchObject({ filter: "all", total: 2, newCount: 2, nextBefore: null });
    expect(mine.enquiries.map((e) => e.name)).toEqual(["Anna", "Jonas"]);
    expect(mine.enquiries[1]).toMatchObject({
      status: "new",
      lang: "de",
      unit: "Villa Zon",
      replyUrl: "mailto:gast@example.de?subject=Re%3A%20Ihre%20Nachricht%20an%20Villa%20Zon",
    });
    expect(JSON.stringify(mine)).not.toContain(theirs);
    expect((await list("", other)).enquiries.map((e) => e.name)).toEqual(["Ola"]);
    // Whatever site the address names, the page shows the owner's own.
    expect((await list("?site=domek&siteId=x")).enquiries.map((e) => e.name)).toEqual(["Anna", "Jonas"]);
  });

  it("marks an enquiry handled and new again, and filters by it", async () => {
    const [anna] = (await list()).enquiries;
    if (!anna) throw new Error("no enquiry");
    expect(await mark({ enquiryId: anna.id, status: "handled" })).toMatchObject({
      status: 200,
      data: { ok: true, status: "handled", name: "Anna" },
    });
    expect(await list("?status=handled")).toMatchObject({ total: 1, newCount: 1, enquiries: [{ name: "Anna" }] });
    expect((await list("?status=new")).enquiries.map((e) => e.name)).toEqual(["Jonas"]);
    // An unknown filter shows them all.
    expect((await list("?status=spam")).filter).toBe("all");
    expect((await list("?status=spam")).total).toBe(2);

    expect(await mark({ enquiryId: anna.id, status: "new" })).toMatchObject({ status: 200, data: { status: "new" } });
    expect((await list("?status=new")).total).toBe(2);
    const overview = await app.call(overviewLoader, "/dashboard", { as: owner });
    expect(overview.data).toMatchObject({ needs: { newEnquiries: 2 } });
  });

  it("answers another owner's enquiry as missing, and refuses malformed ids and statuses", async () => {
    expect((await mark({ enquiryId: theirs, status: "handled" })).status).toBe(404);
    expect((await mark({ enquiryId: randomUUID(), status: "handled" })).status).toBe(404);
    const [ola] = await handle.db.select().from(siteEnquiries).where(eq(siteEnquiries.id, theirs));
    expect(ola?.status).toBe("new");
    expect((await mark({ enquiryId: "17", status: "handled" })).status).toBe(400);
    expect((await mark({ status: "handled" })).status).toBe(400);
    expect((await mark({ enquiryId: theirs, status: "spam" }, other)).status).toBe(400);
    expect((await app.call(loader, "/dashboard/enquiries?before=17", { as: owner })).status).toBe(400);
  });
});
