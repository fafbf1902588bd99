import { eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { user, userSites } from "../../db/schema.ts";
import { ensureDefaultMessages } from "../message-rules/ensure-default-messages.ts";

/**
 * Gives every site that never had them the messages owners start with, in batches: sites
 * made before guest messages existed, or whose creation did not give them. Each site in its
 * own transaction. Returns how many sites were given them.
 */
export async function giveDefaultMessages(db: Database, batch = 200): Promise<number> {
  let given = 0;
  for (;;) {
    const sites = await db
      .select({ id: userSites.id, lang: user.lang })
      .from(userSites)
      .innerJoin(user, eq(user.id, userSites.userId))
      .where(isNull(userSites.defaultMessagesAt))
      .limit(batch);
    for (const site of sites) {
      if (await db.transaction((tx) => ensureDefaultMessages(tx, site.id, site.lang))) given++;
    }
    if (sites.length < batch) return given;
  }
}
