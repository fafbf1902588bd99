import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema.ts";
import { createOrPromoteAdmin } from "../accounts/create-admin.ts";
import type { Auth } from "../accounts/create-auth.ts";
import { generatePassword } from "../accounts/generate-password.ts";

export type DemoCredentials = { role: "admin" | "owner"; name: string; email: string; password: string };

/** Addresses under .test (RFC 2606): nothing is ever delivered to them. */
export const DEMO_PEOPLE = [
  { role: "admin", name: "Demo Beheerder", email: "admin@vayvista.test", lang: "nl" },
  { role: "owner", name: "Sanne de Vries", email: "sanne@vayvista.test", lang: "nl" },
  { role: "owner", name: "Piotr Chowaniec", email: "piotr@vayvista.test", lang: "pl" },
] as const;

/**
 * On a database without any account: one admin and two owners (one Dutch, one Polish),
 * email verified, each with a generated password. Returns the credentials so the caller
 * can print them once (they are stored only as hashes); null when accounts exist already.
 */
export async function seedDemoAccounts(db: Database, auth: Auth): Promise<DemoCredentials[] | null> {
  const [row] = await db.select({ n: count() }).from(user);
  if ((row?.n ?? 0) > 0) return null;
  const credentials: DemoCredentials[] = [];
  for (const person of DEMO_PEOPLE) {
    const password = generatePassword();
    if (person.role === "admin") {
      await createOrPromoteAdmin(db, auth, { email: person.email, name: person.name, password, lang: person.lang });
    } else {
      await auth.api.createUser({
        body: {
          email: person.email,
          name: person.name,
          password,
          role: "owner",
          data: { emailVerified: true, lang: person.lang },
        },
      });
    }
    credentials.push({ role: person.role, name: person.name, email: person.email, password });
  }
  return credentials;
}

/**
 * An owner account row and nothing else (no password, no session), for tests and seeds
 * that need a real `user` behind a `user_sites.user_id`. Email defaults to a unique
 * address under .test.
 */
export async function seedOwner(
  db: Database,
  fields: Partial<Pick<typeof user.$inferInsert, "id" | "email" | "name" | "lang" | "role">> = {},
): Promise<typeof user.$inferSelect> {
  const id = fields.id ?? randomUUID();
  const [row] = await db
    .insert(user)
    .values({
      id,
      name: fields.name ?? "Test Eigenaar",
      email: (fields.email ?? `owner-${id}@vayvista.test`).toLowerCase(),
      emailVerified: true,
      lang: fields.lang ?? "nl",
      role: fields.role ?? "owner",
    })
    .returning();
  if (!row) throw new Error("owner not inserted");
  return row;
}
