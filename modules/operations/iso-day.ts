/** The UTC calendar day of `at` as YYYY-MM-DD: a day early or late is fine for the operator's figures. */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
