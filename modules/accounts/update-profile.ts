import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/constraint-violation.ts";
import { user as users } from "../../db/schema.ts";
import type { Lang } from "../i18n/languages.ts";
import { normalizePhoneNumber } from "./phone-number.ts";

export type ProfileInput = { name: string; lang: Lang; phone: string };
export type UpdateProfileResult = { ok: true } | { ok: false; reason: "phone-taken" };

/**
 * Name, phone number and language of one account. A new number is stored unverified
 * (there is no SMS to confirm it), as at sign-up; better-auth only sets numbers it verified
 * itself, so this writes the row directly, in one statement. A number another account
 * uses is refused, also when that account took it a moment ago.
 */
export async function updateProfile(
  db: Database,
  account: { id: string; phoneNumber: string | null },
  input: ProfileInput,
): Promise<UpdateProfileResult> {
  const phone = input.phone ? normalizePhoneNumber(input.phone) : null;
  const phoneChanged = phone !== account.phoneNumber;
  if (phone && phoneChanged) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phoneNumber, phone), ne(users.id, account.id)))
      .limit(1);
    if (taken) return { ok: false, reason: "phone-taken" };
  }
  try {
    await db
      .update(users)
      .set({
        name: input.name,
        lang: input.lang,
        ...(phoneChanged ? { phoneNumber: phone, phoneNumberVerified: false } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, account.id));
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "phone-taken" };
    throw error;
  }
  return { ok: true };
}
