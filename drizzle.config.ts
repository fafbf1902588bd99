import { defineConfig } from "drizzle-kit";

// Only for `npm run db:generate`: migrations are applied by the server at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
