import type { SiteDirectory } from "../../modules/sites/site-directory.ts";
import type { PageCache } from "../http/page-cache.ts";
import { sitePagesPrefix } from "../http/page-key.ts";
import type { Logger } from "../logger.ts";
import type { ClusterChannel } from "./cluster-channel.ts";

/** Topics on the cluster channel: rendered pages to forget (all, or one site's), and host lookups to forget. */
export const PAGES_CLEARED_TOPIC = "pages-cleared";
export const SITES_CHANGED_TOPIC = "sites-changed";
/** The admin saved the platform's payment credentials: every instance reads them afresh. */
export const PAYMENT_CREDENTIALS_TOPIC = "payment-credentials-changed";

export type CacheInvalidations = {
  /** Forgets every rendered page, on every instance (marketing content or plans changed). */
  clearPages(): void;
  /** Forgets one owner's rendered pages, on every instance (the owner published). */
  clearSitePages(siteId: string): void;
  stop(): void;
};

/**
 * Keeps what an instance remembers across requests (rendered pages, host lookups, the
 * platform's payment credentials) in step with the others: a clear here is sent on the
 * cluster channel and done by every instance.
 * When the listening connection comes back after a drop, this instance clears everything,
 * since clears sent meanwhile were not heard. Without a channel (PGlite, or DATABASE_LISTEN=off)
 * clears stay local, and other instances catch up within the caches' TTLs.
 */
export function keepCachesInStep(options: {
  channel: ClusterChannel | null;
  pageCache: PageCache;
  sites: SiteDirectory;
  /** The platform's payment credentials, kept for 15 s (server/payments/payment-platform.ts). */
  paymentPlatform?: { forget(): void };
  log: Logger;
}): CacheInvalidations {
  const { channel, pageCache, sites, log, paymentPlatform } = options;
  const clearHere = (siteId: string | null) => {
    if (siteId) pageCache.clearPrefix(sitePagesPrefix(siteId));
    else pageCache.clear();
  };
  const send = (topic: string, data: unknown) => {
    channel?.publish(topic, data).catch((error: unknown) => {
      log.warn({ err: error, topic }, "could not tell the other instances; they catch up when their caches expire");
    });
  };
  // The admin's save calls forget() on this instance: it goes to every instance.
  const forgetCredentialsHere = paymentPlatform?.forget.bind(paymentPlatform);
  if (paymentPlatform && forgetCredentialsHere && channel) {
    paymentPlatform.forget = () => {
      forgetCredentialsHere();
      send(PAYMENT_CREDENTIALS_TOPIC, {});
    };
  }
  const stops = [
    channel?.subscribe(PAYMENT_CREDENTIALS_TOPIC, (_data, fromSelf) => {
      if (!fromSelf) forgetCredentialsHere?.();
    }),
    sites.onInvalidate(() => send(SITES_CHANGED_TOPIC, {})),
    channel?.subscribe(SITES_CHANGED_TOPIC, (_data, fromSelf) => {
      if (!fromSelf) sites.forget();
    }),
    channel?.subscribe(PAGES_CLEARED_TOPIC, (data, fromSelf) => {
      if (fromSelf) return;
      const siteId = (data as { siteId?: unknown } | null)?.siteId;
      clearHere(typeof siteId === "string" ? siteId : null);
    }),
    channel?.onResume(() => {
      sites.forget();
      pageCache.clear();
      forgetCredentialsHere?.();
    }),
  ];
  return {
    clearPages() {
      clearHere(null);
      send(PAGES_CLEARED_TOPIC, {});
    },
    clearSitePages(siteId) {
      clearHere(siteId);
      send(PAGES_CLEARED_TOPIC, { siteId });
    },
    stop() {
      for (const stop of stops) stop?.();
    },
  };
}
