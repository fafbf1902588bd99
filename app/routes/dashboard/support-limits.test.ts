import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { testBackends } from "../../../db/testing.ts";
import { replyToSupportRequest } from "../../../modules/support/reply-to-support-request.ts";
import { SUPPORT_RATE_LIMITS } from "../../../modules/support/support-rate-limits.ts";
import {
  giveSite,
  ORIGIN,
  type Person,
  type RouteHarness,
  routeHarness,
} from "../../../tests/support/route-harness.ts";
import { loader as listLoader, action as openAction } from "./support.tsx";
import { action as replyAction, loader as threadLoader } from "./support-request.tsx";

type ListData = { requests: { id: string; subject: string }[] };
type ThreadData = { messages: { fromOwner: boolean; body: string }[] };

const MESSAGE = "Mijn kalender laat geen boekingen van Airbnb zien.";

describe.each(testBackends())("limits on support posts on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let admin: Person;
  let owners = 0;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    admin = await app.signInAdmin({ email: "team@vayvista.test" });
  });
  afterAll(() => handle.close());

  // Limits count per clock hour: each test starts just after an hour of its own begins,
  // so no window ends mid-test and no count carries over.
  let hour = Math.ceil(Date.now() / 3_600_000);
  const startOfNextHour = () => {
    hour += 1;
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(hour * 3_600_000 + 1000));
  };
  afterEach(() => {
    vi.useRealTimers();
  });

  const newOwner = async () => {
    owners += 1;
    const owner = await app.signUpOwner({ email: `owner${owners}@example.nl` });
    await giveSite(handle.db, owner.id, { siteName: `Huis ${owners}`, subdomain: `huis-limiet-${owners}` });
    return owner;
  };
  const open = (as: Person, ip: string, subject: string) =>
    app.call(openAction, "/dashboard/support", {
      as,
      form: { subject, message: MESSAGE },
      services: { clientIp: ip },
    });
  const list = async (as: Person) =>
    ((await app.call(listLoader, "/dashboard/support", { as })).data as ListData).requests;
  const reply = (as: Person, ip: string, requestId: string, body: string) =>
    app.call(replyAction, `/dashboard/support/${requestId}`, {
      as,
      form: { body },
      params: { requestId },
      services: { clientIp: ip },
    });
  const thread = async (as: Person, requestId: string) =>
    (
      (await app.call(threadLoader, `/dashboard/support/${requestId}`, { as, params: { requestId } }))
        .data as ThreadData
    ).messages;
  const teamEmails = async (template: string) => (await app.queued(admin.email, template)).length;
  const refusedWith = (values: Record<string, string>) => ({
    status: 429,
    data: { ok: false, errors: {}, values, rateLimitedMinutes: expect.any(Number) },
  });

  it("refuses an owner's sixth request in an hour: the text stays in the form, nothing is stored or emailed", async () => {
    startOfNextHour();
    const eva = await newOwner();
    const limit = SUPPORT_RATE_LIMITS.request.owner.limit;
    for (let i = 1; i <= limit; i++) {
      expect(await open(eva, "203.0.113.50", `Vraag ${i}`)).toMatchObject({ status: 200, data: { ok: true } });
    }
    const emailsBefore = await teamEmails("support-request");

    const refused = await open(eva, "203.0.113.51", "Nog een vraag");
    expect(refused).toMatchObject(refusedWith({ subject: "Nog een vraag", message: MESSAGE }));
    const minutes = (refused.data as { rateLimitedMinutes: number }).rateLimitedMinutes;
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(Number(refused.headers.get("retry-after"))).toBe(minutes * 60);
    expect((await list(eva)).map((r) => r.subject)).not.toContain("Nog een vraag");
    expect(await list(eva)).toHaveLength(limit);
    expect(await teamEmails("support-request")).toBe(emailsBefore);

    // A refused form does not count: mistakes can still be corrected afterwards.
    expect(await open(eva, "203.0.113.51", "x")).toMatchObject({ status: 400 });
    // Another owner is not held back by Eva's limit.
    expect(await open(await newOwner(), "203.0.113.52", "Mijn eigen vraag")).toMatchObject({ status: 200 });
  });

  it("refuses follow-ups past the hourly limit, while the team can still answer", async () => {
    startOfNextHour();
    const eva = await newOwner();
    expect(await open(eva, "203.0.113.60", "Kalender")).toMatchObject({ status: 200 });
    const [request] = await list(eva);
    if (!request) throw new Error("no request");
    const limit = SUPPORT_RATE_LIMITS.message.owner.limit;
    for (let i = 1; i <= limit; i++) {
      expect(await reply(eva, "203.0.113.60", request.id, `Aanvulling nummer ${i}.`)).toMatchObject({ status: 200 });
    }
    const emailsBefore = await teamEmails("support-follow-up");

    const body = "Nog een aanvulling die te veel is.";
    expect(await reply(eva, "203.0.113.60", request.id, body)).toMatchObject(refusedWith({ body }));
    const messages = await thread(eva, request.id);
    expect(messages).toHaveLength(1 + limit);
    expect(messages.map((m) => m.body)).not.toContain(body);
    expect(await teamEmails("support-follow-up")).toBe(emailsBefore);

    // The team's reply is not limited. (A second later, so it is the thread's last even on a
    // machine fast enough to write both in one millisecond: messages sort by time, then id.)
    vi.setSystemTime(Date.now() + 1000);
    const answered = await replyToSupportRequest(handle.db, {
      actorId: admin.id,
      requestId: request.id,
      body: "We kijken er vandaag nog naar.",
      origin: ORIGIN,
    });
    expect(answered.ok).toBe(true);
    expect((await thread(eva, request.id)).at(-1)).toMatchObject({
      fromOwner: false,
      body: "We kijken er vandaag nog naar.",
    });
  });

  it("caps requests from one network across accounts, counting an IPv6 /64 as one address", async () => {
    startOfNextHour();
    const cap = SUPPORT_RATE_LIMITS.request.address.limit;
    const perOwner = SUPPORT_RATE_LIMITS.request.owner.limit;
    let sent = 0;
    while (sent < cap) {
      const owner = await newOwner();
      for (let i = 0; i < perOwner && sent < cap; i++, sent++) {
        // Every request from a new address in the same /64.
        const ip = `2001:db8:55:1:${sent.toString(16)}::1`;
        expect(await open(owner, ip, `Vraag ${sent}`)).toMatchObject({ status: 200 });
      }
    }
    const fresh = await newOwner();
    expect(await open(fresh, "2001:db8:55:1:ffff::2", "Vraag van een nieuw account")).toMatchObject(
      refusedWith({ subject: "Vraag van een nieuw account", message: MESSAGE }),
    );
    expect(await list(fresh)).toEqual([]);
    // The next network is someone else.
    expect(await open(fresh, "2001:db8:55:2::1", "Vraag van elders")).toMatchObject({ status: 200 });
  });
});
