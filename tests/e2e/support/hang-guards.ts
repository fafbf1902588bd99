/**
 * How long the browser tests wait before they call something stuck. These are hang guards,
 * not speed targets: every test waits for what the user sees or for the event it needs, and
 * a correct test meets none of them even on a loaded machine (two CI runs side by side on
 * two cores make a step that takes a second when quiet take twenty); they only bound how
 * long a broken test takes to fail. A test marked `test.slow()` gets three times `test`.
 * Why: docs/decisions/0019-tests-hold-on-a-loaded-machine.md.
 */
export const HANG_GUARDS = {
  test: 120_000,
  expect: 30_000,
  action: 30_000,
  navigation: 60_000,
  /** A production server made, migrated and started: 10 s when quiet, minutes when not. */
  serverStart: 300_000,
  /** A server stopped (TERM, then KILL after the tether's grace period of 10 s). */
  serverStop: 60_000,
} as const;

/**
 * For waiting on work the server does in the background (a job picking up a calendar feed,
 * photos being processed, a batch of page views written): as long as the test may run,
 * since how soon that is done is up to the machine, not to the product.
 */
export const IN_THE_BACKGROUND = { timeout: 0 } as const;
