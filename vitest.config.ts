import { defineConfig } from "vitest/config";
import { loadConfig } from "./server/config.ts";

/**
 * Dates of stay and prices must come out the same wherever the server runs: these pure tests
 * run again at UTC+14 and UTC−10, where a day counted from a local midnight lands on another
 * date, and in Amsterdam, whose clock changes make a local day 23 or 25 hours long. (Their
 * database tests run once, in the main project.)
 */
const ZONE_TESTS = [
  "modules/dates/**/*.test.ts",
  "modules/pricing/**/*.test.ts",
  // Imported calendars and the exported feed: all-day dates that must not move a day.
  "modules/calendar-sync/parse-feed.test.ts",
  "modules/calendar-sync/recurrence.test.ts",
  "modules/calendar-sync/build-calendar-feed.test.ts",
];
const ZONE_TESTS_WITH_DATABASE = ["modules/pricing/unit-rates.test.ts", "modules/pricing/site-price-from.test.ts"];
const FAR_ZONES = ["Pacific/Kiritimati", "Pacific/Honolulu", "Europe/Amsterdam"];

export default defineConfig({
  test: {
    environment: "node",
    // Hang guards, not speed targets: a test waits for the event it needs (a job's run, a
    // delivery, a sink's mail), and the slowest correct ones (fifty password hashes, a demo
    // site's photos) take a minute when two test runs share two cores.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    env: { TZ: "UTC" },
    // Vitest leaves one core free by default; on the 2-core CI machine that is half of it.
    maxWorkers: "100%",
    // Arrays in a project are added to these, so include, provide and globalSetup live in the projects.
    projects: [
      {
        extends: true,
        test: {
          name: "main",
          include: ["{app,server,modules,db,content}/**/*.test.{ts,tsx}"],
          // db/testing-global-setup.ts reads it: config.ts stays the one reader of the environment.
          provide: { testDatabaseUrl: loadConfig().TEST_DATABASE_URL ?? "" },
          // Migrates the databases every test file copies (db/testing.ts), once per run.
          globalSetup: ["db/testing-global-setup.ts"],
        },
      },
      ...FAR_ZONES.map((zone) => ({
        extends: true as const,
        test: { name: zone, include: ZONE_TESTS, exclude: ZONE_TESTS_WITH_DATABASE, env: { TZ: zone } },
      })),
    ],
  },
});
