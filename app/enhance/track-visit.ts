import { DEFAULT_SITE_ID } from "../../modules/analytics/default-site-id.ts";

/**
 * Counts page views of an owner's site (spec §3, §7): posts the page to the tracking
 * endpoint when it has loaded and whenever the tab becomes visible again. No cookie, nothing
 * that identifies the visitor: the server sees what any request shows and keeps only a
 * daily-salted hash. The answer holds no figures (they are the owner's, in the dashboard).
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
    fetch(endpoint, { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true }).catch(
      (error: unknown) => console.debug("page view not tracked", error),
    );
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
