import { CircleCheck } from "lucide-react";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { EmailField } from "../forms/fields.tsx";
import { useAuthLabels } from "./auth-labels.ts";
import { AuthFootnote, AuthHeading } from "./auth-layout.tsx";
import { useModeLink } from "./auth-tabs.tsx";
import { type FormAnswer, IntentForm } from "./intent-form.tsx";

/**
 * /login?mode=forgot: the email address for a reset link, then where the link went.
 * `sentTo` is set only when the address has an account.
 */
export function ForgotPasswordForm({ answer }: { answer?: FormAnswer & { sentTo?: string } }) {
  const { t } = useI18n();
  const modeLink = useModeLink();
  const labels = useAuthLabels("email");
  const back = <AuthFootnote link={t("auth.forgot.back")} to={modeLink("signIn")} />;
  if (answer?.sentTo) {
    return (
      <div role="status">
        <CircleCheck aria-hidden="true" className="h-10 w-10 text-pine-700" />
        <AuthHeading title={t("auth.forgot.sentTitle")} intro={t("auth.forgot.sent", { email: answer.sentTo })} />
        {back}
      </div>
    );
  }
  return (
    <>
      <AuthHeading title={t("auth.forgot.title")} intro={t("auth.forgot.intro")} />
      <IntentForm id="forgot" intent="forgot" answer={answer} labels={labels} submitLabel={t("auth.forgot.submit")}>
        <EmailField name="email" label={labels.email} />
      </IntentForm>
      {back}
    </>
  );
}
