import { randomUUID } from "node:crypto";
import pg from "pg";
import type { RawDriver } from "../../db/client.ts";
import type { Logger } from "../logger.ts";

/** The one Postgres channel every instance LISTENs on; each message names its topic. */
export const CLUSTER_CHANNEL = "vayvista_cluster";

/** How long to wait before listening again after the connection dropped: 1, 2, 5, then every 10 s. */
const RETRY_SECONDS = [1, 2, 5, 10];
/** A silent drop (a NAT or a proxy forgot the connection) is noticed by a query on it this often. */
const HEARTBEAT_MS = 30_000;

export type ClusterMessage = { topic: string; from: string; data: unknown };

export type ClusterChannel = {
  /** This instance's id: messages it sent itself carry it in `from`. */
  readonly instanceId: string;
  /** Whether this instance hears the others now (false while the listening connection is down). */
  readonly listening: boolean;
  /** Sends `data` under `topic` to every instance, this one included (a NOTIFY). */
  publish(topic: string, data: unknown): Promise<void>;
  /** Hears the messages of `topic`; returns the way to stop. */
  subscribe(topic: string, listener: (data: unknown, fromSelf: boolean) => void): () => void;
  /**
   * Called each time listening starts again after the connection dropped: what was sent
   * meanwhile was never heard here, so whoever keeps state in step clears it.
   */
  onResume(listener: () => void): () => void;
  stop(): Promise<void>;
};

export type ClusterChannelOptions = {
  /** Where NOTIFY is sent (any pooled connection will do, PgBouncer's transaction mode too). */
  pool: pg.Pool;
  /** Where LISTEN runs: a session of its own, so never through PgBouncer in transaction mode. */
  listenConfig: pg.ClientConfig;
  log: Logger;
  heartbeatMs?: number;
};

/**
 * Keeps the instances of one deployment in step through Postgres: one listening connection
 * per instance on CLUSTER_CHANNEL, over which every topic travels (live calendar events,
 * cache invalidations), so the connection budget grows by one per instance, not per topic.
 * When that connection drops it is opened again with a backoff; the listeners of `onResume`
 * then learn that messages may have been missed.
 */
export async function startClusterChannel(options: ClusterChannelOptions): Promise<ClusterChannel> {
  const { pool, log } = options;
  const instanceId = randomUUID();
  const topics = new Map<string, Set<(data: unknown, fromSelf: boolean) => void>>();
  const resumed = new Set<() => void>();
  let client: pg.Client | null = null;
  let listening = false;
  let firstAttempt = true;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const hear = (payload: string | undefined) => {
    const message = readMessage(payload);
    if (!message) return;
    for (const listener of topics.get(message.topic) ?? []) {
      try {
        listener(message.data, message.from === instanceId);
      } catch (error) {
        log.error({ err: error, topic: message.topic }, "cluster channel: a listener failed");
      }
    }
  };

  const listen = async () => {
    const next = new pg.Client({ ...options.listenConfig, keepAlive: true, application_name: "vayvista-listen" });
    next.on("notification", (message) => {
      if (message.channel === CLUSTER_CHANNEL) hear(message.payload);
    });
    next.on("error", (error) => {
      log.warn({ err: error }, "cluster channel: listening connection failed");
      dropped(next);
    });
    next.on("end", () => dropped(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CLUSTER_CHANNEL}`);
      if (stopped) {
        next.removeAllListeners("end");
        await next.end().catch(() => {});
        return;
      }
      client = next;
      listening = true;
      failures = 0;
      // Any start but the first may have missed messages (also one after a failed first try).
      if (!firstAttempt) {
        log.info("cluster channel: listening again; what may have been missed is cleared");
        for (const listener of resumed) listener();
      }
    } catch (error) {
      log.warn({ err: error }, "cluster channel: could not listen");
      dropped(next);
    } finally {
      firstAttempt = false;
    }
  };

  const dropped = (which: pg.Client) => {
    if (client !== null && client !== which) return;
    listening = false;
    client = null;
    which.removeAllListeners("end");
    void which.end().catch(() => {});
    if (stopped || retry) return;
    const seconds = RETRY_SECONDS[Math.min(failures++, RETRY_SECONDS.length - 1)] ?? 10;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, seconds * 1000);
  };

  const heartbeat = setInterval(() => {
    const current = client;
    if (!current) return;
    current.query("select 1").catch((error: unknown) => {
      log.warn({ err: error }, "cluster channel: listening connection silent");
      dropped(current);
    });
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  await listen();

  return {
    instanceId,
    get listening() {
      return listening;
    },
    async publish(topic, data) {
      const payload = JSON.stringify({ topic, from: instanceId, data } satisfies ClusterMessage);
      await pool.query("select pg_notify($1, $2)", [CLUSTER_CHANNEL, payload]);
    },
    subscribe(topic, listener) {
      let listeners = topics.get(topic);
      if (!listeners) {
        listeners = new Set();
        topics.set(topic, listeners);
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResume(listener) {
      resumed.add(listener);
      return () => resumed.delete(listener);
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = null;
      listening = false;
      if (current) {
        current.removeAllListeners("end");
        await current.end().catch(() => {});
      }
    },
  };
}

/** A notification's payload as `publish` sends it; anything else is ignored. */
function readMessage(payload: string | undefined): ClusterMessage | null {
  if (!payload) return null;
  try {
    const parsed = JSON.parse(payload) as Partial<ClusterMessage>;
    if (typeof parsed.topic !== "string" || typeof parsed.from !== "string") return null;
    return { topic: parsed.topic, from: parsed.from, data: parsed.data };
  } catch {
    return null;
  }
}

/**
 * The cluster channel of this deployment, or null where there is nothing to keep in step:
 * on PGlite (one process), or when listening is turned off (DATABASE_LISTEN=off, behind
 * PgBouncer in transaction mode without a session route), where caches fall back to their TTLs.
 */
export async function openClusterChannel(
  raw: RawDriver,
  settings: { listen: boolean; sessionUrl?: string | undefined },
  log: Logger,
): Promise<ClusterChannel | null> {
  if (raw.kind !== "postgres" || !settings.listen) return null;
  const listenConfig: pg.ClientConfig = settings.sessionUrl
    ? { connectionString: settings.sessionUrl }
    : { ...raw.pool.options };
  return startClusterChannel({ pool: raw.pool, listenConfig, log });
}
