import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,server,modules,db,content}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { TZ: "UTC" },
  },
});
