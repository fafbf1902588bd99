import { CircleCheck } from "lucide-react";
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
import { landingPath, safeNextPath } from "../../../modules/accounts/landing-path.ts";
import { requestPasswordReset } from "../../../modules/accounts/password-reset.ts";
import { signIn } from "../../../modules/accounts/sign-in.ts";
import { signUpOwner } from "../../../modules/accounts/sign-up.ts";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { AuthTextField, CheckboxField, PasswordField } from "../../components/account/auth-fields.tsx";
import { AuthForm } from "../../components/account/auth-form.tsx";
import { AuthHeading, AuthLayout } from "../../components/account/auth-layout.tsx";
import { type FormProblems, failureProblems, weakPasswordMessages } from "../../components/account/auth-messages.ts";
import { AuthNotice } from "../../components/account/auth-notice.tsx";
import { AuthTabs, useModeLink } from "../../components/account/auth-tabs.tsx";
import { services } from "../../context.ts";
import { translator, useI18n } from "../../i18n/i18n.tsx";
import { readForm, validateEmail, validateName, validatePhone, validateRequired } from "./account-form.server.ts";
import { accountLang, accountsOf, languageSwitch } from "./account-request.server.ts";

type Mode = "signIn" | "signUp" | "forgot";
type Notice = "verified" | "verifyFailed" | "resetDone" | "signedOut" | "deleted";

function modeOf(url: URL): Mode {
  const mode = url.searchParams.get("mode");
  return mode === "signup" ? "signUp" : mode === "forgot" ? "forgot" : "signIn";
}

function noticeOf(url: URL): Notice | null {
  const q = url.searchParams;
  if (q.get("verified") === "1") return q.has("error") ? "verifyFailed" : "verified";
  if (q.get("reset") === "done") return "resetDone";
  if (q.get("signedout") === "1") return "signedOut";
  if (q.get("deleted") === "1") return "deleted";
  return null;
}

export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const { db, origin } = services(context);
  const switched = languageSwitch(url, origin);
  if (switched) return switched;
  const signedIn = await accountsOf(context).getSession(request);
  if (signedIn) throw redirect(await landingPath(db, signedIn.user, url.searchParams.get("next")));
  const lang = accountLang(request);
  const mode = modeOf(url);
  const t = translator(lang);
  return {
    lang,
    mode,
    notice: noticeOf(url),
    title: `${t(`auth.meta.${mode}`)} | VayVista`,
    description: t("auth.meta.description"),
  };
}

export const meta = ({ loaderData }: { loaderData?: { title: string; description: string } }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: "description", content: loaderData.description },
        { name: "robots", content: "noindex, nofollow" },
      ]
    : [];

type ActionData = {
  intent: "signIn" | "signUp" | "forgot";
  problems?: FormProblems;
  values: Record<string, string>;
  attempt: string;
  /** forgot: the address the link went to (if it has an account). */
  sentTo?: string;
};

function answer(payload: Omit<ActionData, "attempt">, status = 400, headers?: Headers) {
  return data<ActionData>({ ...payload, attempt: crypto.randomUUID() }, { status, headers });
}

