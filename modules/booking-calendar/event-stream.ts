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

export type EventStreamOptions = {
  /** Starts listening; returns the function that stops it. */
  subscribe(send: (message: SseMessage) => void): () => void;
  signal?: AbortSignal;
  heartbeatMs?: number;
  maxBuffered?: number;
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
        // A first line at once, so the response's head goes out and the browser sees the line open.
        push(": live\n\n");
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

/** The headers of an event stream: never cached, compressed or buffered on the way. */
export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "private, no-store, no-transform",
  "X-Accel-Buffering": "no",
} as const;
