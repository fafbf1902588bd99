import type { Lang } from "../i18n/languages.ts";
import type { Channel } from "./feed-problems.ts";

/** A connected calendar as a sync reads it (sync-feed.ts) and its emails name it (queue-feed-emails.ts). */
export type FeedContext = {
  id: string;
  siteId: string;
  unitId: string;
  channel: Channel;
  name: string;
  url: string;
  health: "new" | "healthy" | "unhealthy";
  eventCount: number;
  lastSuccessAt: Date | null;
  timeZone: string;
  unitName: Record<string, string | undefined>;
  owner: { id: string; name: string; email: string; lang: Lang };
};
