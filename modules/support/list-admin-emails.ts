import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema.ts";
import type { Lang } from "../i18n/languages.ts";

export type AdminRecipient = { id: string; name: string; email: string; lang: Lang };

/** Who hears about new support requests: every admin who is not banned, oldest account first. */
export async function listAdminEmails(db: Database): Promise<AdminRecipient[]> {
  return db
    .select({ id: user.id, name: user.name, email: user.email, lang: user.lang })
    .from(user)
    .where(and(eq(user.role, "admin"), eq(user.banned, false)))
    .orderBy(asc(user.createdAt), asc(user.id));
}
