import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { rentalUnits, stays } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { addDays, todayIn } from "../../modules/dates/stay-date.ts";
import { connectTestProvider } from "../../modules/payments/payments.testing.ts";
import { DEFAULT_RATE_PLAN } from "../../modules/pricing/rate-plan.ts";
import { saveRatePlan } from "../../modules/pricing/unit-rates.ts";
import type { HostResolution } from "../../modules/sites/site-directory.ts";
import {
  giveSite,
  ownerSiteHost,
  publishLanguages,
  type RouteHarness,
  routeHarness,
} from "../../tests/support/route-harness.ts";
import { action, loader } from "../routes/site/page.tsx";
import type { SitePageData } from "../themes/kit/page-data.ts";
import { bookingForm } from "./booking-form.testing.ts";
import { siteMeta } from "./site-meta.ts";

const day = (days: number) => addDays(todayIn("Europe/Amsterdam", new Date()), days);

/** A guest's own booking page on an owner's site: opened by its token, in every language of the site, never indexed. */
describe.each(testBackends())("a guest's booking page on $name", (backend) => {
  let handle: DatabaseHandle;
  let h: RouteHarness;
  let host: HostResolution;
  let token = "";
  let reference = "";

  beforeAll(async () => {
    handle = await backend.open();
    h = routeHarness(handle.db);
    const owner = await h.signUpOwner({ email: "sanne@example.nl", name: "Sanne de Vries", lang: "nl" });
    const site = await giveSite(handle.db, owner.id, { siteName: "Villa Zon", subdomain: "villa-zon" });
    host = ownerSiteHost(site);
    await publishLanguages(handle.db, site.id, { main: "nl", others: ["de", "en"] });
    const [unit] = await handle.db.select().from(rentalUnits).where(eq(rentalUnits.siteId, site.id));
    if (!unit) throw new Error("no unit");
    await saveRatePlan(handle.db, site.id, unit.id, {
      ...structuredClone(DEFAULT_RATE_PLAN),
      baseNightlyCents: 12_000,
      leadTimeDays: 0,
      bookingMode: "instant",
    });
    const booked = await h.call(action, "/__site/en/book", {
      form: bookingForm(
        { checkIn: day(40), checkOut: day(43) },
        { name: "Jonas Becker", email: "jonas@example.de", phone: "+49 170 1234567", country: "DE" },
      ),
      services: { host },
    });
    expect(booked.status).toBe(200);
    const [stay] = await handle.db.select().from(stays).where(eq(stays.siteId, site.id));
    token = stay?.guestToken ?? "";
    reference = stay?.reference ?? "";
    expect(token).not.toBe("");
  });
  afterAll(() => handle.close());

  const open = (path: string) => h.call(loader, `/__site${path}`, { services: { host } });

  it("opens the booking its token names, kept by no cache, its language switch keeping the token", async () => {
    const page = await open(`/en/my-booking?b=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const data = page.data as SitePageData;
    expect(data.myBooking?.view.reference).toBe(reference);
    const b = `?b=${encodeURIComponent(token)}`;
    expect(data.alternates).toEqual([
      { lang: "nl", path: `/mijn-boeking${b}` },
      { lang: "en", path: `/en/my-booking${b}` },
      { lang: "de", path: `/de/meine-buchung${b}` },
    ]);
    const german = (await open(`/de/meine-buchung?b=${token}`)).data as SitePageData;
    expect(german.lang).toBe("de");
    expect(german.myBooking?.view.reference).toBe(reference);
  });

  it("is titled for the guest and kept out of search engines, without a canonical or structured data", async () => {
    const tags = siteMeta((await open(`/en/my-booking?b=${token}`)).data as SitePageData);
    expect(tags).toContainEqual({ title: "Your booking | Villa Zon" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    const text = JSON.stringify(tags);
    expect(text).not.toContain('"canonical"');
    expect(text).not.toContain('"alternate"');
    expect(text).not.toContain("ld+json");
    expect(text).not.toContain(token);
  });

  it("is the site's not-found page for a wrong token or none", async () => {
    expect((await open(`/en/my-booking?b=${"x".repeat(40)}`)).status).toBe(404);
    expect((await open("/en/my-booking")).status).toBe(404);
  });
});

/** "Pay now" while the provider cannot be reached: the guest is told on their page, the booking stands, never a 500. */
describe.each(testBackends())("paying from the guest's page with the provider away, on $name", (backend) => {
  let handle: DatabaseHandle;
  let h: RouteHarness;
  let host: HostResolution;
  let token = "";

  beforeAll(async () => {
    handle = await backend.open();
    h = routeHarness(handle.db);
    const owner = await h.signUpOwner({ email: "femke@example.nl", name: "Femke Jansen" });
    const site = await giveSite(handle.db, owner.id, { siteName: "Hut aan Zee", subdomain: "hut-aan-zee" });
    host = ownerSiteHost(site);
    await publishLanguages(handle.db, site.id, { main: "nl", others: ["en"] });
    await connectTestProvider(handle.db, site.id);
    const [unit] = await handle.db.select().from(rentalUnits).where(eq(rentalUnits.siteId, site.id));
    if (!unit) throw new Error("no unit");
    await saveRatePlan(handle.db, site.id, unit.id, {
      ...structuredClone(DEFAULT_RATE_PLAN),
      baseNightlyCents: 9_000,
      leadTimeDays: 0,
      bookingMode: "instant",
    });
    const booked = await h.call(action, "/__site/en/book", {
      form: bookingForm(
        { checkIn: day(30), checkOut: day(32) },
        { name: "Ruth Evans", email: "ruth@example.co.uk", phone: "+44 7700 900123", country: "GB" },
      ),
      services: { host },
    });
    // Waiting for its first payment, the guest is sent to their page (a form cannot leave the site).
    expect(booked.status).toBe(303);
    const [stay] = await handle.db.select().from(stays).where(eq(stays.siteId, site.id));
    expect(stay).toMatchObject({ status: "request", holdFor: "payment" });
    token = stay?.guestToken ?? "";
  });
  afterAll(() => handle.close());

  /** The server's payment services, but every new payment times out at the provider. */
  type Payments = ReturnType<RouteHarness["services"]>["payments"];
  const away = (): Payments => {
    const payments = h.services().payments;
    return {
      ...payments,
      providerFor: async (account) => {
        const provider = await payments.providerFor(account);
        return provider && { ...provider, createPayment: () => Promise.reject(new Error("connect ETIMEDOUT")) };
      },
    };
  };
  const payNow = (payments?: Payments) =>
    h.call(loader, `/__site/en/my-booking?b=${token}&pay=now`, {
      services: { host, ...(payments ? { payments } : {}) },
    });

  it("says paying is not possible just now, and the booking and its hold stand", async () => {
    const page = await payNow(away());
    expect(page.status).toBe(200);
    const data = page.data as SitePageData;
    expect(data.myBooking?.notice).toBe("payment_unavailable");
    expect(data.myBooking?.view.state).toBe("awaiting_payment");
    const [stay] = await handle.db.select().from(stays).where(eq(stays.guestToken, token));
    expect(stay).toMatchObject({ status: "request", holdFor: "payment" });
  });

  it("sends the guest on to pay once the provider answers again", async () => {
    const page = await payNow();
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toMatch(/\/payments\/test\/tp_[0-9a-f]{24}$/);
  });
});
