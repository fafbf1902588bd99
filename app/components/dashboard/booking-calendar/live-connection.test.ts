import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  connectLive,
  type EventSourceLike,
  HEARTBEAT_MS,
  LIMITED_RETRY_MS,
  type LiveState,
  type NetworkWatch,
  OPEN_TIMEOUT_MS,
  reconnectDelay,
} from "./live-connection.ts";

/** An EventSource the test opens, fails and feeds by hand. */
class FakeSource implements EventSourceLike {
  onerror: ((event: Event) => unknown) | null = null;
  closed = false;
  readonly openedAt = Date.now();
  private readonly listeners = new Map<string, ((event: { data: string }) => void)[]>();
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** The server's first event of a line that is the tab's. */
  open() {
    this.emit("live", "{}");
  }
  fail() {
    this.onerror?.(new Event("error"));
  }
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

function setUp(network?: NetworkWatch) {
  const sources: FakeSource[] = [];
  const states: LiveState[] = [];
  const events: unknown[] = [];
  let reconnected = 0;
  const connection = connectLive({
    url: "/dashboard/booking-calendar/events",
    open: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    onState: (state) => states.push(state),
    onEvent: (data) => events.push(data),
    onReconnected: () => {
      reconnected += 1;
    },
    ...(network ? { network } : {}),
  });
  const last = () => {
    const source = sources.at(-1);
    if (!source) throw new Error("no connection opened");
    return source;
  };
  return { connection, sources, states, events, last, reconnected: () => reconnected };
}

describe("the dashboard's live connection", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits 1 s, 2 s, 5 s, then every 10 s between attempts, as spec §9 sets", async () => {
    expect([1, 2, 3, 4, 5, 20].map(reconnectDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
    const live = setUp();
    expect(live.states).toEqual(["connecting"]);
    const started = Date.now();
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const before = live.sources.length;
      live.last().fail();
      expect(live.last().closed).toBe(true);
      const failedAt = Date.now();
      // Nothing happens before the wait is over …
      await vi.advanceTimersByTimeAsync(reconnectDelay(i + 1) - 1);
      expect(live.sources).toHaveLength(before);
      // … and the next attempt starts the moment it is.
      await vi.advanceTimersByTimeAsync(1);
      expect(live.sources).toHaveLength(before + 1);
      waits.push(live.last().openedAt - failedAt);
    }
    expect(waits).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
    expect(Date.now() - started).toBe(38_000);
    expect(live.states).toEqual(["connecting", "reconnecting"]);
    live.last().open();
    expect(live.states.at(-1)).toBe("live");
    live.connection.close();
  });

  it("starts the schedule again once a connection held", async () => {
    const live = setUp();
    live.last().open();
    live.last().fail();
    await vi.advanceTimersByTimeAsync(1_000);
    live.last().fail();
    await vi.advanceTimersByTimeAsync(2_000);
    live.last().open();
    expect(live.reconnected()).toBe(1);
    live.last().fail();
    const before = live.sources.length;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(live.sources).toHaveLength(before + 1);
    expect(live.states).toEqual(["connecting", "live", "reconnecting", "live", "reconnecting"]);
    live.connection.close();
  });

  it("connects again at once, without backing off, when the instance says it is shutting down", async () => {
    const live = setUp();
    live.last().open();
    live.last().emit("reconnect", "{}");
    expect(live.sources[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.sources).toHaveLength(2);
    live.last().open();
    expect(live.reconnected()).toBe(1);
    expect(live.states).toEqual(["connecting", "live", "reconnecting", "live"]);
    live.connection.close();
  });

  it("treats a line that stays silent past the heartbeat as lost, and heartbeats as signs of life", async () => {
    const live = setUp();
    live.last().open();
    // Heartbeats every 25 s keep it open for as long as they come.
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
      live.last().emit("heartbeat", "{}");
    }
    expect(live.sources).toHaveLength(1);
    expect(live.last().closed).toBe(false);
    // Then nothing: after a heartbeat's time and the 10 s margin the line is given up …
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS + OPEN_TIMEOUT_MS - 1);
    expect(live.last().closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.last().closed).toBe(true);
    expect(live.states.at(-1)).toBe("reconnecting");
    // … and made again a second later.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(live.sources).toHaveLength(2);
    live.connection.close();
  });

  it("gives an attempt 10 s to open", async () => {
    const live = setUp();
    await vi.advanceTimersByTimeAsync(OPEN_TIMEOUT_MS - 1);
    expect(live.last().closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.last().closed).toBe(true);
    expect(live.states).toEqual(["connecting", "reconnecting"]);
    live.connection.close();
  });

  it("hands on booking events and ignores what is not JSON", () => {
    const live = setUp();
    live.last().open();
    live.last().emit("booking", '{"type":"created","stayId":"s1"}');
    live.last().emit("booking", "not json");
    expect(live.events).toEqual([{ type: "created", stayId: "s1" }]);
    live.connection.close();
  });

  it("says offline while the device has no network, and tries at once when it is back", async () => {
    let online = true;
    let change = () => {};
    const live = setUp({
      online: () => online,
      subscribe: (listener) => {
        change = listener;
        return () => {};
      },
    });
    live.last().open();
    online = false;
    change();
    expect(live.last().closed).toBe(true);
    expect(live.states.at(-1)).toBe("offline");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(live.sources).toHaveLength(1);
    online = true;
    change();
    expect(live.sources).toHaveLength(2);
    expect(live.states.at(-1)).toBe("reconnecting");
    live.last().open();
    expect(live.states.at(-1)).toBe("live");
    live.connection.close();
  });

  it("says so when the account has too many tabs live, and takes over a line once one is free", async () => {
    const live = setUp();
    live.last().emit("limit", '{"max":5}');
    expect(live.last().closed).toBe(true);
    expect(live.states).toEqual(["connecting", "limited"]);
    // No hurry: the next attempt a minute later, still "limited" while it asks …
    await vi.advanceTimersByTimeAsync(LIMITED_RETRY_MS - 1);
    expect(live.sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.sources).toHaveLength(2);
    expect(live.states.at(-1)).toBe("limited");
    live.last().emit("limit", '{"max":5}');
    await vi.advanceTimersByTimeAsync(LIMITED_RETRY_MS);
    // … until another tab was closed and this one gets its line.
    live.last().open();
    expect(live.states).toEqual(["connecting", "limited", "live"]);
    expect(live.sources).toHaveLength(3);
    live.connection.close();
  });

  it("stops for good when closed", async () => {
    const live = setUp();
    live.last().fail();
    live.connection.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(live.sources).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
