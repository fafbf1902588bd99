import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema.ts";
import type { Lang } from "../i18n/languages.ts";
import type { Auth } from "./create-auth.ts";
import { generatePassword } from "./generate-password.ts";
import { passwordProblems } from "./password-policy.ts";

export type AdminInput = { email: string; name?: string; password?: string; lang?: Lang };

export type AdminOutcome = {
  userId: string;
  created: boolean;
  /** Set when this call chose the password: print it once, it is stored only as a hash. */
  generatedPassword?: string;
};

/**
 * Makes `email` an admin: creates the account (email counted as verified, since an
 * operator vouches for it) or promotes an existing one. A given password must pass the
 * password rules; without one a new account gets a generated password and an existing
 * one keeps its own.
 */
export async function createOrPromoteAdmin(db: Database, auth: Auth, input: AdminInput): Promise<AdminOutcome> {
  const email = input.email.trim().toLowerCase();
  if (input.password) {
    const problems = passwordProblems(input.password, { email });
    if (problems.length > 0) throw new Error(`password refused: ${problems.join(", ")}`);
  }
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existing) {
    await db.update(user).set({ role: "admin", updatedAt: new Date() }).where(eq(user.id, existing.id));
    if (input.password) {
      const ctx = await auth.$context;
      await ctx.internalAdapter.updatePassword(existing.id, await ctx.password.hash(input.password));
    }
    return { userId: existing.id, created: false };
  }
  const password = input.password ?? generatePassword();
  const created = await auth.api.createUser({
    body: {
      email,
      name: input.name?.trim() || email.split("@")[0] || email,
      password,
      role: "admin",
      data: { emailVerified: true, lang: input.lang ?? "nl" },
    },
  });
  return {
    userId: created.user.id,
    created: true,
    ...(input.password ? {} : { generatedPassword: password }),
  };
}
