import {
  type ActionFunctionArgs,
  data,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { cookieHeaders } from "../../../modules/accounts/auth-result.ts";
import { isResetTokenUsable, resetPassword } from "../../../modules/accounts/password-reset.ts";
import { AuthHeading, AuthLayout, authLinkClass } from "../../components/account/auth-layout.tsx";
import { type FormProblems, failureProblems, SERVER_PROBLEM } from "../../components/account/auth-messages.ts";
import { type AuthPageMeta, authMeta } from "../../components/account/auth-meta.ts";
import { AuthNotice } from "../../components/account/auth-notice.tsx";
import { IntentForm } from "../../components/account/intent-form.tsx";
import { NewPasswordField } from "../../components/forms/password-field.tsx";
import { services } from "../../context.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { readAccountForm, validateRequired } from "./account-form.server.ts";
import { accountLang, languageSwitch } from "./account-request.server.ts";
import { authPageMeta } from "./auth-page-meta.server.ts";

/** The page the reset link opens: /login/reset?token=…, where a new password is chosen. */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const { db, origin } = services(context);
  const switched = languageSwitch(url, origin);
  if (switched) return switched;
  const lang = accountLang(request);
  return {
    lang,
    usable: await isResetTokenUsable(db, url.searchParams.get("token") ?? ""),
    ...authPageMeta(lang, "reset"),
  };
}

export const meta = ({ loaderData }: { loaderData?: AuthPageMeta }) =>
  // The token is in the address: keep it out of Referer headers to other sites.
  authMeta(loaderData, [{ name: "referrer", content: "no-referrer" }]);

type ActionData = { problems?: FormProblems; invalidLink?: boolean; attempt: string };

export async function action({ request, url, context }: ActionFunctionArgs) {
  const { log } = services(context);
  const accounts = services(context).accounts;
  const form = await readAccountForm(request, accountLang(request));
  const token = url.searchParams.get("token") ?? "";
  const password = form.raw("newPassword");
  const attempt = crypto.randomUUID();
  const missing = validateRequired("newPassword", password);
  if (Object.keys(missing).length > 0)
    return data<ActionData>({ problems: { fields: missing }, attempt }, { status: 400 });
  try {
    const result = await resetPassword(accounts.auth, { token, newPassword: password }, accounts.headersFor(request));
    if (result.ok) return redirect("/login?reset=done", { headers: cookieHeaders(result.headers) });
    if (result.code === "INVALID_TOKEN" || result.code === "USER_NOT_FOUND") {
      return data<ActionData>({ invalidLink: true, attempt }, { status: 400 });
    }
    return data<ActionData>({ problems: failureProblems(result, "newPassword"), attempt }, { status: result.status });
  } catch (error) {
    log.error({ err: error }, "password reset failed");
    return data<ActionData>({ problems: SERVER_PROBLEM, attempt }, { status: 500 });
  }
}

export default function LoginReset() {
  const { lang, usable } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AuthLayout lang={lang}>
      {!usable || actionData?.invalidLink ? <InvalidLink /> : <ResetForm actionData={actionData} />}
    </AuthLayout>
  );
}

function InvalidLink() {
  const { t } = useI18n();
  return (
    <>
      <AuthHeading title={t("auth.reset.invalidTitle")} />
      <AuthNotice tone="problem">{t("auth.reset.invalid")}</AuthNotice>
      <p className="text-center">
        <Link to="/login?mode=forgot" className={authLinkClass}>
          {t("auth.reset.requestNew")}
        </Link>
      </p>
    </>
  );
}

function ResetForm({ actionData }: { actionData?: ActionData }) {
  const { t } = useI18n();
  return (
    <>
      <AuthHeading title={t("auth.reset.title")} intro={t("auth.reset.intro")} />
      <IntentForm
        id="reset"
        intent="reset"
        answer={actionData}
        labels={{ newPassword: t("auth.fields.newPassword") }}
        submitLabel={t("auth.reset.submit")}
      >
        <NewPasswordField name="newPassword" label={t("auth.fields.newPassword")} />
      </IntentForm>
    </>
  );
}
