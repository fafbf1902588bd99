import type { RouterContextProvider } from "react-router";
import { services } from "../context.ts";

/**
 * After a change to a site's host or look (its theme, its custom domain, its status): the
 * host lookup forgets what it cached, and the site's rendered pages, which carry the old
 * theme or canonical address, are drawn afresh.
 */
export function siteChanged(context: Readonly<RouterContextProvider>, siteId: string): () => void {
  return () => {
    const { sites, clearSitePages } = services(context);
    sites.invalidate();
    clearSitePages(siteId);
  };
}
