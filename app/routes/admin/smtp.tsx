import { CircleAlert, CircleCheck, LoaderCircle, Send } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { sendTestEmail } from "../../../modules/messaging/send-test-email.ts";
import { SMTP_SECURITY, type SmtpSecurity } from "../../../modules/messaging/smtp-security.ts";
import {
  getSmtpSettingsForDisplay,
  type SmtpFieldErrors,
  type SmtpSettingsInput,
  saveSmtpSettings,
} from "../../../modules/messaging/smtp-settings.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { formatDateTime } from "../../components/admin/format.ts";
import { AdminPageHeader, Panel } from "../../components/admin/page-header.tsx";
import { useFeedbackToast } from "../../components/admin/use-feedback-toast.ts";
import { FieldKitProvider, SelectField, TextField } from "../../components/forms/fields.tsx";
import { PasswordField } from "../../components/forms/password-field.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { translator } from "../../i18n/i18n.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import type { Route } from "./+types/smtp";
import { adminRequest, answer, formText } from "./access.server.ts";

const TEXT_FIELDS = ["host", "port", "security", "username", "fromAddress", "fromName"] as const;

const INVALID_KEYS = {
  host: "admin.smtp.invalid.host",
  port: "admin.smtp.invalid.port",
  security: "admin.smtp.invalid.security",
  username: "admin.smtp.invalid.oneLine",
  password: "admin.smtp.invalid.password",
  fromAddress: "admin.smtp.invalid.fromAddress",
  fromName: "admin.smtp.invalid.oneLine",
} as const;

function smtpErrorTexts(errors: SmtpFieldErrors, lang: Lang): Record<string, string> {
  const t = translator(lang);
  const texts: Record<string, string> = {};
  for (const [field, code] of Object.entries(errors) as [keyof SmtpSettingsInput, string][]) {
    texts[field] =
      code === "required"
        ? t("admin.errors.required")
        : code === "tooLong"
          ? t("admin.errors.tooLongPlain")
          : t(INVALID_KEYS[field]);
  }
  return texts;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, user } = await adminRequest(request, context);
  const settings = await getSmtpSettingsForDisplay(db);
  return {
    title: t("admin.smtp.title"),
    // Everything but the password, which never leaves the server.
    values: {
      host: settings?.host ?? "",
      port: settings ? String(settings.port) : "587",
      security: settings?.security ?? "starttls",
      username: settings?.username ?? "",
      fromAddress: settings?.fromAddress ?? "",
      fromName: settings?.fromName ?? "VayVista",
      testTo: user.email,
    },
    configured: settings !== null,
    hasPassword: settings?.hasPassword ?? false,
    updatedAt: settings?.updatedAt ?? null,
  };
}

type SmtpActionData = {
  ok: boolean;
  message: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  /** The SMTP server's own answer to a failed test email. */
  smtpError?: string;
  tested?: boolean;
};

