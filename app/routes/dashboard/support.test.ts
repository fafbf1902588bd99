import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { testBackends } from "../../../db/testing.ts";
import { replyToSupportRequest } from "../../../modules/support/reply-to-support-request.ts";
import {
  giveSite,
  ORIGIN,
  type Person,
  type RouteHarness,
  routeHarness,
} from "../../../tests/support/route-harness.ts";
import { loader as listLoader, action as openAction } from "./support.tsx";
import { action as replyAction, loader as threadLoader } from "./support-request.tsx";

type ListData = { requests: { id: string; subject: string; status: string }[] };
type ThreadData = {
  request: { subject: string; status: string };
  messages: { fromOwner: boolean; body: string }[];
};

describe.each(testBackends())("dashboard support on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "eva@example.nl" });
    other = await app.signUpOwner({ email: "tom@example.nl" });
    await giveSite(handle.db, owner.id, { siteName: "Villa Eva", subdomain: "villa-eva" });
    await giveSite(handle.db, other.id, { siteName: "Tom's Hut", subdomain: "toms-hut" });
  });
  afterAll(() => handle.close());

  const list = (as?: Person) => app.call(listLoader, "/dashboard/support", { as });
  const open = (form: Record<string, string>, as?: Person) => app.call(openAction, "/dashboard/support", { as, form });
  const thread = (requestId: string, as?: Person) =>
    app.call(threadLoader, `/dashboard/support/${requestId}`, { as, params: { requestId } });
  const reply = (requestId: string, body: string, as?: Person) =>
    app.call(replyAction, `/dashboard/support/${requestId}`, { as, form: { body }, params: { requestId } });
  const openOne = async (subject: string, as: Person) => {
    expect(await open({ subject, message: "Mijn kalender laat geen boekingen van Airbnb zien." }, as)).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    const found = ((await list(as)).data as ListData).requests.find((r) => r.subject === subject);
    if (!found) throw new Error("request not listed");
    return found.id;
  };

  it("sends visitors to the login page from every page and form", async () => {
    const id = randomUUID();
    const login = { status: 302, location: "/login?next=%2Fdashboard%2Fsupport" };
    expect(await list()).toMatchObject(login);
    expect(await open({ subject: "Vraag", message: "Een vraag zonder account." })).toMatchObject(login);
    const threadLogin = { status: 302, location: `/login?next=%2Fdashboard%2Fsupport%2F${id}` };
    expect(await thread(id)).toMatchObject(threadLogin);
    expect(await reply(id, "Een antwoord zonder account.")).toMatchObject(threadLogin);
  });

  it("opens a request that only its owner sees, open and with the first message", async () => {
    const id = await openOne("Kalender synchroniseert niet", owner);
    expect((await list(owner)).data).toMatchObject({
      requests: [{ id, subject: "Kalender synchroniseert niet", status: "open" }],
    });
    expect(((await list(other)).data as ListData).requests).toEqual([]);
    expect(await thread(id, owner)).toMatchObject({
      status: 200,
      data: {
        request: { subject: "Kalender synchroniseert niet", status: "open" },
        messages: [{ fromOwner: true, body: "Mijn kalender laat geen boekingen van Airbnb zien." }],
      },
    });
  });

  it("keeps what the owner typed and names each problem when the form is refused", async () => {
    const result = await open({ subject: "Hi", message: "   " }, owner);
    expect(result).toMatchObject({
      status: 400,
      data: {
        ok: false,
        errors: {
          subject: { key: "support.errors.tooShort", params: { min: 3 } },
          message: { key: "support.errors.required" },
        },
        values: { subject: "Hi", message: "   " },
      },
    });
  });

  it("shows the team's reply in the thread and lets the owner answer", async () => {
    const id = await openOne("Betaling via iDEAL", owner);
    const admin = randomUUID();
    await replyToSupportRequest(handle.db, {
      actorId: admin,
      requestId: id,
      body: "We hebben het opgelost.",
      origin: ORIGIN,
    });
    const answered = (await thread(id, owner)).data as ThreadData;
    expect(answered.request.status).toBe("answered");
    expect(answered.messages.map((m) => [m.fromOwner, m.body])).toEqual([
      [true, "Mijn kalender laat geen boekingen van Airbnb zien."],
      [false, "We hebben het opgelost."],
    ]);
    expect(JSON.stringify(answered)).not.toContain(admin);

    expect(await reply(id, "Dank je, het werkt weer!", owner)).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    const after = (await thread(id, owner)).data as ThreadData;
    expect(after.request.status).toBe("open");
    expect(after.messages.at(-1)).toEqual(
      expect.objectContaining({ fromOwner: true, body: "Dank je, het werkt weer!" }),
    );

    expect(await reply(id, "kort", owner)).toMatchObject({
      status: 400,
      data: {
        ok: false,
        errors: { body: { key: "support.errors.tooShort", params: { min: 10 } } },
        values: { body: "kort" },
      },
    });
  });

  it("answers 404 for another owner's request or a missing one, and 400 for a malformed id", async () => {
    const theirs = await openOne("Alleen voor Tom", other);
    expect(await thread(theirs, owner)).toMatchObject({ status: 404 });
    expect(await reply(theirs, "Ik schrijf in de vraag van een ander.", owner)).toMatchObject({ status: 404 });
    expect(((await thread(theirs, other)).data as ThreadData).messages).toHaveLength(1);

    expect(await thread(randomUUID(), owner)).toMatchObject({ status: 404 });
    expect(await reply(randomUUID(), "Een bericht in het niets.", owner)).toMatchObject({ status: 404 });

    for (const bad of ["1", "abc", "%27%20or%201%3D1", `${theirs}x`]) {
      expect(await thread(bad, owner)).toMatchObject({ status: 400 });
      expect(await reply(bad, "Een bericht met een kapotte link.", owner)).toMatchObject({ status: 400 });
    }
  });
});
