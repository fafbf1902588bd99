import { isThemeName, type ThemeName } from "./themes.ts";

/** What a Host header asks for, before any database lookup. */
export type HostTarget =
  | { kind: "marketing" }
  | { kind: "theme-demo"; theme: ThemeName }
  | { kind: "subdomain"; subdomain: string }
  | { kind: "custom-domain"; domain: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Lowercase, drop the port, a trailing dot and a leading `www.`. */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1); // IPv6 literal
  h = h.replace(/:\d*$/, "").replace(/\.+$/, "");
  if (h.startsWith("www.")) h = h.slice(4);
  return h;
}

/** The last app domain normalized, and the result: every request is classified against the same one. */
let domainAsked = "";
let domainNormalized = "";

function normalizedDomain(appDomain: string): string {
  if (appDomain !== domainAsked) {
    domainNormalized = normalizeHost(appDomain);
    domainAsked = appDomain;
  }
  return domainNormalized;
}

function isIpLiteral(host: string): boolean {
  return host.startsWith("[") || /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
}

/**
 * Decides what a request's host renders. Pure: the main domain (any case, port, trailing
 * dot or www.) is the marketing site; `{theme}.{APP_DOMAIN}` is a theme demo;
 * `{sub}.{APP_DOMAIN}` and any other host name are looked up as owner sites.
 */
export function classifyHost(hostHeader: string | undefined | null, appDomain: string): HostTarget {
  if (!hostHeader) return { kind: "marketing" };
  const host = normalizeHost(hostHeader);
  const domain = normalizedDomain(appDomain);
  if (!host || host === domain || isIpLiteral(host)) return { kind: "marketing" };

  const suffix = `.${domain}`;
  if (host.endsWith(suffix)) {
    const sub = host.slice(0, -suffix.length);
    if (isThemeName(sub)) return { kind: "theme-demo", theme: sub };
    if (LABEL.test(sub)) return { kind: "subdomain", subdomain: sub };
    return { kind: "marketing" }; // deeper names such as a.b.vayvista.nl are not sites
  }
  if (!host.includes(".") || !host.split(".").every((l) => LABEL.test(l))) return { kind: "marketing" };
  return { kind: "custom-domain", domain: host };
}
