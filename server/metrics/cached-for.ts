/**
 * `read`, called at most once per `ms`: every caller within that time shares the same answer
 * (or the same pending promise), so frequent scrapes, or several scrapers, cannot hammer the
 * database. A failed read is not kept: the next caller tries again.
 */
export function cachedFor<T>(ms: number, read: () => Promise<T>, clock: () => number = Date.now): () => Promise<T> {
  let kept: { value: Promise<T>; until: number } | null = null;
  return () => {
    const now = clock();
    if (kept && now < kept.until) return kept.value;
    const value = read();
    const entry = { value, until: now + ms };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
}
