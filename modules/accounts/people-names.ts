import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema.ts";
import { isUuid } from "../ids/uuid.ts";

export type PersonName = { name: string; email: string };

/**
 * Names and addresses of accounts (admins and owners) by id, for the admin area: who wrote
 * an audit entry or a support message. An id with no account (deleted) is left out.
 */
export async function peopleNames(db: Database, ids: Iterable<string>): Promise<Record<string, PersonName>> {
  const unique = [...new Set(ids)].filter(isUuid);
  if (unique.length === 0) return {};
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, unique));
  return Object.fromEntries(rows.map((u) => [u.id, { name: u.name, email: u.email }]));
}
