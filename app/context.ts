import type { Logger } from "pino";
import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "../db/client.ts";
import type { AccountServices } from "../modules/accounts/account-services.ts";
import type { DnsLookup } from "../modules/domains/dns-lookup.ts";
import type { PaymentServices } from "../modules/payments/payment-services.ts";
import type { PhotoQueue } from "../modules/photos/photo-queue.ts";
import type { OwnerSiteMemo } from "../modules/sites/owner-site-memo.ts";
import type { HostResolution, SiteDirectory } from "../modules/sites/site-directory.ts";
import type { BookingEventBus } from "../modules/stays/booking-events.ts";
import type { Storage } from "../modules/storage/storage.ts";

/** What the Hono server hands every loader and action. Set once per request. */
export type AppServices = {
  db: Database;
  log: Logger;
  sites: SiteDirectory;
  /** Public origin for absolute links, e.g. https://vayvista.nl. */
  origin: string;
  appDomain: string;
  /** The team's WhatsApp number, or undefined for no WhatsApp button (server/config.ts whatsappPhone()). */
  whatsappPhone: string | undefined;
  /** Clears rendered marketing pages after content they show has changed. */
  clearPageCache(): void;
  /** Clears the rendered pages of one owner's site after they changed what it shows. */
  clearSitePages(siteId: string): void;
  /** What the request's host shows: the marketing site, a theme's demo or an owner's site. */
  host: HostResolution;
  /** Uploaded files (photos), on local disk or an S3-compatible store. */
  storage: Storage;
  /** The process's live calendar events (one for the process, made in server/main.ts). */
  bookingEvents: BookingEventBus;
  /** The process's turn-taking for photo processing (one for the process, made in server/main.ts). */
  photoQueue: PhotoQueue;
  /** The visitor's address, for rate limits only (never stored in clear). */
  clientIp: string;
  /** Sessions for this request: getSession / requireUser / requireAdmin(request), headersFor, auth. */
  accounts: AccountServices;
  /** The signed-in person's site, looked up once per request (app/lib/require-owner.server.ts). */
  ownerSite: OwnerSiteMemo;
  /** Encrypts secrets stored in the database (the SMTP password). */
  secretsKey: Buffer;
  /** Where owners point their custom domains (PLATFORM_HOST). */
  platformHost: string;
  /** DNS lookups for custom-domain verification (DNS_RESOLVER, DNS_TIMEOUT_MS). */
  dns: DnsLookup;
  /** Owners' servers (their own SMTP) that may be reached although not public (FETCH_ALLOW_HOSTS): tests, local development. */
  fetchAllowHosts: readonly string[];
  /** This response's Content-Security-Policy nonce: inline scripts run only with it. */
  cspNonce: string;
  /** The URL of the only script of the pages that are not hydrated: marketing pages and owner sites. */
  enhanceScript: string;
  /** Online payments: the providers of connected accounts, the webhook inbox (server/payments). */
  payments: PaymentServices;
  /**
   * Starts the job that makes owners' data archives at once; absent (in-process tests), a
   * requested archive waits for the worker's next scheduled run.
   */
  wakeAccountExports?: () => Promise<void>;
  /** Queues a backup now (the admin's backups page); absent where no job queue runs (in-process tests). */
  backups?: BackupControl | undefined;
};

/** What the admin's backups page may ask of the backup job (server/jobs/backup-worker.ts). */
export type BackupControl = { backUpNow(): Promise<void> };

export const appContext = createContext<AppServices>();

export function services(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(appContext);
}
