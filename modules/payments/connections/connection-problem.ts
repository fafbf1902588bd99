/**
 * Why connecting a provider did not work, in terms an owner can act on (their settings page
 * says each in their language). Providers' own messages are English and sometimes name
 * internals, so they are never shown; the server's log keeps the error's class and code.
 */
export const CONNECTION_PROBLEMS = [
  /** The platform has no credentials for this provider now. */
  "not_configured",
  /** The provider could not be reached, answered 5xx, or asked to slow down: try again later. */
  "unavailable",
  /** The provider refused the platform's own credentials: ours to fix, not the owner's. */
  "platform_refused",
  /** The provider refused what was asked (a country it does not serve, for one). */
  "refused",
  /** The owner's connected account cannot be reached through us any more (removed or unlinked at the provider). */
  "account_unreachable",
  /** The owner cancelled on the provider's page. */
  "denied",
  /** The provider did not accept the code it sent back (used already, or too old): start again. */
  "code_rejected",
] as const;
export type ConnectionProblem = (typeof CONNECTION_PROBLEMS)[number];

export function isConnectionProblem(value: unknown): value is ConnectionProblem {
  return (CONNECTION_PROBLEMS as readonly unknown[]).includes(value);
}
