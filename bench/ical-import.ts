/**
 * What importing a big channel calendar costs: a generated feed of 5,000 all-day events
 * (Airbnb's shape: CRLF, folded DESCRIPTION lines, reservations and blocks back to back,
 * one unit), served by a local HTTP server and fetched through the SSRF guard as the app
 * does. Prints the parse alone (median of the runs) and syncFeed end to end on the embedded
 * database: the first import (every night ahead inserted: one unit holds at most 1,096), a
 * poll with nothing changed, and a poll where one event moved and one vanished.
 *
 *   node_modules/.bin/node bench/ical-import.ts [--events=5000] [--runs=5] [--postgres=URL]
 *
 * Target (issue 9): a feed of 5,000 events imported in ≤ 1 s. Figures depend on the
 * machine and on what else it runs.
 */

import { eq } from "drizzle-orm";
import { calendarFeeds, stays } from "../db/schema.ts";
import { Pace } from "../modules/calendar-sync/pace.ts";
import { IMPORT_HORIZON_DAYS, parseFeed } from "../modules/calendar-sync/parse-feed.ts";
import { syncFeed } from "../modules/calendar-sync/sync-feed.ts";
import { hostileRecurringFeed } from "../modules/calendar-sync/testing/hostile-feed.ts";
import { addDays } from "../modules/dates/stay-date.ts";
import { safeFetch } from "../modules/net/safe-fetch.ts";
import { startTestHttpServer } from "../modules/net/testing/test-http-server.ts";
import { BookingEventBus } from "../modules/stays/booking-events.ts";
import { openBenchVilla } from "./support/bench-villa.ts";
import { option } from "./support/option.ts";

const count = Number(option("events") ?? 5000);
const runs = Number(option("runs") ?? 5);
const NOW = new Date("2027-01-10T09:00:00Z");
const TODAY = "2027-01-10";

const compact = (date: string) => date.replaceAll("-", "");
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * `count` one-night events back to back, the last ending on the last night the importer
 * holds (three years ahead): a long-listed, fully booked unit. Most lie in the past, as in
 * a real feed of that length (one unit has at most 1,096 nights ahead to hold); they are
 * read and left out. Every fifth is a block, the others carry the folded reservation link.
 */
function feed(events: number, change?: { moved: number; gone: number }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN",
    "CALSCALE:GREGORIAN",
    "VERSION:2.0",
  ];
  let day = addDays(TODAY, IMPORT_HORIZON_DAYS - events);
  for (let i = 0; i < events; i++) {
    const checkOut = addDays(day, 1);
    if (i !== change?.gone) {
      // The moved event takes the night before its own, which the vanished one left free.
      const start = i === change?.moved ? addDays(day, -1) : day;
      lines.push(
        "BEGIN:VEVENT",
        `DTSTAMP:${compact(TODAY)}T083012Z`,
        `DTSTART;VALUE=DATE:${compact(start)}`,
        `DTEND;VALUE=DATE:${compact(checkOut)}`,
        i % 5 === 4 ? "SUMMARY:Airbnb (Not available)" : "SUMMARY:Reserved",
        `UID:1418fb94e984-${String(i).padStart(20, "0")}@airbnb.com`,
        ...(i % 5 === 4
          ? []
          : [
              "DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/det",
              ` ails/HM${String(i).padStart(8, "0")}\\nPhone Number (Last 4 Digits): ${String(i % 10000).padStart(4, "0")}`,
            ]),
        "END:VEVENT",
      );
    }
    day = checkOut;
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

const body = feed(count);
console.log(`feed: ${count} events, ${(Buffer.byteLength(body) / 1024).toFixed(0)} KB`);

const parses: number[] = [];
for (let run = 0; run < runs; run++) {
  const start = performance.now();
  const parsed = await parseFeed(body, { today: TODAY, timeZone: "Europe/Amsterdam" });
  parses.push(performance.now() - start);
  if (!parsed.ok) throw new Error(`the generated feed does not parse: ${parsed.problem}`);
  if (run === 0) console.log(`parsed: ${parsed.events.length} events still to come (the rest are over)`);
}
console.log(`parseFeed                          median ${ms(median(parses))}  (${runs} runs)`);

/** The default plan's reach: a 365-day booking window and stays of up to 28 nights. */
const NIGHTS_AHEAD = 365 + 28;
for (const bytes of [200_000, 2_000_000]) {
  const hostile = hostileRecurringFeed({ bytes, today: TODAY });
  const heapBefore = process.memoryUsage().heapUsed;
  let running = true;
  let turns = 0;
  let longestWait = 0;
  let last = performance.now();
  const probe = () => {
    const at = performance.now();
    longestWait = Math.max(longestWait, at - last);
    last = at;
    turns++;
    if (running) setImmediate(probe);
  };
  setImmediate(probe);
  const start = performance.now();
  const parsed = await parseFeed(hostile, { today: TODAY, nightsAhead: NIGHTS_AHEAD, pace: new Pace() });
  const took = performance.now() - start;
  running = false;
  const heap = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  console.log(
    `hostile ${(Buffer.byteLength(hostile) / 1e6).toFixed(1)} MB: ${parsed.ok ? `${parsed.events.length} events` : parsed.problem}` +
      `  ${ms(took)}, loop turned ${turns}× (longest wait ${longestWait.toFixed(1)} ms), heap ${heap >= 0 ? "+" : "−"}${Math.abs(heap).toFixed(0)} MB`,
  );
}

let served = body;
const server = await startTestHttpServer((_req, res) => {
  res.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(served);
});
const { database, db, siteId, unitId, close } = await openBenchVilla("ical-bench");
try {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ siteId, unitId, channel: "airbnb", name: "Airbnb", url: `${server.origin}/feed.ics` })
    .returning();
  if (!row) throw new Error("no feed");
  const deps = {
    fetchFeed: (url: string) => safeFetch(url, { allowHosts: [server.hostPort] }),
    ownDomain: "vayvista.test",
    origin: "http://localhost:3000",
    bookingEvents: new BookingEventBus(),
    now: NOW,
  };
  const timed = async (label: string) => {
    const start = performance.now();
    const result = await syncFeed(db, row.id, deps);
    const took = performance.now() - start;
    if (!result.ok) throw new Error(`${label}: ${result.problem}`);
    console.log(
      `${label.padEnd(34)} ${ms(took)}  (inserted ${result.inserted}, updated ${result.updated}, deleted ${result.deleted})`,
    );
    return took;
  };
  console.log(`database: ${database.kind}`);
  const first = await timed("syncFeed: first import");
  await timed("syncFeed: nothing changed");
  served = feed(count, { moved: count - 10, gone: count - 11 });
  await timed("syncFeed: one moved, one vanished");
  const held = await db.select({ id: stays.id }).from(stays).where(eq(stays.feedId, row.id));
  console.log(`rows held: ${held.length}`);
  console.log(`target: first import of ${count} events ≤ 1000 ms — ${first <= 1000 ? "met" : "NOT met"}`);
} finally {
  await close();
  await server.close();
}
