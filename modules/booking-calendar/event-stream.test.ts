import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eventStream, SSE_HEARTBEAT_MS, type SseMessage, singleEventStream } from "./event-stream.ts";

/** A subscription the test publishes to by hand, and whether it is still listened to. */
function channel() {
  const listeners = new Set<(message: SseMessage) => void>();
  return {
    subscribe(send: (message: SseMessage) => void) {
      listeners.add(send);
      return () => listeners.delete(send);
    },
    publish(message: SseMessage) {
      for (const send of listeners) send(message);
    },
    get listening() {
      return listeners.size;
    },
  };
}

const decoder = new TextDecoder();

/** Everything the stream has ready now, as text. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, chunks: number): Promise<string> {
  let text = "";
  for (let i = 0; i < chunks; i++) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return text;
}

describe("a server-sent event stream", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens with a line at once, sends each event as named JSON and a heartbeat every 25 s", async () => {
    const events = channel();
    const reader = eventStream({ subscribe: events.subscribe }).getReader();
    expect(await drain(reader, 1)).toBe("event: live\ndata: {}\n\n");
    events.publish({ event: "booking", data: { type: "created", stayId: "s1" } });
    expect(await drain(reader, 1)).toBe('event: booking\ndata: {"type":"created","stayId":"s1"}\n\n');

    await vi.advanceTimersByTimeAsync(SSE_HEARTBEAT_MS - 1);
    events.publish({ event: "booking", data: { n: 2 } });
    expect(await drain(reader, 1)).toBe('event: booking\ndata: {"n":2}\n\n');
    await vi.advanceTimersByTimeAsync(1);
    expect(await drain(reader, 1)).toBe("event: heartbeat\ndata: {}\n\n");
    await vi.advanceTimersByTimeAsync(SSE_HEARTBEAT_MS * 3);
    expect(await drain(reader, 3)).toBe("event: heartbeat\ndata: {}\n\n".repeat(3));
    await reader.cancel();
  });

  it("stops listening and beating when the client goes away", async () => {
    const events = channel();
    const reader = eventStream({ subscribe: events.subscribe }).getReader();
    expect(events.listening).toBe(1);
    await reader.cancel();
    expect(events.listening).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("ends when the request is aborted", async () => {
    const events = channel();
    const abort = new AbortController();
    const reader = eventStream({ subscribe: events.subscribe, signal: abort.signal }).getReader();
    await drain(reader, 1);
    abort.abort();
    expect(events.listening).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(await reader.read()).toEqual({ value: undefined, done: true });
  });

  it("ends a line whose client stopped reading once more than its buffer waits", async () => {
    const events = channel();
    const reader = eventStream({ subscribe: events.subscribe, maxBuffered: 3 }).getReader();
    // The opening line and two events fill the buffer of three; the next one ends the stream.
    for (let i = 0; i < 5; i++) events.publish({ event: "booking", data: { i } });
    expect(events.listening).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    const text = await drain(reader, 10);
    expect(text.match(/event: booking/g)).toHaveLength(2);
    expect(await reader.read()).toEqual({ value: undefined, done: true });
  });

  it("says once that it ended, whichever way it ends", async () => {
    const ended: string[] = [];
    const cancelled = eventStream({ subscribe: channel().subscribe, onEnd: () => ended.push("cancelled") });
    await cancelled.getReader().cancel();
    const abort = new AbortController();
    const aborted = eventStream({
      subscribe: channel().subscribe,
      signal: abort.signal,
      onEnd: () => ended.push("aborted"),
    });
    abort.abort();
    await aborted.getReader().cancel();
    const events = channel();
    eventStream({ subscribe: events.subscribe, maxBuffered: 1, onEnd: () => ended.push("overflowed") });
    events.publish({ event: "booking", data: {} });
    const gone = new AbortController();
    gone.abort();
    eventStream({ subscribe: channel().subscribe, signal: gone.signal, onEnd: () => ended.push("gone before") });
    expect(ended).toEqual(["cancelled", "aborted", "overflowed", "gone before"]);
  });
});

describe("a single-event stream", () => {
  it("sends its one event with the wait before the browser tries again, then ends", async () => {
    const reader = singleEventStream({ event: "limit", data: { max: 5 } }, 60_000).getReader();
    expect(await drain(reader, 2)).toBe('retry: 60000\nevent: limit\ndata: {"max":5}\n\n');
    expect(await reader.read()).toEqual({ value: undefined, done: true });
  });
});
