import type { Database } from "../../db/client.ts";
import type { SiteDirectory } from "../../modules/sites/site-directory.ts";
import type { Logger } from "../logger.ts";

export type TrackVisitorDeps = {
  db: Database;
  sites: SiteDirectory;
  log: Logger;
  appDomain: string;
  /** The signed-in person's id, for views from the theme editor (spec §4), or null. */
  currentUserId(request: Request, ip: string): Promise<string | null>;
};

export type TrackVisitorEndpoint = {
  handle(request: Request, ip: string): Promise<Response>;
  /** Writes what is still waiting; called when the server stops. */
  close(): Promise<void>;
};

/** POST /api/track-visitor (spec §7): a page view of an owner site, answered with its stats. */
export function trackVisitorEndpoint(_deps: TrackVisitorDeps): TrackVisitorEndpoint {
  return {
    handle: async () => new Response(null, { status: 204 }),
    close: async () => {},
  };
}
