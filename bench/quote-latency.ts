/**
 * How long a guest waits for a price: GET /api/quote for a unit with five years of
 * bookings behind and ahead of it (a booking every few days, seasons, weekend rates, a
 * voucher), through the app's HTTP handling (validation, rates, voucher, taken nights,
 * JSON) on the embedded database, without the network. Prints p50, p99 and the worst of
 * the runs, for quotes with and without a voucher, and the availability of a year.
 *
 *   node_modules/.bin/node bench/quote-latency.ts [--runs=2000] [--postgres=URL]
 *
 * Target (issue 9): p99 ≤ 5 ms. Figures depend on the machine and on what else it runs.
 */
import os from "node:os";
import { stays, unitRates } from "../db/schema.ts";
import { testAuth } from "../modules/accounts/test-support.ts";
import { addDays, nightsBetween, todayIn } from "../modules/dates/stay-date.ts";
import { PhotoQueue } from "../modules/photos/photo-queue.ts";
import { DEFAULT_RATE_PLAN, type RatePlan } from "../modules/pricing/rate-plan.ts";
import { BookingEventBus } from "../modules/stays/booking-events.ts";
import { createVoucher } from "../modules/vouchers/save-voucher.ts";
import { voucherInput } from "../modules/vouchers/vouchers.testing.ts";
import { createServerApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { createLogger } from "../server/logger.ts";
import { openBenchVilla } from "./support/bench-villa.ts";
import { option } from "./support/option.ts";

const runs = Number(option("runs") ?? 2000);
const APP_DOMAIN = "vayvista.test";
const HOST = `bench-villa.${APP_DOMAIN}`;

const { database, db, siteId, unitId, close } = await openBenchVilla("bench-villa");
try {
  const today = todayIn("Europe/Amsterdam", new Date());
  const seasons = Array.from({ length: 10 }, (_, year) => [
    {
      id: `s${year}`,
      name: "Zomer",
      from: addDays(today, year * 365 - 900),
      until: addDays(today, year * 365 - 840),
      nightlyCents: 21_000,
      minNights: 7,
      priority: 1,
    },
    {
      id: `w${year}`,
      name: "Kerst",
      from: addDays(today, year * 365 - 700),
      until: addDays(today, year * 365 - 690),
      nightlyCents: 18_000,
      minNights: 3,
      priority: 2,
    },
  ]).flat();
  const plan: RatePlan = {
    ...DEFAULT_RATE_PLAN,
    baseNightlyCents: 14_500,
    weekendNightlyCents: 16_500,
    seasons,
    cleaningFeeCents: 9_500,
    touristTax: { kind: "perPersonNight", cents: 240 },
    lengthOfStayDiscounts: [{ minNights: 7, percent: 10 }],
    bookingWindowDays: 730,
    bookingMode: "instant",
  };
  await db.insert(unitRates).values({ unitId, siteId, plan });
  await createVoucher(db, siteId, voucherInput({ code: "BENCH10", kind: "percent", amount: 10 }));

  // Five years of stays: 2½ behind today and 2½ ahead, 3–7 nights each with a gap of 1–4 days,
  // leaving the weeks the quotes below ask for free.
  const rows: (typeof stays.$inferInsert)[] = [];
  let day = addDays(today, -913);
  const end = addDays(today, 913);
  for (let i = 0; nightsBetween(day, end) > 0; i++) {
    const nights = 3 + (i % 5);
    const checkOut = addDays(day, nights);
    const free = nightsBetween(today, day) >= 60 && nightsBetween(today, day) < 90;
    if (!free) {
      rows.push({
        siteId,
        unitId,
        kind: "booking",
        status: "confirmed",
        checkIn: day,
        checkOut,
        source: "direct",
        totalCents: nights * 14_500,
      });
    }
    day = addDays(checkOut, 1 + (i % 4));
  }
  for (let i = 0; i < rows.length; i += 200) await db.insert(stays).values(rows.slice(i, i + 200));

  const { app } = createServerApp({
    auth: testAuth(db).auth,
    secretsKey: Buffer.alloc(32, 7),
    config: loadConfig({ APP_DOMAIN }),
    database,
    log: createLogger("silent"),
    cachePages: true,
    enhanceScript: "/assets/enhance.js",
    bookingEvents: new BookingEventBus(),
    photoQueue: new PhotoQueue(),
    handlePage: async () => new Response("page"),
  });
  const get = async (query: string) => {
    const res = await app.request(`http://${HOST}${query}`, { headers: { host: HOST } });
    if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };

  const measure = async (name: string, query: (i: number) => string) => {
    for (let i = 0; i < 50; i++) await get(query(i));
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await get(query(i));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
    console.log(
      `${name.padEnd(34)} ${at(0.5).padStart(7)} ${at(0.99).padStart(7)} ${(times.at(-1) ?? 0).toFixed(2).padStart(7)}`,
    );
  };

  console.log(
    `Unit with ${rows.length} bookings over five years, ${seasons.length} seasons; ${runs} requests each, one at a time, ` +
      `on ${option("postgres") ? "Postgres" : "PGlite"}; ${os.availableParallelism()} CPUs (load average ${os.loadavg()[0]?.toFixed(1)}).\n`,
  );
  console.log(`${"request".padEnd(34)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"max ms".padStart(7)}`);
  const stay = (i: number) => {
    const from = addDays(today, 60 + (i % 20));
    return `unit=villa&checkIn=${from}&checkOut=${addDays(from, 7)}&adults=2&children=1`;
  };
  await measure("quote, 7 nights", (i) => `/api/quote?${stay(i)}`);
  await measure("quote, 7 nights, voucher", (i) => `/api/quote?${stay(i)}&voucher=BENCH10`);
  await measure(
    "availability, one year",
    (i) => `/api/availability?unit=villa&from=${addDays(today, i % 30)}&to=${addDays(today, 365 + (i % 30))}`,
  );
  console.log("\nTarget: quote p99 ≤ 5 ms.");
} finally {
  await close();
}
