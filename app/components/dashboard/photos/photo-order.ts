/** `ids` with `id` moved `by` places (negative: earlier), kept inside the list. */
export function moveBy(ids: readonly string[], id: string, by: number): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  return moveTo(ids, id, Math.max(0, Math.min(ids.length - 1, from + by)));
}

/** `ids` with `id` taken out and put back at index `to`. */
export function moveTo(ids: readonly string[], id: string, to: number): string[] {
  const rest = ids.filter((other) => other !== id);
  if (rest.length === ids.length) return [...ids];
  rest.splice(Math.max(0, Math.min(rest.length, to)), 0, id);
  return rest;
}

/**
 * The order to show while the owner's newest order is on its way: theirs, without photos
 * that are gone, then photos it does not know yet (just uploaded) in the server's order.
 */
export function shownOrder(wanted: readonly string[] | undefined, current: readonly string[]): string[] {
  if (!wanted) return [...current];
  const present = new Set(current);
  const kept = wanted.filter((id) => present.has(id));
  const known = new Set(kept);
  return [...kept, ...current.filter((id) => !known.has(id))];
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
