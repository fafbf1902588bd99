/**
 * At most `max` tasks per key (a remote host) at once in this process; the others wait in
 * order of arrival. pg-boss's group concurrency spreads jobs over instances, but workers
 * that fetch jobs at the same moment can both see a free slot: this keeps the promise to a
 * channel's server exact within each instance.
 */
export type HostLimiter = {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Tasks running for `key` now. */
  active(key: string): number;
};

export function createHostLimiter(max: number): HostLimiter {
  const running = new Map<string, number>();
  const waiting = new Map<string, (() => void)[]>();

  function release(key: string): void {
    const next = waiting.get(key)?.shift();
    if (next) {
      next();
      return;
    }
    const left = (running.get(key) ?? 1) - 1;
    if (left > 0) running.set(key, left);
    else running.delete(key);
    if (waiting.get(key)?.length === 0) waiting.delete(key);
  }

  return {
    async run<T>(key: string, task: () => Promise<T>): Promise<T> {
      if ((running.get(key) ?? 0) < max) {
        running.set(key, (running.get(key) ?? 0) + 1);
      } else {
        // The slot passes straight from the task that ends to this one.
        await new Promise<void>((resolve) => {
          const queue = waiting.get(key) ?? [];
          queue.push(resolve);
          waiting.set(key, queue);
        });
      }
      try {
        return await task();
      } finally {
        release(key);
      }
    },
    active(key: string): number {
      return running.get(key) ?? 0;
    },
  };
}
