import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { SITE_DEMOS } from "../content/site-demos/index.ts";
import { openDatabase } from "../db/client.ts";
import { createAuth } from "../modules/accounts/create-auth.ts";
import { createDnsLookup } from "../modules/domains/dns-lookup.ts";
import { PhotoQueue } from "../modules/photos/photo-queue.ts";
import { seedDemoAccounts } from "../modules/seed/demo-accounts.ts";
import { seedDemoOwnerSites } from "../modules/seed/demo-sites.ts";
import { seedDemoSubscriptions } from "../modules/seed/demo-subscriptions.ts";
import { seedIfEmpty } from "../modules/seed/seed.ts";
import { sendingSpfInclude } from "../modules/sending-identity/dkim-key.ts";
import { siteUrl } from "../modules/sites/site-url.ts";
import { BookingEventBus } from "../modules/stays/booking-events.ts";
import { createServerApp } from "./app.ts";
import { queueAuthEmails } from "./auth/auth-mail.ts";
import { BackupKeyMissing, resolveBackupKey } from "./backup-settings.ts";
import { listenForBackupRequests } from "./backup-socket.ts";
import {
  type Config,
  ConfigError,
  isLocalOrigin,
  loadConfig,
  paymentEnv,
  publicOrigin,
  testProviderAllowed,
} from "./config.ts";
import { builtEnhanceScript, DEV_ENHANCE_SCRIPT } from "./http/enhance-script.ts";
import { reactRouterHandler } from "./http/react-router-handler.ts";
import { startBackupWorker } from "./jobs/backup-worker.ts";
import { startCalendarSyncWorker } from "./jobs/calendar-sync-worker.ts";
import { startGuestMessageWorker } from "./jobs/guest-message-worker.ts";
import { startHoldExpiryWorker } from "./jobs/hold-expiry-worker.ts";
import { invoicePdfsForEmails } from "./jobs/invoice-pdfs.ts";
import { startMessagingWorker } from "./jobs/messaging-worker.ts";
import { startOwnerEmailsWorker } from "./jobs/owner-emails-worker.ts";
import { startPaymentWorker, wakePaymentWorker } from "./jobs/payment-worker.ts";
import { startSendingDomainWorker } from "./jobs/sending-domain-worker.ts";
import { startJobQueue, stopJobQueue } from "./jobs/start-job-queue.ts";
import { createLogger } from "./logger.ts";
import { createPaymentPlatform } from "./payments/payment-platform.ts";
import { createPaymentServices } from "./payments/payment-services.ts";
import { startBookingEventRelay } from "./realtime/booking-event-relay.ts";
import { resolveAuthSecret, resolveSecretsKey } from "./secrets.ts";
import { openStorage } from "./storage.ts";

const dev = process.argv.includes("--dev");

