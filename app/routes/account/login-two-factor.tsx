import {
  type ActionFunctionArgs,
  data,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
  useSearchParams,
} from "react-router";
import { cookieHeaders } from "../../../modules/accounts/auth-result.ts";
import { landingPath } from "../../../modules/accounts/landing-path.ts";
import { safeNextPath } from "../../../modules/accounts/safe-next-path.ts";
import { verifySecondFactor } from "../../../modules/accounts/verify-second-factor.ts";
import { AuthHeading, AuthLayout, authLinkClass } from "../../components/account/auth-layout.tsx";
import { type FormProblems, failureProblems, SERVER_PROBLEM } from "../../components/account/auth-messages.ts";
import { type AuthPageMeta, authMeta } from "../../components/account/auth-meta.ts";
import { IntentForm } from "../../components/account/intent-form.tsx";
import { CodeField } from "../../components/forms/code-field.tsx";
import { CheckboxField } from "../../components/forms/fields.tsx";
import { services } from "../../context.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { readAccountForm, validateRequired } from "./account-form.server.ts";
import { accountLang, hasCookie, languageSwitch } from "./account-request.server.ts";
import { authPageMeta } from "./auth-page-meta.server.ts";

/** The cookie better-auth keeps while a sign-in waits for its second factor. */
const PENDING_COOKIE = "vv.two_factor";

/** After the password, for accounts with two-step verification: the code from the app or a backup code. */
export function loader({ request, url, context }: LoaderFunctionArgs) {
  const switched = languageSwitch(url, services(context).origin);
  if (switched) return switched;
  if (!hasCookie(request, PENDING_COOKIE)) throw redirect("/login");
  const lang = accountLang(request);
  return {
    lang,
    method: url.searchParams.get("method") === "backup" ? ("backup-code" as const) : ("totp" as const),
    ...authPageMeta(lang, "twoFactor"),
  };
}

export const meta = ({ loaderData }: { loaderData?: AuthPageMeta }) => authMeta(loaderData);

type ActionData = { problems: FormProblems; attempt: string; expired?: boolean };

export async function action({ request, url, context }: ActionFunctionArgs) {
  const { db, log } = services(context);
  const accounts = services(context).accounts;
  const form = await readAccountForm(request, accountLang(request));
  const code = form.text("code");
  const attempt = crypto.randomUUID();
  const missing = validateRequired("code", code);
  if (Object.keys(missing).length > 0)
    return data<ActionData>({ problems: { fields: missing }, attempt }, { status: 400 });
  try {
    const result = await verifySecondFactor(
      accounts.auth,
      {
        code,
        method: url.searchParams.get("method") === "backup" ? "backup-code" : "totp",
        trustDevice: form.checked("trustDevice"),
      },
      accounts.headersFor(request),
    );
    if (!result.ok) {
      const problems = failureProblems(result);
      const expired =
        result.code === "INVALID_TWO_FACTOR_COOKIE" || result.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE";
      return data<ActionData>(
        { problems, attempt, expired },
        { status: result.status, headers: cookieHeaders(result.headers) },
      );
    }
    const next = safeNextPath(url.searchParams.get("next"));
    return redirect(await landingPath(db, result.data.user, next), { headers: cookieHeaders(result.headers) });
  } catch (error) {
    log.error({ err: error }, "second factor failed");
    return data<ActionData>({ problems: SERVER_PROBLEM, attempt }, { status: 500 });
  }
}

export default function LoginTwoFactor() {
  const { lang, method } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AuthLayout lang={lang}>
      <SecondFactor method={method} actionData={actionData} />
    </AuthLayout>
  );
}

function SecondFactor({ method, actionData }: { method: "totp" | "backup-code"; actionData?: ActionData }) {
  const { t } = useI18n();
  const backup = method === "backup-code";
  const [params] = useSearchParams();
  const switchMethod = new URLSearchParams();
  const next = params.get("next");
  if (next) switchMethod.set("next", next);
  if (!backup) switchMethod.set("method", "backup");
  const label = backup ? t("auth.fields.backupCode") : t("auth.fields.code");
  return (
    <>
      <AuthHeading
        title={t("auth.twoFactor.title")}
        intro={backup ? t("auth.twoFactor.backupIntro") : t("auth.twoFactor.intro")}
      />
      <IntentForm
        id="two-factor"
        intent="twoFactor"
        answer={actionData}
        labels={{ code: label }}
        submitLabel={t("auth.twoFactor.submit")}
      >
        <CodeField name="code" label={label} backup={backup} />
        <CheckboxField name="trustDevice" label={t("auth.twoFactor.trustDevice")} />
      </IntentForm>
      <ul className="mt-6 space-y-2 text-center">
        <li>
          <Link to={`?${switchMethod.toString()}`} className={authLinkClass}>
            {backup ? t("auth.twoFactor.useApp") : t("auth.twoFactor.useBackup")}
          </Link>
        </li>
        {actionData?.expired && (
          <li>
            <Link to="/login" className={authLinkClass}>
              {t("auth.twoFactor.restart")}
            </Link>
          </li>
        )}
      </ul>
    </>
  );
}