export async function action({ request, url, context }: ActionFunctionArgs) {
  const { db, log } = services(context);
  const accounts = accountsOf(context);
  const headers = accounts.headersFor(request);
  const form = await readForm(request);
  const lang = accountLang(request);
  const next = safeNextPath(url.searchParams.get("next"));

  try {
    if (form.intent === "signIn") {
      const values = { identifier: form.text("identifier") };
      const password = form.raw("password");
      if (!values.identifier || !password) {
        const problems: FormProblems = { fields: {} };
        if (!values.identifier) problems.fields.identifier = [{ key: "auth.errors.missingCredentials" }];
        else problems.fields.password = [{ key: "errors.required" }];
        return answer({ intent: "signIn", problems, values });
      }
      const result = await signIn(
        accounts.auth,
        { identifier: values.identifier, password, rememberMe: form.checked("rememberMe") },
        headers,
      );
      if (!result.ok) return answer({ intent: "signIn", problems: failureProblems(result), values }, result.status);
      const cookies = cookieHeaders(result.headers);
      if (result.data.twoFactorRedirect) {
        const query = next ? `?next=${encodeURIComponent(next)}` : "";
        return redirect(`/login/two-factor${query}`, { headers: cookies });
      }
      return redirect(await landingPath(db, result.data.user, next), { headers: cookies });
    }

    if (form.intent === "signUp") {
      const values = { name: form.text("name"), email: form.text("email"), phone: form.text("phone") };
      const password = form.raw("password");
      const weak = password ? accounts.passwordProblems(password, values.email) : [];
      const fields = {
        ...validateName(values.name),
        ...validateEmail(values.email),
        ...validateRequired("password", password),
        ...(weak.length > 0 ? { password: weakPasswordMessages(weak) } : {}),
        ...validatePhone(values.phone),
      };
      if (Object.keys(fields).length > 0) return answer({ intent: "signUp", problems: { fields }, values });
      const result = await signUpOwner(accounts.auth, db, { ...values, password, lang }, headers);
      if (!result.ok) return answer({ intent: "signUp", problems: failureProblems(result), values }, result.status);
      log.info({ user: result.data.user.id }, "owner signed up");
      return redirect(await landingPath(db, result.data.user, next), { headers: cookieHeaders(result.headers) });
    }

    if (form.intent === "forgot") {
      const values = { email: form.text("email") };
      const fields = validateEmail(values.email);
      if (Object.keys(fields).length > 0) return answer({ intent: "forgot", problems: { fields }, values });
      const result = await requestPasswordReset(accounts.auth, values.email, headers);
      if (!result.ok) return answer({ intent: "forgot", problems: failureProblems(result), values }, result.status);
      return answer({ intent: "forgot", values, sentTo: values.email.toLowerCase() }, 200);
    }
  } catch (error) {
    log.error({ err: error, intent: form.intent }, "account action failed");
    return answer(
      {
        intent: form.intent === "signUp" || form.intent === "forgot" ? form.intent : "signIn",
        values: {},
        problems: { fields: {}, form: { key: "auth.errors.server" } },
      },
      500,
    );
  }
  throw new Response("Bad Request", { status: 400 });
}

export default function Login() {
  const { lang, mode, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AuthLayout lang={lang}>
      {mode === "forgot" ? (
        <ForgotPassword actionData={actionData?.intent === "forgot" ? actionData : undefined} />
      ) : (
        <>
          <AuthTabs current={mode} />
          {notice && <LoginNotice notice={notice} />}
          {mode === "signUp" ? (
            <SignUp actionData={actionData?.intent === "signUp" ? actionData : undefined} />
          ) : (
            <SignIn actionData={actionData?.intent === "signIn" ? actionData : undefined} />
          )}
        </>
      )}
    </AuthLayout>
  );
}

function LoginNotice({ notice }: { notice: Notice }) {
  const { t } = useI18n();
  return (
    <AuthNotice tone={notice === "verifyFailed" ? "problem" : "success"}>{t(`auth.notices.${notice}`)}</AuthNotice>
  );
}

const linkClass = "font-semibold text-pine-700 underline underline-offset-2 hover:text-pine-900";

