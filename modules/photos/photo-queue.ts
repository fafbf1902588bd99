/**
 * sharp runs each job on one of libuv's four threads, which file reads, DNS lookups and
 * password hashing share; an AVIF encode of a large variant holds one for seconds. So one
 * photo at a time per process (each needs ~100 MB while it runs), its encodes two at once
 * (process-photo.ts): that keeps both cores busy and two threads free for everything else.
 */
export const CONCURRENT_PHOTOS = 1;

/**
 * The process's turn-taking for photo work: created once in server/main.ts and handed to
 * every upload, from the dashboard's route (the load context) as from the demo seed, so
 * "one photo at a time" holds for the whole process whichever copy of the modules asks.
 * Waiting work runs in the order it came.
 */
export class PhotoQueue {
  readonly #concurrency: number;
  readonly #waiting: (() => void)[] = [];
  #running = 0;

  constructor(concurrency = CONCURRENT_PHOTOS) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError("concurrency must be at least 1");
    this.#concurrency = concurrency;
  }

  /** Photos being processed now. */
  get running(): number {
    return this.#running;
  }

  /** Photos waiting for their turn. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Runs `work` once fewer than the queue's concurrency are running; its result or error. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running < this.#concurrency) this.#running++;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve)); // the slot is handed over
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
