import { defineConfig } from "vitest/config";
import { loadConfig } from "./server/config.ts";

export default defineConfig({
  test: {
    include: ["{app,server,modules,db,content}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { TZ: "UTC" },
    // db/testing-global-setup.ts reads it: config.ts stays the one reader of the environment.
    provide: { testDatabaseUrl: loadConfig().TEST_DATABASE_URL ?? "" },
    // Migrates the databases every test file copies (db/testing.ts), once per run.
    globalSetup: ["db/testing-global-setup.ts"],
    // Vitest leaves one core free by default; on the 2-core CI machine that is half of it.
    maxWorkers: "100%",
  },
});
