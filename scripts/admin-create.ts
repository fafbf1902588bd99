/**
 * npm run admin:create -- --email a@b.nl [--name "Naam"] [--password "…"]
 *
 * Creates an admin account, or makes an existing account an admin. Without --password a
 * new account gets a generated password, printed here once; an existing account keeps its
 * own. Uses the same configuration as the server (DATABASE_URL or PGlite in DATA_DIR).
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { createOrPromoteAdmin } from "../modules/accounts/create-admin.ts";
import { createAuth } from "../modules/accounts/create-auth.ts";
import { ConfigError, loadConfig, publicOrigin } from "../server/config.ts";
import { resolveAuthSecret } from "../server/secrets.ts";

const USAGE = 'usage: npm run admin:create -- --email a@b.nl [--name "Name"] [--password "…"]';

async function main(): Promise<number> {
  let args: { email?: string | undefined; name?: string | undefined; password?: string | undefined };
  try {
    args = parseArgs({
      options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!args.email?.includes("@")) {
    console.error(USAGE);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const auth = createAuth({
      db: database.db,
      secret: resolveAuthSecret(config),
      origin: publicOrigin(config),
      // An admin made here is verified already; nothing is mailed.
      sendEmail: async () => {},
    });
    const outcome = await createOrPromoteAdmin(database.db, auth, {
      email: args.email,
      ...(args.name ? { name: args.name } : {}),
      ...(args.password ? { password: args.password } : {}),
    });
    if (outcome.created) console.log(`Admin account created for ${args.email.toLowerCase()}.`);
    else console.log(`${args.email.toLowerCase()} is now an admin.`);
    if (outcome.generatedPassword) {
      console.log(`Password (shown once, store it in a password manager): ${outcome.generatedPassword}`);
    } else if (args.password) {
      console.log("The password you gave is set.");
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
