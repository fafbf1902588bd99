import { Link } from "react-router";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { EmailField, PhoneField, TextField } from "../forms/fields.tsx";
import { NewPasswordField } from "../forms/password-field.tsx";
import { useAuthLabels } from "./auth-labels.ts";
import { AuthFootnote, AuthHeading, authLinkClass } from "./auth-layout.tsx";
import { useModeLink } from "./auth-tabs.tsx";
import { type FormAnswer, IntentForm } from "./intent-form.tsx";

/** /login?mode=signup: a new owner's name, email address, password and (optional) phone. */
export function SignUpForm({ answer }: { answer?: FormAnswer }) {
  const { lang, t } = useI18n();
  const modeLink = useModeLink();
  const labels = useAuthLabels("name", "email", "password", "phone");
  return (
    <>
      <AuthHeading title={t("auth.signUp.title")} intro={t("auth.signUp.intro")} />
      <IntentForm id="sign-up" intent="signUp" answer={answer} labels={labels} submitLabel={t("auth.signUp.submit")}>
        <TextField name="name" label={labels.name} autoComplete="name" maxLength={100} />
        <EmailField name="email" label={labels.email} />
        <NewPasswordField name="password" label={labels.password} />
        <PhoneField name="phone" label={labels.phone} hint={t("auth.fields.phoneHint")} optional />
        <p className="text-sm text-slate-700">
          {t("auth.signUp.legalBefore")}{" "}
          <Link reloadDocument to={pagePath("terms", lang)} className={authLinkClass}>
            {t("auth.signUp.legalTerms")}
          </Link>{" "}
          {t("auth.signUp.legalBetween")}{" "}
          <Link reloadDocument to={pagePath("privacy", lang)} className={authLinkClass}>
            {t("auth.signUp.legalPrivacy")}
          </Link>
          {t("auth.signUp.legalAfter")}
        </p>
      </IntentForm>
      <AuthFootnote
        before={t("auth.signUp.haveAccount")}
        link={t("auth.signUp.signInInstead")}
        to={modeLink("signIn")}
      />
    </>
  );
}
