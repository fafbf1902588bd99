import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema.ts";
import type { Lang } from "../i18n/languages.ts";
import { type AuthResult, authResult } from "./auth-result.ts";
import { VERIFIED_CALLBACK_PATH } from "./auth-settings.ts";
import type { Auth } from "./create-auth.ts";
import { normalizePhoneNumber } from "./phone-number.ts";

export type SignUpInput = { name: string; email: string; password: string; phone?: string | null; lang: Lang };
export type SignedUp = { token: string | null; user: { id: string; role?: string | null; email: string } };

/**
 * Creates an owner account and signs it in; the verification mail goes out on its own.
 * An optional phone number is stored unverified (the owner confirms it in the profile);
 * better-auth only takes verified numbers itself, so it is written here afterwards.
 */
export async function signUpOwner(
  auth: Auth,
  db: Database,
  input: SignUpInput,
  headers: Headers,
): Promise<AuthResult<SignedUp>> {
  const rawPhone = input.phone?.trim() ?? "";
  const phone = rawPhone ? normalizePhoneNumber(rawPhone) : null;
  if (rawPhone && !phone) return { ok: false, status: 400, code: "INVALID_PHONE_NUMBER", headers: new Headers() };
  if (phone) {
    const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.phoneNumber, phone)).limit(1);
    if (taken) return { ok: false, status: 422, code: "PHONE_NUMBER_EXIST", headers: new Headers() };
  }
  const result = await authResult<SignedUp>(() =>
    auth.api.signUpEmail({
      body: {
        name: input.name.trim(),
        email: input.email.trim(),
        password: input.password,
        lang: input.lang,
        callbackURL: VERIFIED_CALLBACK_PATH,
      },
      headers,
      asResponse: true,
    }),
  );
  if (result.ok && phone) {
    // Lost only if someone took the same number in the same instant; it can be added later.
    await db
      .update(user)
      .set({ phoneNumber: phone, phoneNumberVerified: false })
      .where(eq(user.id, result.data.user.id))
      .catch(() => undefined);
  }
  return result;
}
