/**
 * A server-sent event stream (text/event-stream) for one listener: what `subscribe` hands
 * on, as named events with JSON data, and a heartbeat every 25 s (spec §9), so the browser
 * can tell a quiet line from a dead one and proxies do not close an idle connection. It
 * ends, and unsubscribes, when the client goes away (the stream is cancelled or `signal`
 * aborts), or when the client stops reading and more than `maxBuffered` messages wait
 * (spec §9: push buffer 100); the browser then connects again and reloads what it shows.
 */

export const SSE_HEARTBEAT_MS = 25_000;
export const SSE_MAX_BUFFERED = 100;

export type SseMessage = { event: string; data: unknown };

/** The first event of every line: it is open, and stays open. */
export const LIVE_FRAME: SseMessage = { event: "live", data: {} };

/**
 * The last event of a line whose instance is shutting down: connect again now (the proxy
 * sends the new line to another instance). `retry` makes the browser's own reconnection
 * quick too, should the page not act on the event.
 */
export const RECONNECT_EVENT = "reconnect";
export const RECONNECT_RETRY_MS = 1000;

export type EventStreamOptions = {
  /** Starts listening; returns the function that stops it. */
  subscribe(send: (message: SseMessage) => void): () => void;
  signal?: AbortSignal;
  heartbeatMs?: number;
  maxBuffered?: number;
  /** Called once when the stream ends, whichever way (the client left, stopped reading, or was cancelled). */
  onEnd?: () => void;
  /** Aborts when the server begins to shut down: the line says `reconnect` and ends. */
  closing?: AbortSignal | undefined;
};

const encoder = new TextEncoder();

/** One event in the wire format: the data is JSON, so it is a single line. */
export function sseFrame(message: SseMessage): string {
  return `event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`;
}

export function eventStream(options: EventStreamOptions): ReadableStream<Uint8Array> {
  const heartbeatMs = options.heartbeatMs ?? SSE_HEARTBEAT_MS;
  let stop: (() => void) | null = null;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let unsubscribe: (() => void) | null = null;
        let heartbeat: ReturnType<typeof setInterval> | null = null;
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          if (heartbeat !== null) clearInterval(heartbeat);
          unsubscribe?.();
          options.signal?.removeEventListener("abort", finish);
          options.closing?.removeEventListener("abort", reconnect);
          options.onEnd?.();
        };
        const finish = () => {
          end();
          try {
            controller.close();
          } catch {
            // Already closed or cancelled.
          }
        };
        stop = end;
        // Written past the buffer's limit on purpose: it is the line's last word.
        const reconnect = () => {
          if (ended) return;
          controller.enqueue(
            encoder.encode(`retry: ${RECONNECT_RETRY_MS}\n${sseFrame({ event: RECONNECT_EVENT, data: {} })}`),
          );
          finish();
        };
        const push = (text: string) => {
          if (ended) return;
          if ((controller.desiredSize ?? 0) <= 0) {
            finish();
            return;
          }
          controller.enqueue(encoder.encode(text));
        };
        if (options.signal?.aborted) {
          finish();
          return;
        }
        options.signal?.addEventListener("abort", finish);
        if (options.closing?.aborted) {
          reconnect();
          return;
        }
        options.closing?.addEventListener("abort", reconnect);
        // A first event at once, so the response's head goes out and the browser knows the
        // line is its own (a tab over the cap of lines gets a `limit` event instead).
        push(sseFrame(LIVE_FRAME));
        heartbeat = setInterval(() => push(sseFrame({ event: "heartbeat", data: {} })), heartbeatMs);
        if (ended) return;
        unsubscribe = options.subscribe((message) => push(sseFrame(message)));
      },
      cancel() {
        stop?.();
      },
    },
    new CountQueuingStrategy({ highWaterMark: options.maxBuffered ?? SSE_MAX_BUFFERED }),
  );
}

/**
 * A stream of one message that then ends: the answer where a line is refused in a way the
 * browser's EventSource can read (it reads no body of a non-200 answer). `retry` asks the
 * browser to wait that long before it tries again by itself.
 */
export function singleEventStream(message: SseMessage, retryMs: number): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(`retry: ${retryMs}
${sseFrame(message)}`),
      );
      controller.close();
    },
  });
}

/** The headers of an event stream: never cached, compressed or buffered on the way. */
export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "private, no-store, no-transform",
  "X-Accel-Buffering": "no",
} as const;
