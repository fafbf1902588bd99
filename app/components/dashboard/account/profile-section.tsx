import { LANGUAGES } from "../../../../modules/i18n/languages.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { PhoneField, SelectField, TextField } from "../../forms/fields.tsx";
import { AccountForm, answerFor } from "./account-form.tsx";
import type { AccountActionData, AccountView } from "./account-result.ts";
import { AccountSection, SuccessNote } from "./account-section.tsx";

/** Name, phone number and the language of the dashboard and emails. */
export function ProfileSection({ account, answer }: { account: AccountView; answer: AccountActionData | undefined }) {
  const { t } = useI18n();
  const saved = answerFor(answer, "profile")?.ok;
  const labels = {
    name: t("dashboard.account.profile.name"),
    phone: t("dashboard.account.profile.phone"),
    lang: t("dashboard.account.profile.language"),
  };
  return (
    <AccountSection
      id="profile"
      title={t("dashboard.account.profile.heading")}
      intro={t("dashboard.account.profile.intro")}
    >
      {saved && <SuccessNote>{t("dashboard.account.profile.saved")}</SuccessNote>}
      <AccountForm
        id="account-profile"
        intent="profile"
        answer={answer}
        labels={labels}
        submitLabel={t("dashboard.account.profile.save")}
        pendingLabel={t("dashboard.account.saving")}
      >
        <TextField name="name" label={labels.name} autoComplete="name" maxLength={100} defaultValue={account.name} />
        <PhoneField
          name="phone"
          label={labels.phone}
          hint={t("dashboard.account.profile.phoneHint")}
          optional
          defaultValue={account.phoneNumber ?? ""}
        />
        <SelectField
          name="lang"
          label={labels.lang}
          hint={t("dashboard.account.profile.languageHint")}
          options={LANGUAGES.map((lang) => ({ value: lang, label: t(`languageNames.${lang}`) }))}
          defaultValue={account.lang}
        />
      </AccountForm>
    </AccountSection>
  );
}
