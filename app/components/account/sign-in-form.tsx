import { Link } from "react-router";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { CheckboxField, TextField } from "../forms/fields.tsx";
import { PasswordField } from "../forms/password-field.tsx";
import { useAuthLabels } from "./auth-labels.ts";
import { AuthFootnote, AuthHeading, authLinkClass } from "./auth-layout.tsx";
import { useModeLink } from "./auth-tabs.tsx";
import { type FormAnswer, IntentForm } from "./intent-form.tsx";

/** /login: email address or phone number and password, kept signed in unless unticked. */
export function SignInForm({ answer }: { answer?: FormAnswer }) {
  const { t } = useI18n();
  const modeLink = useModeLink();
  const labels = useAuthLabels("identifier", "password");
  return (
    <>
      <AuthHeading title={t("auth.signIn.title")} intro={t("auth.signIn.intro")} />
      <IntentForm id="sign-in" intent="signIn" answer={answer} labels={labels} submitLabel={t("auth.signIn.submit")}>
        <TextField
          name="identifier"
          label={labels.identifier}
          hint={t("auth.fields.identifierHint")}
          autoComplete="username"
          inputMode="email"
          maxLength={254}
        />
        <PasswordField name="password" label={labels.password} autoComplete="current-password" />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField name="rememberMe" label={t("auth.fields.rememberMe")} defaultChecked />
          <Link to={modeLink("forgot")} className={authLinkClass}>
            {t("auth.signIn.forgot")}
          </Link>
        </div>
      </IntentForm>
      <AuthFootnote before={t("auth.signIn.noAccount")} link={t("auth.signIn.createOne")} to={modeLink("signUp")} />
    </>
  );
}
