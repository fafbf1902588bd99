/** A calendar day in UTC as `YYYY-MM-DD`, the form of `page_views.day`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day `n` days after `day` (before, for a negative `n`). */
export function addDays(day: string, n: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return utcDay(at);
}

/** Every day from `first` to `last`, both included, oldest first. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
