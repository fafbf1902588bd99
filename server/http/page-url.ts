/**
 * One page, one cache entry: a page's URL reduced to the form it is cached under. Paths are
 * compared percent-decoded (a Polish slug arrives as `obs%C5%82uga-…` or `obsługa-…`), a
 * trailing slash is redirected away, and campaign parameters that ads and newsletters append
 * are left out, since they never change what a page shows.
 */

/** Parameters that trackers append to links; none of our pages reads them. */
const CAMPAIGN_PARAMETER =
  /^(?:utm_[a-z_]+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|twclid|ttclid|yclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok)$/i;

export type PageUrl =
  /** `/en/pricing/` → `/en/pricing` (query kept). */
  | { kind: "redirect"; location: string }
  /** A page every visitor sees the same way: cache it under `path`, render it for `url`. */
  | { kind: "shared"; path: string; url: URL }
  /** Its query changes what it shows, or it cannot be decoded: render it, never cache it. */
  | { kind: "own" };

function decodePath(pathname: string): string | null {
  const segments: string[] = [];
  for (const segment of pathname.split("/")) {
    try {
      const decoded = decodeURIComponent(segment);
      // An encoded slash would make two different paths look alike.
      if (decoded.includes("/")) return null;
      segments.push(decoded);
    } catch {
      return null;
    }
  }
  return segments.join("/").normalize("NFC");
}

export function pageUrl(url: URL): PageUrl {
  const { pathname } = url;
  // Most requests: a plain path without query, already in its one form.
  if (!url.search && !pathname.includes("%") && (pathname === "/" || !pathname.endsWith("/"))) {
    return { kind: "shared", path: pathname, url };
  }
  if (pathname.length > 1 && pathname.endsWith("/")) {
    // Collapsed to one leading slash, so `//evil.example/` cannot become an off-site location.
    const trimmed = `/${pathname.replace(/^\/+/, "").replace(/\/+$/, "")}`;
    return { kind: "redirect", location: trimmed + url.search };
  }
  const path = decodePath(pathname);
  if (path === null) return { kind: "own" };

  const clean = new URL(url);
  for (const name of [...url.searchParams.keys()]) {
    if (CAMPAIGN_PARAMETER.test(name)) clean.searchParams.delete(name);
  }
  if (clean.search) return { kind: "own" };
  clean.search = "";
  return { kind: "shared", path, url: clean };
}
