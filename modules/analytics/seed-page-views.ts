import type { Database } from "../../db/client.ts";
import { pageViews } from "../../db/schema.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import { type SiteRoute, sitePath } from "../i18n/site-route-table.ts";
import { type Device, pathLang } from "./describe-page-view.ts";
import type { PageViewRow } from "./page-view-batcher.ts";
import { addDays, utcDay } from "./utc-day.ts";
import { VISITOR_HASH_BYTES } from "./visitor-hash.ts";

export type SeedPageViewsOptions = {
  /** Days back from today (today included). */
  days?: number;
  /** Page views on an average weekday; weekends get about half as many again. */
  perDay?: number;
  /** The site's main language (its paths have no prefix). */
  mainLang?: SiteLang;
  now?: Date;
  /** Same seed, same views. */
  seed?: number;
};

/** A small deterministic generator (mulberry32): demo data that looks the same on every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of weighted) {
    at -= weight;
    if (at < 0) return value;
  }
  return (weighted.at(-1) as readonly [T, number])[0];
}

const PAGES: readonly (readonly [SiteRoute, number])[] = [
  [{ page: "home" }, 40],
  [{ page: "unit", slug: "zeezicht" }, 18],
  [{ page: "gallery" }, 14],
  [{ page: "facilities" }, 10],
  [{ page: "surroundings" }, 8],
  [{ page: "contact" }, 6],
  [{ page: "about" }, 4],
];
const OTHER_LANGUAGES: readonly (readonly [SiteLang, number])[] = [
  ["de", 25],
  ["en", 15],
  ["pl", 5],
  ["nl", 5],
];
/** Where a visit starts: "" is a direct visit. */
const REFERRERS: readonly (readonly [string, number])[] = [
  ["", 40],
  ["google.com", 25],
  ["airbnb.com", 10],
  ["instagram.com", 9],
  ["facebook.com", 7],
  ["google.de", 5],
  ["booking.com", 4],
];
const DEVICES: readonly (readonly [Device, number])[] = [
  ["mobile", 60],
  ["desktop", 30],
  ["tablet", 10],
];

/**
 * Plausible page views of one site for demo data and screenshots: busier weekends, visits
 * of one to four pages that start from a search engine, a booking platform, social media
 * or directly, in the main language mostly, on phones mostly. Returns how many were made.
 */
export async function seedPageViews(db: Database, siteId: string, options: SeedPageViewsOptions = {}): Promise<number> {
  const { days = 90, perDay = 40, mainLang = "nl", now = new Date(), seed = 1 } = options;
  const random = generator(seed);
  const today = utcDay(now);
  const rows: PageViewRow[] = [];
  for (let back = days - 1; back >= 0; back--) {
    const day = addDays(today, -back);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.5 : 1;
    // Today is counted up to now: its views are spread over the hours that have passed.
    const dayStart = Date.parse(`${day}T00:00:00Z`);
    const span = Math.min(86_400_000, now.getTime() - dayStart);
    if (span <= 0) continue;
    const target = Math.round(perDay * weekend * (0.7 + random() * 0.6) * (span / 86_400_000));
    let made = 0;
    while (made < target) {
      const visitor = Buffer.alloc(VISITOR_HASH_BYTES);
      for (let i = 0; i < VISITOR_HASH_BYTES; i++) visitor[i] = Math.floor(random() * 256);
      const lang = random() < 0.55 ? mainLang : pick(random, OTHER_LANGUAGES);
      const device = pick(random, DEVICES);
      const pagesInVisit = 1 + Math.floor(random() * random() * 4);
      let at = dayStart + Math.floor(random() * span);
      for (let n = 0; n < pagesInVisit && made < target; n++, made++) {
        const path = sitePath(n === 0 ? pick(random, PAGES) : pick(random, PAGES.slice(1)), lang, mainLang);
        at = Math.min(at + Math.floor(random() * 120_000), dayStart + span - 1);
        rows.push({
          siteId,
          viewedAt: new Date(at),
          day,
          path,
          referrer: n === 0 ? pick(random, REFERRERS) : "",
          lang: pathLang(path),
          device,
          visitor,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(pageViews).values(rows.slice(i, i + 1000));
  return rows.length;
}
