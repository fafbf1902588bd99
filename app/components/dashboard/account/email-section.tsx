import { useI18n } from "../../../i18n/use-i18n.tsx";
import { EmailField } from "../../forms/fields.tsx";
import { PasswordField } from "../../forms/password-field.tsx";
import { Badge } from "../badge.tsx";
import { AccountForm, answerFor } from "./account-form.tsx";
import type { AccountActionData, AccountView } from "./account-result.ts";
import { AccountSection, SubSection, SuccessNote } from "./account-section.tsx";

/** The address we write to: whether it is confirmed, a new link, and changing it. */
export function EmailSection({ account, answer }: { account: AccountView; answer: AccountActionData | undefined }) {
  const { t } = useI18n();
  const changed = answerFor(answer, "change-email");
  const resent = answerFor(answer, "resend-verification");
  const labels = {
    newEmail: t("dashboard.account.email.newEmail"),
    password: t("dashboard.account.password.yourPassword"),
  };
  return (
    <AccountSection id="email" title={t("dashboard.account.email.heading")}>
      <dl>
        <dt className="text-sm font-semibold text-slate-700">{t("dashboard.account.email.current")}</dt>
        <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold break-all text-pine-950" data-testid="current-email">
            {account.email}
          </span>
          {account.emailVerified ? (
            <Badge tone="green">{t("dashboard.account.email.verified")}</Badge>
          ) : (
            <Badge tone="amber">{t("dashboard.account.email.unverified")}</Badge>
          )}
        </dd>
      </dl>

      {!account.emailVerified && (
        <div className="mt-5 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          {resent?.ok && resent.sentTo ? (
            <SuccessNote className="mb-4">{t("dashboard.account.email.resent", { email: resent.sentTo })}</SuccessNote>
          ) : null}
          <p className="mb-4 text-slate-800">{t("dashboard.account.email.unverifiedBody")}</p>
          <AccountForm
            id="account-resend"
            intent="resend-verification"
            answer={answer}
            labels={{}}
            submitLabel={t("dashboard.account.email.resend")}
            pendingLabel={t("dashboard.account.sending")}
          />
        </div>
      )}

      <SubSection title={t("dashboard.account.email.changeHeading")} className="mt-6">
        <p className="mb-5 max-w-2xl text-slate-700">
          {t("dashboard.account.email.changeIntro", { email: account.email })}
        </p>
        {changed?.ok && changed.sentTo && (
          <SuccessNote>
            {t("dashboard.account.email.sent", { email: changed.sentTo, current: account.email })}
          </SuccessNote>
        )}
        <AccountForm
          id="account-email"
          intent="change-email"
          answer={answer}
          labels={labels}
          submitLabel={t("dashboard.account.email.submit")}
          pendingLabel={t("dashboard.account.sending")}
        >
          <EmailField name="newEmail" label={labels.newEmail} />
          <PasswordField
            name="password"
            label={labels.password}
            hint={t("dashboard.account.password.confirmHint")}
            autoComplete="current-password"
          />
        </AccountForm>
      </SubSection>
    </AccountSection>
  );
}
