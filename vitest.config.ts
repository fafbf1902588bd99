import { defineConfig } from "vitest/config";
import { loadConfig } from "./server/config.ts";

export default defineConfig({
  test: {
    include: ["{app,server,modules,db,content}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { TZ: "UTC" },
    // db/testing.ts reads it with inject(): config.ts stays the one reader of the environment.
    provide: { testDatabaseUrl: loadConfig().TEST_DATABASE_URL ?? "" },
  },
});
