import { Download, TriangleAlert } from "lucide-react";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { EmailField } from "../../forms/fields.tsx";
import { PasswordField } from "../../forms/password-field.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { AccountForm } from "./account-form.tsx";
import type { AccountActionData, AccountView } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";

/** Where the JSON file with the owner's data is served (app/routes/dashboard/account/export.ts). */
export const ACCOUNT_EXPORT_PATH = "/dashboard/account/export";

export function DownloadSection() {
  const { t } = useI18n();
  return (
    <AccountSection id="data" title={t("dashboard.account.data.heading")} intro={t("dashboard.account.data.intro")}>
      <a href={ACCOUNT_EXPORT_PATH} download className={buttonClass("secondary", "md", "w-full sm:w-auto")}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {t("dashboard.account.data.download")}
      </a>
    </AccountSection>
  );
}

/** Deleting the account: typed email address and password, nothing else to click away. */
export function DeleteSection({
  account,
  siteName,
  answer,
}: {
  account: AccountView;
  /** Null for an owner who has not finished onboarding: there is no site to lose. */
  siteName: string | null;
  answer: AccountActionData | undefined;
}) {
  const { t } = useI18n();
  const labels = {
    confirmEmail: t("dashboard.account.delete.email"),
    password: t("dashboard.account.password.yourPassword"),
  };
  return (
    <AccountSection
      id="delete"
      tone="danger"
      title={t("dashboard.account.delete.heading")}
      intro={
        <div className="flex gap-3">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-coral-700" />
          <div className="space-y-2">
            <p>
              {siteName === null
                ? t("dashboard.account.delete.introNoSite")
                : t("dashboard.account.delete.intro", { siteName })}
            </p>
            <p>{t("dashboard.account.delete.tip")}</p>
          </div>
        </div>
      }
    >
      <AccountForm
        id="account-delete"
        intent="delete-account"
        answer={answer}
        labels={labels}
        tone="primary"
        submitLabel={t("dashboard.account.delete.submit")}
        pendingLabel={t("dashboard.account.delete.deleting")}
      >
        <EmailField
          name="confirmEmail"
          label={labels.confirmEmail}
          hint={t("dashboard.account.delete.emailHint", { email: account.email })}
          autoComplete="off"
        />
        <PasswordField name="password" label={labels.password} autoComplete="current-password" />
      </AccountForm>
    </AccountSection>
  );
}
