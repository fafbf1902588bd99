import { useI18n } from "../../../i18n/use-i18n.tsx";
import { NewPasswordField, PasswordField } from "../../forms/password-field.tsx";
import { AccountForm, answerFor } from "./account-form.tsx";
import type { AccountActionData } from "./account-result.ts";
import { AccountSection, SuccessNote } from "./account-section.tsx";

/** A new password: the other devices are signed out and the owner gets an email about it. */
export function PasswordSection({ answer }: { answer: AccountActionData | undefined }) {
  const { t } = useI18n();
  const changed = answerFor(answer, "password")?.ok;
  const labels = {
    currentPassword: t("dashboard.account.password.current"),
    newPassword: t("dashboard.account.password.new"),
  };
  return (
    <AccountSection
      id="password"
      title={t("dashboard.account.password.heading")}
      intro={t("dashboard.account.password.intro")}
    >
      {changed && <SuccessNote>{t("dashboard.account.password.changed")}</SuccessNote>}
      <AccountForm
        id="account-password"
        intent="password"
        answer={answer}
        labels={labels}
        submitLabel={t("dashboard.account.password.submit")}
        pendingLabel={t("dashboard.account.saving")}
      >
        <PasswordField name="currentPassword" label={labels.currentPassword} autoComplete="current-password" />
        <NewPasswordField name="newPassword" label={labels.newPassword} />
      </AccountForm>
    </AccountSection>
  );
}