let config: Config;
let authSecret: string;
try {
  config = loadConfig();
  authSecret = resolveAuthSecret(config);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const log = createLogger(config.LOG_LEVEL);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
log.info({ database: database.kind }, "database ready, migrations applied");
if (await seedIfEmpty(database.db)) log.info("fresh database: demo content seeded");
let secretsKey: Buffer;
try {
  secretsKey = resolveSecretsKey(config);
} catch (error) {
  log.fatal(error instanceof Error ? error.message : String(error));
  await database.close();
  process.exit(1);
}
// The process-wide services, made once here like the database and handed to the routes (the
// load context), the booking API and the workers: no module keeps one of its own, so the
// router's server build (which bundles its own copy of every module) shares them too.
const bookingEvents = new BookingEventBus();
const photoQueue = new PhotoQueue();
const boss = await startJobQueue(database, log);
// Owners' live calendars hear of bookings made through any instance (Postgres NOTIFY).
const bookingEventRelay = await startBookingEventRelay(database.raw, bookingEvents, log);
// Uploaded files and invoices' PDFs: local disk under DATA_DIR, or an S3-compatible store (S3_*).
const storage = openStorage(config, database.db);
const messaging = await startMessagingWorker({
  database,
  config,
  log,
  secretsKey,
  boss,
  invoicePdf: invoicePdfsForEmails(database.db, storage),
});
const holdExpiry = await startHoldExpiryWorker({
  database,
  log,
  boss,
  bookingEvents,
  addressing: { origin: publicOrigin(config), appDomain: config.APP_DOMAIN },
});
// The owners' messages to their guests, sent when due on the property's clock (modules/guest-messages).
const guestMessages = await startGuestMessageWorker({
  database,
  log,
  boss,
  addressing: { origin: publicOrigin(config), appDomain: config.APP_DOMAIN },
});
// Online payments: the providers' webhooks are settled by a job (server/jobs/payment-worker.ts).
const payments = createPaymentServices({
  db: database.db,
  addressing: { origin: publicOrigin(config), appDomain: config.APP_DOMAIN },
  bookingEvents,
  secretsKey,
  platform: createPaymentPlatform({
    db: database.db,
    secretsKey,
    env: paymentEnv(config),
    testProvider: testProviderAllowed(config),
    origin: publicOrigin(config),
    onUnreadable: (fields) =>
      log.error(
        { fields },
        "saved payment credentials do not open with SECRETS_KEY: enter them again in the admin area",
      ),
  }),
  wake: wakePaymentWorker(boss),
});
const paymentWorker = await startPaymentWorker({ database, log, boss, payments });
// The platform's scheduled emails to owners (welcome series, reminders, monthly summary), daily.
const ownerEmails = await startOwnerEmailsWorker({ database, log, boss, origin: publicOrigin(config) });
// Imported channel calendars, polled as jobs (modules/calendar-sync).
const calendarSync = await startCalendarSyncWorker({ database, config, log, boss, bookingEvents });
// Owners' own sending domains, re-checked daily: a DKIM record that went puts them back on ours.
const sendingDomains = await startSendingDomainWorker({
  database,
  log,
  boss,
  dns: createDnsLookup({ servers: config.DNS_RESOLVER, timeoutMs: config.DNS_TIMEOUT_MS }),
  spfInclude: sendingSpfInclude(config.APP_DOMAIN),
  origin: publicOrigin(config),
});
// Daily backups at the admin's hour and the weekly restore drill (modules/backups).
const backups = await startBackupWorker({ database, config, log, boss });
try {
  resolveBackupKey(config);
} catch (error) {
  if (!(error instanceof BackupKeyMissing)) throw error;
  log.warn(error.message);
}
// `npm run backup` on the embedded database asks this process (PGlite is open here only).
const backupSocket = database.kind === "pglite" ? await listenForBackupRequests(config.DATA_DIR, backups, log) : null;
const auth = createAuth({
  db: database.db,
  secret: authSecret,
  origin: publicOrigin(config),
  sendEmail: queueAuthEmails(database.db, isLocalOrigin(config) ? null : secretsKey),
  log,
});
let demoSitesWanted = false;
if (isLocalOrigin(config)) {
  // Local default only: demo sign-ins, printed once on the first start. (In the message
  // text on purpose: pino redacts fields named "password".)
  const accounts = await seedDemoAccounts(database.db, auth);
  for (const account of accounts ?? []) {
    log.info(`demo ${account.role} account: ${account.email} / ${account.password} (shown once)`);
  }
  demoSitesWanted = accounts !== null;
  // Their subscriptions to VayVista, paid on the test provider, with invoices.
  if (accounts) await seedDemoSubscriptions(database.db, payments, payments.sendTestNotice);
}

let build: ServerBuild | (() => Promise<ServerBuild>);
let clientDir: string | undefined;
let enhanceScript = DEV_ENHANCE_SCRIPT;
let vite: import("vite").ViteDevServer | undefined;
if (dev) {
  const { createServer } = await import("vite");
  vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const server = vite;
  build = () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
} else {
  const buildDir = path.resolve("build");
  const entry = path.join(buildDir, "server/index.js");
  if (!existsSync(entry)) {
    log.fatal(`no build at ${entry}: run "npm run build" first (npm start does this for you)`);
    process.exit(1);
  }
  build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  clientDir = path.relative(process.cwd(), path.join(buildDir, "client"));
  enhanceScript = builtEnhanceScript(clientDir);
}

const { listener, tracking } = createServerApp({
  config,
  storage,
  database,
  log,
  auth,
  secretsKey,
  bookingEvents,
  photoQueue,
  handlePage: reactRouterHandler(build, dev ? "development" : "production"),
  cachePages: !dev,
  clientDir,
  enhanceScript,
  payments,
  backups,
});

// In development Vite answers for its own modules before the server sees the request.
const devServer = vite;
const server = createServer(
  devServer ? (req, res) => devServer.middlewares(req, res, () => listener(req, res)) : listener,
).listen(config.PORT, config.HOST, () => {
  const { port } = server.address() as AddressInfo;
  log.info({ url: `http://${config.APP_DOMAIN}:${port}` }, "VayVista is listening");
});

// The demo owners' finished sites come once the server is up: their photos go through the
// photo pipeline like uploads, which takes a minute on the first start.
if (demoSitesWanted) {
  log.info("preparing the demo owners' finished sites (their photos are processed like uploads: about a minute)");
  const addressing = { origin: publicOrigin(config), appDomain: config.APP_DOMAIN };
  seedDemoOwnerSites(database.db, { storage, photoQueue }, SITE_DEMOS).then(
    (sites) => {
      for (const site of sites) log.info({ site: siteUrl(site, addressing) }, "demo site ready");
    },
    (error: unknown) => log.error({ err: error }, "demo sites not prepared"),
  );
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  server.close();
  await vite?.close();
  await tracking.close();
  await holdExpiry.stop();
  await guestMessages.stop();
  await calendarSync.stop();
  await sendingDomains.stop();
  await paymentWorker.stop();
  await ownerEmails.stop();
  await backups.stop();
  backupSocket?.close();
  await messaging.stop();
  await stopJobQueue(boss);
  await bookingEventRelay?.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
