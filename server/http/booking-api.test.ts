import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { themeStrings } from "../../app/themes/strings/index.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { stays, unitRates } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { testAuth } from "../../modules/accounts/test-support.ts";
import { apiErrorSchema, MAX_BOOKING_REQUEST_BYTES } from "../../modules/booking/booking-api-schema.ts";
import { addDays, todayIn } from "../../modules/dates/stay-date.ts";
import { PhotoQueue } from "../../modules/photos/photo-queue.ts";
import { DEFAULT_RATE_PLAN, type RatePlan } from "../../modules/pricing/rate-plan.ts";
import { BookingEventBus } from "../../modules/stays/booking-events.ts";
import { createVoucher } from "../../modules/vouchers/save-voucher.ts";
import { siteWithUnits, voucherInput } from "../../modules/vouchers/vouchers.testing.ts";
import { createServerApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";

const APP_DOMAIN = "vayvista.test";
/** A stay far enough ahead for every rule of the plans below. */
const checkIn = addDays(todayIn("Europe/Amsterdam", new Date()), 30);

/**
 * The booking API through a real HTTP server on the real database: what a guest's browser
 * (or any client) meets, down to 50 guests booking the same nights at the same moment.
 */
describe.each(testBackends())("booking API on $name", (backend) => {
  let database: DatabaseHandle;
  let stop: () => Promise<void>;
  let base = "";
  // Every one of the 50 guests on a connection of their own, at the same moment.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let siteId = "";
  let otherSiteId = "";

  /** A site named `subdomain` whose units (one per plan) take bookings at €125 a night, unless the plan says otherwise. */
  async function siteWithPlans(subdomain: string, plans: Record<string, Partial<RatePlan>>) {
    const site = await siteWithUnits(database.db, Object.keys(plans), { subdomain, siteName: subdomain });
    for (const [i, plan] of Object.values(plans).entries()) {
      await database.db.insert(unitRates).values({
        unitId: site.units[i] ?? "",
        siteId: site.siteId,
        plan: { ...DEFAULT_RATE_PLAN, baseNightlyCents: 12_500, ...plan },
      });
    }
    return site.siteId;
  }

  beforeAll(async () => {
    database = await backend.open();
    siteId = await siteWithPlans("duinhuis", {
      instant: { bookingMode: "instant", cleaningFeeCents: 7_500 },
      request: { bookingMode: "request", requestHoldHours: 24, minNights: 3 },
    });
    otherSiteId = await siteWithPlans("boshuis", { instant: { bookingMode: "instant" } });
    const { app } = createServerApp({
      auth: testAuth(database.db).auth,
      secretsKey: Buffer.alloc(32, 7),
      // Behind the proxy: each test's guests come from addresses of their own (X-Forwarded-For).
      config: loadConfig({ APP_DOMAIN, TRUST_PROXY: "true" }),
      database,
      log: createLogger("silent"),
      cachePages: true,
      enhanceScript: "/assets/enhance-test.js",
      bookingEvents: new BookingEventBus(),
      photoQueue: new PhotoQueue(),
      handlePage: async () => new Response("page"),
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    agent.destroy();
    await stop();
    await database.close();
  });

  /**
   * node:http, since fetch() cannot set the Host header the site is resolved by. A body is
   * sent as JSON unless `headers` says otherwise; `chunks` sends it in pieces without a length.
   */
  const call = (
    path: string,
    init: {
      method?: string;
      body?: string;
      site?: string;
      host?: string;
      headers?: Record<string, string>;
      chunks?: number;
      ip?: string;
    } = {},
  ) =>
    new Promise<{ status: number; type: string; json: () => Promise<unknown> }>((resolve, reject) => {
      const { port } = new URL(base);
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path,
          method: init.method ?? "GET",
          agent,
          headers: {
            host: init.host ?? `${init.site ?? "duinhuis"}.${APP_DOMAIN}`,
            ...(init.body ? { "content-type": "application/json" } : {}),
            ...(init.ip ? { "x-forwarded-for": init.ip } : {}),
            ...init.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString();
            const type = res.headers["content-type"] ?? "";
            resolve({ status: res.statusCode ?? 0, type, json: async () => JSON.parse(text) });
          });
        },
      );
      req.on("error", reject);
      if (init.chunks && init.body) {
        const size = Math.ceil(init.body.length / init.chunks);
        for (let at = 0; at < init.body.length; at += size) req.write(init.body.slice(at, at + size));
        req.end();
      } else req.end(init.body);
    });
  let address = 0;
  /** Each guest from an address of their own, unless the test says otherwise. */
  const book = (body: Record<string, unknown>, site?: string, ip = `198.51.100.${++address}`) =>
    call("/api/bookings", { method: "POST", body: JSON.stringify(body), ip, ...(site ? { site } : {}) });
  const booking = (unit: string, from: string, nights: number, guest = "jonas@example.de") => ({
    unit,
    checkIn: from,
    checkOut: addDays(from, nights),
    adults: 2,
    children: 1,
    lang: "de",
    guest: { name: "Jonas Becker", email: guest, phone: "+49 170 1234567", country: "DE" },
    acceptHouseRules: true,
    acceptCancellationPolicy: true,
  });

  it("of 50 guests booking the same nights at once, exactly one gets them; the rest hear 409 dates_unavailable", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(booking("instant", checkIn, 3 + (i % 3), `gast${i}@example.de`)).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { error?: { code: string; message: string } },
        })),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(49).fill(409));
    expect(refused[0]?.body.error?.code).toBe("dates_unavailable");
    expect(refused[0]?.body.error?.message).toMatch(/nicht \(mehr\) verfügbar/);
    const held = await database.db.select().from(stays).where(eq(stays.siteId, siteId));
    expect(held.filter((s) => s.checkIn === checkIn)).toHaveLength(1);
  });

  it("books back-to-back stays: the check-out day is the next guest's check-in", async () => {
    const next = await book(booking("instant", addDays(checkIn, 5), 2));
    const before = await book(booking("instant", addDays(checkIn, -2), 2));
    expect([next.status, before.status]).toEqual([201, 201]);
    const answer = (await next.json()) as { reference: string; status: string; quote: { totalCents: number } };
    expect(answer.status).toBe("confirmed");
    expect(answer.reference).toMatch(/^VV-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // Two nights at €125 and the cleaning fee.
    expect(answer.quote.totalCents).toBe(2 * 12_500 + 7_500);
  });

  it("holds a request's dates until the owner answers, and shows them unavailable meanwhile", async () => {
    const from = addDays(checkIn, 40);
    const request = await book(booking("request", from, 3));
    expect(request.status).toBe(201);
    const answer = (await request.json()) as { status: string; holdExpiresAt: string };
    expect(answer.status).toBe("request");
    expect(new Date(answer.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const calendar = await call(`/api/availability?unit=request&from=${from}&to=${addDays(from, 7)}`);
    const body = (await calendar.json()) as { unavailable: string[]; minNights: number };
    expect(body.unavailable).toEqual([from, addDays(from, 1), addDays(from, 2)]);
    expect(body.minNights).toBe(3);
    expect((await book(booking("request", addDays(from, 1), 3))).status).toBe(409);
  });

  it("refuses a stay that breaks the unit's rules with 422 and every reason in the guest's language", async () => {
    const short = await call(
      `/api/quote?unit=request&checkIn=${addDays(checkIn, 60)}&checkOut=${addDays(checkIn, 61)}&lang=nl`,
    );
    expect(short.status).toBe(422);
    const body = (await short.json()) as { error: { code: string; details: { code: string; message: string }[] } };
    expect(body.error.code).toBe("stay_not_allowed");
    expect(body.error.details.map((d) => d.code)).toContain("min_nights");
    expect(body.error.details[0]?.message).toMatch(/3/);
  });

  it("answers malformed input with 400 and the fields at fault, and an unknown unit with 404", async () => {
    const bad = await book({ ...booking("instant", checkIn, 2), guest: { name: "J", email: "geen-adres" } });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { code: string; details: { field: string }[] } };
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.details.map((d) => d.field)).toEqual(expect.arrayContaining(["guest.name", "guest.email"]));
    expect((await call(`/api/quote?unit=bestaat-niet&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`)).status).toBe(
      404,
    );
    expect((await call("/api/availability?unit=instant&from=2026-02-30&to=2026-03-02")).status).toBe(400);
  });

  it("never books or shows another owner's unit through this site's host", async () => {
    // boshuis has a unit called "instant" too: the host decides which site's unit it is.
    const from = addDays(checkIn, 80);
    expect((await book(booking("instant", from, 2, "ewa@example.pl"), "boshuis")).status).toBe(201);
    expect((await book(booking("instant", from, 2, "ewa@example.pl"))).status).toBe(201);
    const [other] = await database.db
      .select({ id: stays.id })
      .from(stays)
      .where(and(eq(stays.siteId, otherSiteId), eq(stays.checkIn, from)));
    expect(other).toBeDefined();
    // The marketing host takes no bookings.
    const marketing = await call("/api/quote?unit=instant", { host: APP_DOMAIN });
    expect(marketing.status).toBe(404);
  });

  it("takes a single-use voucher off one booking only; the next guest hears why in their language", async () => {
    const created = await createVoucher(
      database.db,
      siteId,
      voucherInput({ code: "WELKOM10", kind: "percent", amount: 10, maxUses: 1 }),
    );
    expect(created.ok).toBe(true);
    const from = addDays(checkIn, 120);
    const first = await book({ ...booking("instant", from, 2, "eerste@example.nl"), voucher: "welkom10" });
    expect(first.status).toBe(201);
    const answer = (await first.json()) as {
      quote: { voucher: { code: string; cents: number } | null; totalCents: number };
    };
    expect(answer.quote.voucher).toEqual({ code: "WELKOM10", cents: 2_500 });
    const second = await book({
      ...booking("instant", addDays(from, 10), 2, "tweede@example.nl"),
      voucher: "WELKOM10",
      lang: "nl",
    });
    expect(second.status).toBe(422);
    const refused = (await second.json()) as { error: { code: string; details: { code: string }[] } };
    expect(refused.error.code).toBe("voucher_invalid");
    expect(refused.error.details[0]?.code).toBe("used_up");
  });

  const heldFrom = async (from: string) =>
    (await database.db.select({ id: stays.id }).from(stays).where(eq(stays.checkIn, from))).length;

  it("books only a body sent as application/json: text/plain, a form or no type is 415 in the guest's language", async () => {
    const from = addDays(checkIn, 160);
    // A guest and network of their own: the caps count every other test's open stays.
    const body = JSON.stringify(booking("instant", from, 2, "json-only@example.de"));
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonp",
      "",
    ]) {
      const refused = await call("/api/bookings", {
        method: "POST",
        body,
        headers: { "content-type": type, "accept-language": "de-DE,de;q=0.9,en;q=0.5" },
      });
      expect(refused.status, type).toBe(415);
      const answer = apiErrorSchema.parse(await refused.json());
      expect(answer.error.code).toBe("unsupported_media_type");
      expect(answer.error.message).toBe(themeStrings("de").booking.refusals.unsupported_media_type);
    }
    // Nothing was booked or held by them; the same body as JSON books.
    expect(await heldFrom(from)).toBe(0);
    const booked = await call("/api/bookings", {
      method: "POST",
      body,
      ip: "198.51.100.250",
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(booked.status).toBe(201);
    expect(await heldFrom(from)).toBe(1);
  });

  it("refuses a body over its limit with 413 in the documented error shape and the guest's language", async () => {
    const from = addDays(checkIn, 180);
    const big = (bytes: number) =>
      JSON.stringify({ ...booking("instant", from, 2), guest: { name: "x".repeat(bytes) } });
    const polish = { "accept-language": "pl-PL,pl;q=0.9" };
    const answers = [
      // Declared, just over the booking API's own limit (well within the server's 1 MiB).
      await call("/api/bookings", { method: "POST", body: big(MAX_BOOKING_REQUEST_BYTES), headers: polish }),
      // Sent in chunks without a length, and past the server's 1 MiB cap, declared or not.
      await call("/api/bookings", { method: "POST", body: big(MAX_BOOKING_REQUEST_BYTES), headers: polish, chunks: 8 }),
      await call("/api/bookings", { method: "POST", body: big(2 * 1024 * 1024), headers: polish }),
      await call("/api/bookings", { method: "POST", body: big(2 * 1024 * 1024), headers: polish, chunks: 64 }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      const body = apiErrorSchema.parse(await answer.json());
      expect(body.error).toEqual({
        code: "payload_too_large",
        message: themeStrings("pl").booking.refusals.payload_too_large,
      });
    }
    expect(await heldFrom(from)).toBe(0);
  });

  it("gives the date picker a season's minimum stay per arrival day, the one the quote then asks", async () => {
    const season = { from: addDays(checkIn, 10), until: addDays(checkIn, 40) };
    await siteWithPlans("zomerhuis", {
      zomer: {
        minNights: 2,
        seasons: [{ id: "s1", name: "Zomer", ...season, nightlyCents: 16_000, minNights: 7, priority: 0 }],
      },
    });
    const calendar = await call(`/api/availability?unit=zomer&from=${checkIn}&to=${addDays(checkIn, 60)}`, {
      site: "zomerhuis",
    });
    const body = (await calendar.json()) as { minNights: number; minNightsByArrival: unknown[] };
    expect(body.minNights).toBe(2);
    expect(body.minNightsByArrival).toEqual([{ ...season, minNights: 7 }]);
    const quote = (nights: number) =>
      call(`/api/quote?unit=zomer&checkIn=${season.from}&checkOut=${addDays(season.from, nights)}`, {
        site: "zomerhuis",
      });
    expect((await quote(6)).status).toBe(422);
    expect((await quote(7)).status).toBe(200);
  });

  it("answers a request with the property's time zone, for the guest to read the hold's end on its clock", async () => {
    const request = await book(booking("request", addDays(checkIn, 150), 3, "ida@example.se"));
    expect(request.status).toBe(201);
    expect(await request.json()).toMatchObject({ status: "request", timeZone: "Europe/Amsterdam" });
  });

  it("holds three open requests per guest; the fourth is 429 in the guest's language and holds no night", async () => {
    const from = addDays(checkIn, 200);
    for (let n = 0; n < 3; n++) {
      expect((await book(booking("request", addDays(from, 7 * n), 3, "marek@example.pl"))).status).toBe(201);
    }
    const fourth = addDays(from, 21);
    const refused = await book({ ...booking("request", fourth, 3, "Marek+4@example.pl"), lang: "pl" });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({
      code: "too_many_open_stays",
      message:
        "Masz już kilka otwartych rezerwacji lub zapytań w tym obiekcie. Poczekaj na odpowiedź właściciela albo skontaktuj się z nim bezpośrednio.",
    });
    const calendar = await call(`/api/availability?unit=request&from=${fourth}&to=${addDays(fourth, 3)}`);
    expect(((await calendar.json()) as { unavailable: string[] }).unavailable).toEqual([]);
    const held = await database.db
      .select({ id: stays.id })
      .from(stays)
      .where(and(eq(stays.siteId, siteId), eq(stays.checkIn, fourth)));
    expect(held).toEqual([]);
  });

  describe("a control character in any text it takes", () => {
    /** Refused everywhere: NUL (Postgres refuses it), other C0 controls, DEL, C1 (NEL among them). */
    const CONTROLS = ["\u0000", "\u0001", "\u001b", "\u007f", "\u0085", "\u009f"];
    /** Refused in one line only: a message may hold them. */
    const LINE_BREAKS = ["\n", "\r\n", "\t", "\u2028"];
    const TEXT_CHECKED = new Set(["unit", "voucher", "guest.name", "guest.phone", "guest.message"]);
    const spoilt = (value: string, bad: string) => `${value.slice(0, 2)}${bad}${value.slice(2)}`;

    /** The documented 400: JSON, invalid_request in the asked language (English when the language itself is spoilt), naming the field. */
    async function expectRefused(answer: Awaited<ReturnType<typeof call>>, field: string, what: string) {
      expect([what, answer.status, answer.type]).toEqual([what, 400, "application/json; charset=utf-8"]);
      const body = (await answer.json()) as {
        error: { code: string; message: string; details: { code: string; field: string }[] };
      };
      expect([what, body.error.code]).toEqual([what, "invalid_request"]);
      expect(body.error.message).toBe(
        field === "lang"
          ? "Please check your details: not everything is filled in correctly."
          : "Bitte prüfen Sie Ihre Angaben: nicht alles ist richtig ausgefüllt.",
      );
      expect(body.error.details).toContainEqual(
        expect.objectContaining({ field, ...(TEXT_CHECKED.has(field) ? { code: "control_character" } : {}) }),
      );
    }

    it("answers availability and quote with 400 invalid_request, for every text parameter", async () => {
      const asked: Record<string, Record<string, string>> = {
        "/api/availability": { unit: "instant", from: checkIn, to: addDays(checkIn, 7), lang: "de" },
        "/api/quote": {
          unit: "instant",
          checkIn,
          checkOut: addDays(checkIn, 2),
          voucher: "WELKOM10",
          lang: "de",
        },
      };
      for (const [path, params] of Object.entries(asked)) {
        for (const name of Object.keys(params)) {
          for (const bad of [...CONTROLS, ...LINE_BREAKS]) {
            const query = new URLSearchParams({ ...params, [name]: spoilt(params[name] ?? "", bad) });
            await expectRefused(await call(`${path}?${query}`), name, `${path} ${name} ${JSON.stringify(bad)}`);
          }
        }
      }
    });

    it("answers a booking with 400 invalid_request for every text field, storing nothing; a message keeps its lines", async () => {
      const from = addDays(checkIn, 300);
      const body = { ...booking("instant", from, 2, "sweep@example.de"), voucher: "WELKOM10" };
      const fields = [
        "unit",
        "checkIn",
        "checkOut",
        "voucher",
        "lang",
        "guest.name",
        "guest.email",
        "guest.phone",
        "guest.country",
        "guest.arrivalTime",
        "guest.message",
      ];
      const withField = (field: string, value: string) => {
        const [head, tail] = field.split(".") as [string, string | undefined];
        return tail
          ? { ...body, guest: { ...body.guest, arrivalTime: "17:00", message: "Bis bald", [tail]: value } }
          : { ...body, [head]: value };
      };
      const typed = (field: string) => {
        const [head, tail] = field.split(".") as [string, string | undefined];
        const guest = { ...body.guest, arrivalTime: "17:00", message: "Bis bald" } as Record<string, string>;
        return tail ? (guest[tail] ?? "") : String((body as Record<string, unknown>)[head]);
      };
      for (const field of fields) {
        const refused = field === "guest.message" ? CONTROLS : [...CONTROLS, ...LINE_BREAKS];
        for (const bad of refused) {
          const answer = await book(withField(field, spoilt(typed(field), bad)));
          await expectRefused(answer, field, `${field} ${JSON.stringify(bad)}`);
        }
      }
      const held = await database.db.select({ id: stays.id }).from(stays).where(eq(stays.checkIn, from));
      expect(held).toEqual([]);
      // Tabs and line breaks are what a message is made of.
      const lines = {
        ...body,
        voucher: undefined,
        guest: { ...body.guest, message: "Hallo,\r\n\tbis bald\u2028Jonas" },
      };
      expect((await book(lines)).status).toBe(201);
    });
  });
});
