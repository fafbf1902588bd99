import { DEFAULT_SITE_ID } from "../../modules/analytics/default-site-id.ts";

/** What the tracking endpoint answers with (server/http/track-visitor.ts). */
export type VisitorStats = {
  visitors_today: number;
  page_views_today: number;
  visitors_7_days: number;
  page_views_7_days: number;
};

/** The sessionStorage key the last answer's figures are kept under, as `{ stats, lastUpdated }`. */
export const VISITOR_STATS_KEY = "visitor_stats";

/**
 * Counts page views of an owner's site (spec §3, §7): posts the page to the tracking
 * endpoint when it has loaded and whenever the tab becomes visible again, and keeps the
 * site's figures it answers with in sessionStorage. No cookie, nothing that identifies the
 * visitor: the server sees what any request shows and keeps only a daily-salted hash.
 * Failures are never shown (spec §8). Returns a function that stops it.
 */
export function trackVisits(endpoint = "/api/track-visitor"): () => void {
  const send = () => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="vayvista-site"]');
    const body = JSON.stringify({
      user_agent: navigator.userAgent,
      page_url: location.href,
      referrer: document.referrer,
      ip_address: null,
      site_id: meta?.content || DEFAULT_SITE_ID,
    });
    // keepalive: the view still arrives when the visitor leaves right away.
    fetch(endpoint, { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: { stats?: VisitorStats; lastUpdated?: string } | null) => {
        if (!answer?.stats) return;
        const kept = { stats: answer.stats, lastUpdated: answer.lastUpdated ?? new Date().toISOString() };
        sessionStorage.setItem(VISITOR_STATS_KEY, JSON.stringify(kept));
      })
      .catch((error: unknown) => console.debug("page view not tracked", error));
  };
  const onVisible = () => {
    if (document.visibilityState === "visible") send();
  };

  if (document.readyState === "complete") send();
  else addEventListener("load", send, { once: true });
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    removeEventListener("load", send);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
