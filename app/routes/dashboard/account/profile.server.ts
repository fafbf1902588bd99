import { and, eq, ne } from "drizzle-orm";
import { user as users } from "../../../../db/schema.ts";
import { isUniqueViolation } from "../../../../db/unique-violation.ts";
import { normalizePhoneNumber } from "../../../../modules/accounts/phone-number.ts";
import { isLang } from "../../../../modules/i18n/languages.ts";
import { type AccountForm, validateName, validatePhone } from "../../account/account-form.server.ts";
import { type AccountRequest, type FieldProblems, hasProblems, refused, succeeded } from "./account-request.server.ts";

const PHONE_TAKEN = { phone: [{ key: "auth.errors.phoneTaken" }] };

/**
 * Name, phone number and language. The number is stored unverified (there is no SMS to
 * confirm it), as at sign-up; better-auth only sets numbers it verified itself, so this
 * writes the row directly, in one statement.
 */
export async function saveProfile(account: AccountRequest, form: AccountForm) {
  const values = { name: form.text("name"), phone: form.text("phone"), lang: form.text("lang") };
  const problems: FieldProblems = { ...validateName(values.name), ...validatePhone(values.phone) };
  if (!isLang(values.lang)) problems.lang = [{ key: "errors.choice" }];
  if (hasProblems(problems) || !isLang(values.lang)) return refused("profile", { fields: problems }, { values });

  const { db } = account.app;
  const phone = values.phone ? normalizePhoneNumber(values.phone) : null;
  const phoneChanged = phone !== account.user.phoneNumber;
  if (phone && phoneChanged) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phoneNumber, phone), ne(users.id, account.user.id)))
      .limit(1);
    if (taken) return refused("profile", { fields: PHONE_TAKEN }, { values });
  }
  try {
    await db
      .update(users)
      .set({
        name: values.name,
        lang: values.lang,
        ...(phoneChanged ? { phoneNumber: phone, phoneNumberVerified: false } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, account.user.id));
  } catch (error) {
    // Someone took the number a moment ago.
    if (isUniqueViolation(error)) return refused("profile", { fields: PHONE_TAKEN }, { values });
    throw error;
  }
  return succeeded("profile");
}
