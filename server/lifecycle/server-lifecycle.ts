/**
 * Where the process is in its life, made once in server/main.ts and handed to the app:
 * whether the job queue has started (ready), and whether a SIGTERM has begun draining it.
 * Draining turns /readyz to 503 at once (the proxy stops sending new visitors), asks every
 * live line (server-sent events) to reconnect elsewhere, and closes keep-alive connections
 * after their current answer.
 */
export class ServerLifecycle {
  readonly #closing = new AbortController();
  #jobQueueStarted = false;

  /** Aborts when draining begins: long-lived answers (live lines) end themselves on it. */
  get closing(): AbortSignal {
    return this.#closing.signal;
  }

  get draining(): boolean {
    return this.#closing.signal.aborted;
  }

  get jobQueueStarted(): boolean {
    return this.#jobQueueStarted;
  }

  markJobQueueStarted(): void {
    this.#jobQueueStarted = true;
  }

  startDraining(): void {
    if (!this.draining) this.#closing.abort();
  }
}
