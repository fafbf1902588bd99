import { isbot } from "isbot";
import { SITE_LANGUAGES, type SiteLang } from "../i18n/site-languages.ts";
import { normalizeHost } from "../sites/classify-host.ts";

export type Device = "mobile" | "tablet" | "desktop";

/** What a page view keeps of the page, the visit and the browser: nothing that names a person. */
export type PageViewFields = {
  /** The page's path, without query string or fragment (they may carry personal data). */
  path: string;
  /** The language prefix of the path; "" for the site's main language (no prefix). */
  lang: SiteLang | "";
  /** The referring site's host; "" when direct or from the site itself. */
  referrer: string;
  device: Device;
};

export const MAX_PATH_LENGTH = 512;

/**
 * Bots are not visitors. An empty user agent counts as one too: every browser sends one.
 * (isbot also knows headless browsers and link previewers.)
 */
export function isBotAgent(userAgent: string | null | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}

const TABLET = /\biPad\b|\bTablet\b|PlayBook|Kindle|\bSilk\//i;
const MOBILE = /Mobi|iPhone|iPod|Windows Phone|Opera Mini|BlackBerry|BB10/i;

/**
 * The kind of device from its user agent. iPads since iPadOS 13 present themselves as a Mac
 * and count as desktops; no server can tell them apart.
 */
export function deviceClass(userAgent: string): Device {
  if (TABLET.test(userAgent)) return "tablet";
  if (MOBILE.test(userAgent)) return "mobile";
  // Android phones say "Mobile"; an Android device without it is a tablet.
  if (/Android/i.test(userAgent)) return "tablet";
  return "desktop";
}

export type Agent = { bot: boolean; device: Device };

const agents = new Map<string, Agent>();
const MAX_AGENTS = 2000;

/**
 * Whether a user agent is a bot, and its device, remembered for the last couple of thousand
 * user agents: a site's visitors share a few hundred, and the bot patterns are the dearest
 * part of a view.
 */
export function describeAgent(userAgent: string | null | undefined): Agent {
  const key = userAgent ?? "";
  let agent = agents.get(key);
  if (!agent) {
    agent = { bot: isBotAgent(key), device: deviceClass(key) };
    if (agents.size >= MAX_AGENTS) agents.clear();
    agents.set(key, agent);
  }
  return agent;
}

/** Link shims and mobile hosts of the big networks, counted under their network. */
const REFERRER_ALIASES: Record<string, string> = {
  "m.facebook.com": "facebook.com",
  "l.facebook.com": "facebook.com",
  "lm.facebook.com": "facebook.com",
  "l.instagram.com": "instagram.com",
  "t.co": "twitter.com",
};

/**
 * The host of the page the visitor came from (lowercase, without port or `www.`), or ""
 * for a direct visit, a navigation within the site itself or anything that is not a web
 * address. The rest of the referring URL is dropped: it may name a search or a person.
 */
export function referrerHost(referrer: string | null | undefined, pageHost: string): string {
  if (!referrer) return "";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "";
  const host = normalizeHost(url.host);
  if (!host || host === normalizeHost(pageHost)) return "";
  return REFERRER_ALIASES[host] ?? host.slice(0, 253);
}

/** The path of a page view: no query string or fragment, no trailing slash (but "/"), capped. */
export function viewPath(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") || "/" : "/";
  return path.slice(0, MAX_PATH_LENGTH);
}

/**
 * The language a path is in, from its prefix (modules/i18n/site-route-table.ts): the main
 * language has none and is stored as "", since only the site's content knows which it is.
 */
export function pathLang(path: string): SiteLang | "" {
  const first = path.split("/", 2)[1];
  return SITE_LANGUAGES.find((lang) => lang === first) ?? "";
}

/** The fields a page view stores, from the page's URL, the referrer and the user agent. */
export function describePageView(page: URL, referrer: string | null | undefined, userAgent: string): PageViewFields {
  const path = viewPath(page);
  return {
    path,
    lang: pathLang(path),
    referrer: referrerHost(referrer, page.host),
    device: describeAgent(userAgent).device,
  };
}
