import { updateProfile } from "../../../../modules/accounts/update-profile.ts";
import { isLang } from "../../../../modules/i18n/languages.ts";
import { type AccountForm, validateName, validatePhone } from "../../account/account-form.server.ts";
import { type AccountRequest, type FieldProblems, hasProblems, refused, succeeded } from "./account-request.server.ts";

const PHONE_TAKEN = { phone: [{ key: "auth.errors.phoneTaken" }] };

/** Name, phone number and language; a number another account uses is refused beside the field. */
export async function saveProfile(account: AccountRequest, form: AccountForm) {
  const values = { name: form.text("name"), phone: form.text("phone"), lang: form.text("lang") };
  const problems: FieldProblems = { ...validateName(values.name), ...validatePhone(values.phone) };
  if (!isLang(values.lang)) problems.lang = [{ key: "errors.choice" }];
  if (hasProblems(problems) || !isLang(values.lang)) return refused("profile", { fields: problems }, { values });

  const saved = await updateProfile(account.app.db, account.user, { ...values, lang: values.lang });
  if (!saved.ok) return refused("profile", { fields: PHONE_TAKEN }, { values });
  return succeeded("profile");
}
