import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { cookieHeaders } from "../../../modules/accounts/auth-result.ts";
import { landingPath } from "../../../modules/accounts/landing-path.ts";
import { requestPasswordReset } from "../../../modules/accounts/password-reset.ts";
import { safeNextPath } from "../../../modules/accounts/safe-next-path.ts";
import { signIn } from "../../../modules/accounts/sign-in.ts";
import { signUpOwner } from "../../../modules/accounts/sign-up.ts";
import { AuthLayout } from "../../components/account/auth-layout.tsx";
import {
  type FormProblems,
  failureProblems,
  SERVER_PROBLEM,
  weakPasswordMessages,
} from "../../components/account/auth-messages.ts";
import { type AuthPageMeta, authMeta } from "../../components/account/auth-meta.ts";
import { AuthTabs, type LoginMode } from "../../components/account/auth-tabs.tsx";
import { ForgotPasswordForm } from "../../components/account/forgot-password-form.tsx";
import { LoginNotice, type LoginNoticeKind } from "../../components/account/login-notice.tsx";
import { SignInForm } from "../../components/account/sign-in-form.tsx";
import { SignUpForm } from "../../components/account/sign-up-form.tsx";
import { services } from "../../context.ts";
import {
  readAccountForm,
  validateEmail,
  validateName,
  validatePhone,
  validateRequired,
} from "./account-form.server.ts";
import { accountLang, languageSwitch } from "./account-request.server.ts";
import { authPageMeta } from "./auth-page-meta.server.ts";

function modeOf(url: URL): LoginMode {
  const mode = url.searchParams.get("mode");
  return mode === "signup" ? "signUp" : mode === "forgot" ? "forgot" : "signIn";
}

function noticeOf(url: URL): LoginNoticeKind | null {
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
  const signedIn = await services(context).accounts.getSession(request);
  if (signedIn) throw redirect(await landingPath(db, signedIn.user, url.searchParams.get("next")));
  const lang = accountLang(request);
  const mode = modeOf(url);
  return { lang, mode, notice: noticeOf(url), ...authPageMeta(lang, mode) };
}

export const meta = ({ loaderData }: { loaderData?: AuthPageMeta }) => authMeta(loaderData);

type ActionData = {
  intent: LoginMode;
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
  const accounts = services(context).accounts;
  const headers = accounts.headersFor(request);
  const lang = accountLang(request);
  const form = await readAccountForm(request, lang);
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
        problems: SERVER_PROBLEM,
      },
      500,
    );
  }
  throw new Response("Bad Request", { status: 400 });
}

export default function Login() {
  const { lang, mode, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The action's answer, when it is about the form on screen.
  const mine = actionData?.intent === mode ? actionData : undefined;
  return (
    <AuthLayout lang={lang}>
      {mode === "forgot" ? (
        <ForgotPasswordForm answer={mine} />
      ) : (
        <>
          <AuthTabs current={mode} />
          {notice && <LoginNotice notice={notice} />}
          {mode === "signUp" ? <SignUpForm answer={mine} /> : <SignInForm answer={mine} />}
        </>
      )}
    </AuthLayout>
  );
}