export async function action({ request, context }: Route.ActionArgs) {
  const { db, t, lang, user, appDomain, secretsKey } = await adminRequest(request, context);
  const form = await readForm(request, { maxBytes: formLimit(2_500), lang });
  const intent = formText(form, "intent");
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, formText(form, f)])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  const testTo = formText(form, "testTo").trim();
  const password = formText(form, "password");
  const input: SmtpSettingsInput = {
    host: values.host,
    port: values.port,
    // An unknown value goes on as typed, for the module to refuse beside the field.
    security: values.security as SmtpSecurity,
    username: values.username,
    password,
    fromAddress: values.fromAddress,
    fromName: values.fromName,
  };
  const echo = { ...values, testTo };

  if (intent === "test") {
    const result = await sendTestEmail(
      db,
      { to: testTo, lang, settings: input, actorId: user.id },
      { secretsKey, appDomain },
    );
    if (result.ok) {
      return answer<SmtpActionData>({
        ok: true,
        message: t("admin.smtp.testSent", { to: testTo }),
        values: echo,
        tested: true,
      });
    }
    if (result.reason === "invalid") {
      return answer<SmtpActionData>(
        {
          ok: false,
          message: t("admin.common.checkFields"),
          errors: smtpErrorTexts(result.errors, lang),
          values: echo,
        },
        422,
      );
    }
    if (result.reason === "invalid-recipient") {
      const message = t("admin.smtp.invalid.testTo");
      return answer<SmtpActionData>({ ok: false, message, errors: { testTo: message }, values: echo }, 422);
    }
    if (result.reason === "smtp") {
      return answer<SmtpActionData>(
        { ok: false, message: t("admin.smtp.testFailed"), smtpError: result.error, values: echo },
        502,
      );
    }
    return answer<SmtpActionData>({ ok: false, message: t("admin.smtp.notConfigured"), values: echo }, 422);
  }

  if (intent !== "save") return answer<SmtpActionData>({ ok: false, message: t("admin.errorPage.invalidBody") }, 400);
  const result = await saveSmtpSettings(db, input, secretsKey, user.id);
  if (!result.ok) {
    return answer<SmtpActionData>(
      { ok: false, message: t("admin.common.checkFields"), errors: smtpErrorTexts(result.errors, lang), values: echo },
      422,
    );
  }
  return answer<SmtpActionData>({ ok: true, message: t("admin.smtp.saved"), values: echo });
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export default function AdminSmtp({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  useFeedbackToast(actionData);
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const smtpError = actionData?.smtpError ?? null;

  return (
    <>
      <AdminPageHeader title={t("admin.smtp.title")} intro={t("admin.smtp.intro")} />
      <p role="status" className="mb-6 text-sm text-slate-700">
        {loaderData.configured && loaderData.updatedAt
          ? t("admin.smtp.lastSaved", { time: formatDateTime(loaderData.updatedAt, lang) })
          : t("admin.smtp.notConfiguredYet")}
      </p>
      <Form method="post" noValidate>
        <FieldKitProvider value={{ formId: "smtp", errors, values }}>
          <Panel>
            <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.smtp.serverHeading")}</h2>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              <TextField name="host" label={t("admin.smtp.host")} hint={t("admin.smtp.hostHint")} maxLength={253} />
              <TextField
                name="port"
                type="number"
                inputMode="numeric"
                min={1}
                max={65535}
                label={t("admin.smtp.port")}
                hint={t("admin.smtp.portHint")}
              />
              <SelectField
                name="security"
                label={t("admin.smtp.security")}
                placeholder={t("admin.common.choose")}
                options={SMTP_SECURITY.map((s) => ({ value: s, label: t(`admin.smtp.securityOptions.${s}`) }))}
              />
              <TextField name="username" optional autoComplete="off" label={t("admin.smtp.username")} maxLength={254} />
              <div className="sm:col-span-2">
                {/* Write-only: the stored password never reaches the page; empty keeps it. */}
                <PasswordField
                  name="password"
                  optional
                  autoComplete="new-password"
                  label={t("admin.smtp.password")}
                  hint={loaderData.hasPassword ? t("admin.smtp.passwordKept") : t("admin.smtp.passwordNone")}
                />
              </div>
            </div>
          </Panel>
          <Panel className="mt-6">
            <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.smtp.senderHeading")}</h2>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              <TextField
                name="fromAddress"
                type="email"
                label={t("admin.smtp.fromAddress")}
                hint={t("admin.smtp.fromAddressHint")}
              />
              <TextField name="fromName" label={t("admin.smtp.fromName")} maxLength={100} />
            </div>
          </Panel>
          <div className="mt-6">
            {/* First in the form, so Enter in a field saves rather than sends a test. */}
            <button
              type="submit"
              name="intent"
              value="save"
              disabled={submitting === "save"}
              className={buttonClass("primary", "lg", "w-full sm:w-auto")}
            >
              {submitting === "save" && <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />}
              {submitting === "save" ? t("admin.common.saving") : t("admin.smtp.save")}
            </button>
          </div>

          <Panel className="mt-8">
            <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.smtp.testHeading")}</h2>
            <p className="mt-1 text-sm text-slate-700">{t("admin.smtp.testHint")}</p>
            <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end">
              <TextField name="testTo" type="email" label={t("admin.smtp.testTo")} className="sm:flex-1" />
              <button
                type="submit"
                name="intent"
                value="test"
                disabled={submitting === "test"}
                className={buttonClass("secondary", "lg", "sm:mb-0.5")}
              >
                {submitting === "test" ? (
                  <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
                ) : (
                  <Send aria-hidden="true" className="h-5 w-5" />
                )}
                {submitting === "test" ? t("admin.common.sending") : t("admin.smtp.sendTest")}
              </button>
            </div>
            <div role="status" className="mt-4">
              {actionData?.tested && navigation.state === "idle" && (
                <p className="flex gap-2 font-medium text-pine-800">
                  <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
                  {actionData.message}
                </p>
              )}
              {smtpError && (
                <div className="rounded-xl border-2 border-coral-600 p-4">
                  <p className="flex gap-2 font-semibold text-coral-700">
                    <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
                    {t("admin.smtp.testFailed")}
                  </p>
                  <p className="mt-2 font-mono text-sm break-words text-ink">{smtpError}</p>
                </div>
              )}
            </div>
          </Panel>
        </FieldKitProvider>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
