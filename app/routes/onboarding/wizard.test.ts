import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { emailOutbox, subscriptions, user, userSites } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { EXAMPLE_ANSWERS } from "../../../modules/onboarding/example-answers.ts";
import { ONBOARDING_STEPS, type OnboardingStep } from "../../../modules/onboarding/onboarding-steps.ts";
import { RUNNING_SUBSCRIPTION } from "../../../modules/subscriptions/subscriptions.testing.ts";
import {
  APP_DOMAIN,
  giveSite,
  type Person,
  type RouteHarness,
  routeHarness,
} from "../../../tests/support/route-harness.ts";
import { loader as layoutLoader } from "./layout.tsx";
import { action, loader } from "./wizard.tsx";

/** What the wizard's forms send for each step: the example answers, the price in euros. */
function formFor(step: OnboardingStep, subdomain: string): Record<string, string> {
  if (step === "price") return { step, basePrice: "125,00" };
  if (step === "subdomain") return { step, subdomain };
  return { step, ...EXAMPLE_ANSWERS[step] };
}

describe.each(testBackends())("onboarding wizard pages on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let counter = 0;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
  });
  afterAll(() => handle.close());

  const newOwner = () => app.signUpOwner({ email: `eigenaar-${++counter}@example.nl`, name: "Sanne de Vries" });
  const load = (path: string, as?: Person) => app.call(loader, path, { as });
  const post = (form: Record<string, string>, as?: Person, path = "/onboarding") =>
    app.call(action, path, { as, form });

  async function answerAll(owner: Person, subdomain: string) {
    for (const step of ONBOARDING_STEPS) {
      const saved = await post(formFor(step, subdomain), owner);
      expect(saved, step).toMatchObject({ status: 302, location: "/onboarding" });
    }
  }

  it("sends visitors to the login page and admins to /admin", async () => {
    expect(await load("/onboarding")).toMatchObject({ status: 302, location: "/login?next=%2Fonboarding" });
    expect(await post(formFor("property", ""))).toMatchObject({ status: 302, location: "/login?next=%2Fonboarding" });
    const admin = await newOwner();
    await handle.db.update(user).set({ role: "admin" }).where(eq(user.id, admin.id));
    expect(await load("/onboarding", admin)).toMatchObject({ status: 302, location: "/admin" });
    expect(await app.call(layoutLoader, "/onboarding", { as: admin })).toMatchObject({
      status: 302,
      location: "/admin",
    });
  });

  it("links each theme to its demo at the configured origin, whatever host the request came to", async () => {
    const owner = await newOwner();
    const shown = await load("http://127.0.0.1:8080/onboarding?step=theme", owner);
    expect(shown.data).toMatchObject({
      themes: expect.arrayContaining([
        expect.objectContaining({ theme: "modern-minimal", demoUrl: `https://modern-minimal.${APP_DOMAIN}` }),
      ]),
    });
  });

  it("sends an owner who already has a site to the dashboard", async () => {
    const owner = await newOwner();
    await giveSite(handle.db, owner.id, { siteName: "Al Klaar", subdomain: `al-klaar-${counter}` });
    expect(await load("/onboarding", owner)).toMatchObject({ status: 302, location: "/dashboard" });
    expect(await post(formFor("property", ""), owner)).toMatchObject({ status: 302, location: "/dashboard" });
  });

  it("starts a new owner at the first step, in their language", async () => {
    const owner = await app.signUpOwner({ email: "anna@example.pl", lang: "pl" });
    expect(await load("/onboarding", owner)).toMatchObject({
      status: 200,
      data: { lang: "pl", step: "property", progressPercent: 0, data: {}, appDomain: APP_DOMAIN },
    });
  });

  it("keeps what was typed and answers with i18n keys when a step is refused", async () => {
    const owner = await newOwner();
    expect(await post({ step: "property", name: " ", type: "castle" }, owner)).toMatchObject({
      status: 400,
      data: {
        ok: false,
        step: "property",
        errors: { name: { key: "onboarding.errors.required" }, type: { key: "onboarding.errors.choice" } },
        values: { name: " ", type: "castle" },
      },
    });
    await answerAll(owner, `prijs-huis-${counter}`);
    expect(await post({ step: "price", basePrice: "twaalf" }, owner)).toMatchObject({
      status: 400,
      data: {
        step: "price",
        errors: { basePrice: { key: "onboarding.errors.amount" } },
        values: { basePrice: "twaalf" },
      },
    });
    expect(await post({ step: "price", basePrice: "9,99" }, owner)).toMatchObject({
      status: 400,
      data: {
        errors: { basePrice: { key: "onboarding.errors.priceRange", params: { min: 1000, max: 1000000 } } },
        values: { basePrice: "9,99" },
      },
    });
    expect(await post({ step: "subdomain", subdomain: "admin" }, owner)).toMatchObject({
      status: 400,
      data: { errors: { subdomain: { key: "onboarding.errors.subdomainReserved" } }, values: { subdomain: "admin" } },
    });
    // The saved answers are untouched.
    const state = await load("/onboarding", owner);
    expect(state.data).toMatchObject({
      step: "review",
      data: { property: { name: "Villa Zon" }, price: { basePriceCents: 12500 } },
    });
  });

  it("refuses a step name it does not know", async () => {
    const owner = await newOwner();
    expect(await post({ step: "payment" }, owner)).toMatchObject({ status: 400 });
  });

  it("resumes where the owner left off, lets them go back but not skip ahead", async () => {
    const owner = await newOwner();
    await post(formFor("property", ""), owner);
    await post(formFor("location", ""), owner);
    expect(await load("/onboarding", owner)).toMatchObject({ data: { step: "capacity", progressPercent: 29 } });
    expect(await load("/onboarding?step=property", owner)).toMatchObject({ data: { step: "property" } });
    expect(await load("/onboarding?step=price", owner)).toMatchObject({ data: { step: "capacity" } });
    expect(await load("/onboarding?step=review", owner)).toMatchObject({ data: { step: "capacity" } });
    // A post for a later step than the first open one leads back to that one.
    expect(await post(formFor("theme", ""), owner)).toMatchObject({
      status: 302,
      location: "/onboarding?step=capacity",
    });
  });

  it("finishes for an owner who subscribed first: the site is live on its subdomain, the owner is welcomed and gets the email", async () => {
    const owner = await app.signUpOwner({ email: "pieter@example.nl", name: "Pieter Bakker", lang: "en" });
    await handle.db.insert(subscriptions).values({ ...RUNNING_SUBSCRIPTION, userId: owner.id });
    await answerAll(owner, " Duin-Huis ");
    expect(await load("/onboarding", owner)).toMatchObject({ data: { step: "review", progressPercent: 100 } });
    expect(await app.sites.resolve(`duin-huis.${APP_DOMAIN}`)).toEqual({ kind: "marketing" }); // cached miss

    expect(await post({ intent: "finish" }, owner)).toMatchObject({
      status: 302,
      location: "/dashboard/welcome",
    });

    const [site] = await handle.db.select().from(userSites).where(eq(userSites.userId, owner.id));
    expect(site).toMatchObject({
      subdomain: "duin-huis",
      siteName: "Villa Zon",
      themeName: "warm-cozy",
      status: "active",
    });
    expect(await app.sites.resolve(`duin-huis.${APP_DOMAIN}`)).toMatchObject({
      kind: "owner-site",
      site: { id: site?.id, siteName: "Villa Zon", access: "live" },
    });
    const mails = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.userId, owner.id));
    expect(mails.filter((m) => m.templateKey === "site-live")).toEqual([
      expect.objectContaining({ toAddress: "pieter@example.nl", lang: "en", siteId: site?.id }),
    ]);
    expect(mails.find((m) => m.templateKey === "site-live")?.text).toContain("https://duin-huis.vayvista.test");
    expect(await load("/onboarding", owner)).toMatchObject({ status: 302, location: "/dashboard" });
  });

  it("finishes for an owner without a subscription: the site waits in preview for guests, and no live email yet", async () => {
    const owner = await app.signUpOwner({ email: "saar@example.nl", name: "Saar Jansen", lang: "nl" });
    await answerAll(owner, "zee-huis");
    expect(await post({ intent: "finish" }, owner)).toMatchObject({ status: 302, location: "/dashboard/welcome" });
    expect(await app.sites.resolve(`zee-huis.${APP_DOMAIN}`)).toMatchObject({
      kind: "owner-site",
      site: { access: "preview" },
    });
    const mails = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.userId, owner.id));
    expect(mails.filter((m) => m.templateKey === "site-live")).toEqual([]);
  });

  it("sends the owner back to the subdomain step when the name was taken meanwhile", async () => {
    const owner = await newOwner();
    const name = `snel-weg-${counter}`;
    await answerAll(owner, name);
    const rival = await newOwner();
    await giveSite(handle.db, rival.id, { siteName: "Sneller", subdomain: name });

    expect(await post({ intent: "finish" }, owner)).toMatchObject({
      status: 409,
      data: {
        ok: false,
        step: "subdomain",
        errors: { subdomain: { key: "onboarding.errors.subdomainTaken" } },
        values: { subdomain: name },
      },
    });
    expect(await load("/onboarding", owner)).toMatchObject({ data: { step: "subdomain" } });
    expect(await handle.db.select().from(userSites).where(eq(userSites.userId, owner.id))).toEqual([]);
  });

  it("does not finish an incomplete wizard", async () => {
    const owner = await newOwner();
    await post(formFor("property", ""), owner);
    expect(await post({ intent: "finish" }, owner)).toMatchObject({
      status: 302,
      location: "/onboarding?step=location",
    });
  });
});
