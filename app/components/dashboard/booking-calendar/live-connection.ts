/**
 * The dashboard's live line to the server (server-sent events from
 * /dashboard/booking-calendar/events), with the timings of spec §9: the server sends a
 * heartbeat every 25 s; a connection that does not open within 10 s, or goes silent for
 * longer than a heartbeat and that margin, counts as lost; a lost connection is made again
 * after 1 s, 2 s, 5 s, then every 10 s until it holds. A tab over the account's cap of open
 * lines gets a `limit` event instead (server/http/booking-events-endpoint.ts): it says so
 * ("limited") and asks again every minute, so it takes over once another tab is closed.
 * Framework-free, so the schedule is tested with fake timers; the browser's EventSource is
 * handed in.
 */

export type LiveState = "connecting" | "live" | "reconnecting" | "offline" | "limited";

export const LIVE_STATES: readonly LiveState[] = ["connecting", "live", "reconnecting", "offline", "limited"];

/** The waits before each new attempt after a loss; the last one repeats. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const HEARTBEAT_MS = 25_000;
/** How long an attempt may take to open (spec §9: request timeout). */
export const OPEN_TIMEOUT_MS = 10_000;
/** Silence for this long (no event, no heartbeat) means the line is dead even if it looks open. */
export const SILENCE_LIMIT_MS = HEARTBEAT_MS + OPEN_TIMEOUT_MS;
/** How long a tab over the cap of open lines waits before it asks again (the server's `retry`). */
export const LIMITED_RETRY_MS = 60_000;

/** The wait before attempt number `failures` (1 after the first loss). */
export function reconnectDelay(failures: number): number {
  const index = Math.min(Math.max(failures, 1), RECONNECT_DELAYS_MS.length) - 1;
  return RECONNECT_DELAYS_MS[index] ?? 10_000;
}

/** What the connection needs of an EventSource (the browser's, or a test's). */
export type EventSourceLike = {
  onerror: ((event: Event) => unknown) | null;
  addEventListener(type: string, listener: (event: { data: string }) => void): void;
  close(): void;
};

/** Whether the device has a network, and a way to hear when that changes (the window's online/offline events). */
export type NetworkWatch = {
  online(): boolean;
  subscribe(change: () => void): () => void;
};

export type LiveOptions = {
  url: string;
  open(url: string): EventSourceLike;
  onState(state: LiveState): void;
  /** Each `booking` event's data, parsed. */
  onEvent(data: unknown): void;
  /** Called when a line opens again after a loss: events may have been missed meanwhile. */
  onReconnected?(): void;
  network?: NetworkWatch;
};

export type LiveConnection = { close(): void };

/**
 * Opens the line and keeps it open until `close()`. While the device is offline no attempt
 * is made; when it comes back, the next attempt starts at once.
 */
export function connectLive(options: LiveOptions): LiveConnection {
  const network = options.network ?? { online: () => true, subscribe: () => () => {} };
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let state: LiveState | null = null;
  let everOpen = false;
  let closed = false;

  const setState = (next: LiveState) => {
    if (next === state) return;
    state = next;
    options.onState(next);
  };
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const drop = () => {
    if (!source) return;
    source.onerror = null;
    source.close();
    source = null;
  };

  /** The line is lost (an error, no opening in time, silence): close it and plan the next attempt. */
  const lost = () => {
    drop();
    clearTimer();
    if (closed) return;
    failures += 1;
    if (!network.online()) {
      setState("offline");
      return;
    }
    setState("reconnecting");
    timer = setTimeout(attempt, reconnectDelay(failures));
  };

  /** Silence longer than this ends the line: the next heartbeat is overdue. */
  const listen = (limit: number) => {
    clearTimer();
    timer = setTimeout(lost, limit);
  };

  const attempt = () => {
    timer = null;
    if (closed) return;
    if (!network.online()) {
      setState("offline");
      return;
    }
    // A tab over the cap keeps saying so while it asks again.
    if (!everOpen && failures === 0 && state !== "limited") setState("connecting");
    const opened = options.open(options.url);
    source = opened;
    listen(OPEN_TIMEOUT_MS);
    // The line is this tab's once its first event says so: a tab over the cap of lines is
    // answered (and "opened") too, with a `limit` event instead.
    opened.addEventListener("live", () => {
      if (source !== opened) return;
      const again = everOpen;
      everOpen = true;
      failures = 0;
      setState("live");
      listen(SILENCE_LIMIT_MS);
      if (again) options.onReconnected?.();
    });
    opened.onerror = () => {
      if (source === opened) lost();
    };
    opened.addEventListener("heartbeat", () => {
      if (source === opened) listen(SILENCE_LIMIT_MS);
    });
    // The instance is shutting down (a deploy): a new line at once, which reaches another
    // instance; not a failure, so no back-off.
    opened.addEventListener("reconnect", () => {
      if (source !== opened) return;
      drop();
      clearTimer();
      setState("reconnecting");
      timer = setTimeout(attempt, 0);
    });
    // Too many tabs of this account have a line: no line here for now, and no hurry.
    opened.addEventListener("limit", () => {
      if (source !== opened) return;
      drop();
      clearTimer();
      setState("limited");
      timer = setTimeout(attempt, LIMITED_RETRY_MS);
    });
    opened.addEventListener("booking", (event) => {
      if (source !== opened) return;
      listen(SILENCE_LIMIT_MS);
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      options.onEvent(data);
    });
  };

  const unsubscribe = network.subscribe(() => {
    if (closed) return;
    if (!network.online()) {
      drop();
      clearTimer();
      setState("offline");
    } else if (state === "offline") {
      setState(everOpen ? "reconnecting" : "connecting");
      attempt();
    }
  });

  attempt();

  return {
    close() {
      closed = true;
      unsubscribe();
      clearTimer();
      drop();
    },
  };
}