function SignIn({ actionData }: { actionData?: ActionData }) {
  const { t } = useI18n();
  const modeLink = useModeLink();
  return (
    <>
      <AuthHeading title={t("auth.signIn.title")} intro={t("auth.signIn.intro")} />
      <AuthForm
        id="sign-in"
        intent="signIn"
        problems={actionData?.problems}
        values={actionData?.values}
        attempt={actionData?.attempt}
        labels={{ identifier: t("auth.fields.identifier"), password: t("auth.fields.password") }}
        submitLabel={t("auth.signIn.submit")}
      >
        <AuthTextField
          name="identifier"
          label={t("auth.fields.identifier")}
          hint={t("auth.fields.identifierHint")}
          autoComplete="username"
          inputMode="email"
          maxLength={254}
        />
        <PasswordField name="password" label={t("auth.fields.password")} autoComplete="current-password" />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField name="rememberMe" label={t("auth.fields.rememberMe")} defaultChecked />
          <Link to={modeLink("forgot")} className={linkClass}>
            {t("auth.signIn.forgot")}
          </Link>
        </div>
      </AuthForm>
      <p className="mt-6 text-center text-slate-700">
        {t("auth.signIn.noAccount")}{" "}
        <Link to={modeLink("signUp")} className={linkClass}>
          {t("auth.signIn.createOne")}
        </Link>
      </p>
    </>
  );
}

function SignUp({ actionData }: { actionData?: ActionData }) {
  const { lang, t } = useI18n();
  const modeLink = useModeLink();
  return (
    <>
      <AuthHeading title={t("auth.signUp.title")} intro={t("auth.signUp.intro")} />
      <AuthForm
        id="sign-up"
        intent="signUp"
        problems={actionData?.problems}
        values={actionData?.values}
        attempt={actionData?.attempt}
        labels={{
          name: t("auth.fields.name"),
          email: t("auth.fields.email"),
          password: t("auth.fields.password"),
          phone: t("auth.fields.phone"),
        }}
        submitLabel={t("auth.signUp.submit")}
      >
        <AuthTextField name="name" label={t("auth.fields.name")} autoComplete="name" maxLength={100} />
        <AuthTextField
          name="email"
          type="email"
          label={t("auth.fields.email")}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
        <PasswordField
          name="password"
          label={t("auth.fields.password")}
          hint={t("auth.fields.passwordHint")}
          autoComplete="new-password"
        />
        <AuthTextField
          name="phone"
          type="tel"
          label={t("auth.fields.phone")}
          hint={t("auth.fields.phoneHint")}
          autoComplete="tel"
          inputMode="tel"
          maxLength={32}
          optional
        />
        <p className="text-sm text-slate-700">
          {t("auth.signUp.legalBefore")}{" "}
          <Link to={pagePath("terms", lang)} className={linkClass}>
            {t("auth.signUp.legalTerms")}
          </Link>{" "}
          {t("auth.signUp.legalBetween")}{" "}
          <Link to={pagePath("privacy", lang)} className={linkClass}>
            {t("auth.signUp.legalPrivacy")}
          </Link>
          {t("auth.signUp.legalAfter")}
        </p>
      </AuthForm>
      <p className="mt-6 text-center text-slate-700">
        {t("auth.signUp.haveAccount")}{" "}
        <Link to={modeLink("signIn")} className={linkClass}>
          {t("auth.signUp.signInInstead")}
        </Link>
      </p>
    </>
  );
}

function ForgotPassword({ actionData }: { actionData?: ActionData }) {
  const { t } = useI18n();
  const modeLink = useModeLink();
  const back = (
    <p className="mt-6 text-center">
      <Link to={modeLink("signIn")} className={linkClass}>
        {t("auth.forgot.back")}
      </Link>
    </p>
  );
  if (actionData?.sentTo) {
    return (
      <div role="status">
        <CircleCheck aria-hidden="true" className="h-10 w-10 text-pine-700" />
        <AuthHeading title={t("auth.forgot.sentTitle")} intro={t("auth.forgot.sent", { email: actionData.sentTo })} />
        {back}
      </div>
    );
  }
  return (
    <>
      <AuthHeading title={t("auth.forgot.title")} intro={t("auth.forgot.intro")} />
      <AuthForm
        id="forgot"
        intent="forgot"
        problems={actionData?.problems}
        values={actionData?.values}
        attempt={actionData?.attempt}
        labels={{ email: t("auth.fields.email") }}
        submitLabel={t("auth.forgot.submit")}
      >
        <AuthTextField
          name="email"
          type="email"
          label={t("auth.fields.email")}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
      </AuthForm>
      {back}
    </>
  );
}
