import type { TFunction } from "i18next";
import { ArrowLeft, CircleAlert, Eye, LoaderCircle } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { getEmailTemplate, resetEmailTemplate, saveEmailTemplate } from "../../../modules/messaging/email-templates.ts";
import { TEMPLATE_LIMITS } from "../../../modules/messaging/liquid-sandbox.ts";
import type { RenderedEmail } from "../../../modules/messaging/render-email.ts";
import { previewEmail } from "../../../modules/messaging/template-editing.ts";
import {
  isTemplateKey,
  isTemplateLang,
  type TemplatePart,
  type TemplateSource,
} from "../../../modules/messaging/template-keys.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { ConfirmAction } from "../../components/admin/confirm-action.tsx";
import { formatDateTime } from "../../components/admin/format.ts";
import { AdminPageHeader, Panel } from "../../components/admin/page-header.tsx";
import { templateNameKey, templatePurposeKey } from "../../components/admin/template-names.ts";
import { useFeedbackToast } from "../../components/admin/use-feedback-toast.ts";
import { FieldKitProvider, TextAreaField, TextField } from "../../components/forms/fields.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import { notFound } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/template";
import { adminRequest, answer, formText } from "./access.server.ts";

function templateName(key: string, t: TFunction): string {
  const nameKey = templateNameKey(key);
  return nameKey ? t(nameKey) : key;
}

const PARTS = ["subject", "html", "text"] as const satisfies readonly TemplatePart[];

/**
 * The template named in the URL; an unknown name, or a language the email does not have
 * (German is for guest emails only), is a page that does not exist.
 */
function templateOf(params: { key?: string; lang?: string }) {
  const { key, lang } = params;
  if (!isTemplateKey(key) || !isTemplateLang(key, lang)) notFound();
  return { key, lang };
}

function sourceOf(form: FormData): TemplateSource {
  return { subject: formText(form, "subject"), html: formText(form, "html"), text: formText(form, "text") };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, t } = await adminRequest(request, context);
  const { key, lang } = templateOf(params);
  const template = await getEmailTemplate(db, key, lang);
  const preview = await previewEmail(key, lang, template.source);
  return {
    title: `${templateName(key, t)} (${lang.toUpperCase()}) · ${t("admin.templates.title")}`,
    template,
    preview: preview.ok ? preview.email : null,
  };
}

type TemplateActionData = {
  ok: boolean;
  message: string;
  intent: string;
  values?: TemplateSource;
  errors?: Partial<Record<TemplatePart, string>>;
  preview?: RenderedEmail | null;
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, t, user, lang: adminLang } = await adminRequest(request, context);
  const { key, lang } = templateOf(params);
  // The three parts of a template at their longest.
  const maxBytes = formLimit(TEMPLATE_LIMITS.subject + TEMPLATE_LIMITS.html + TEMPLATE_LIMITS.text);
  const form = await readForm(request, { maxBytes, lang: adminLang });
  const intent = formText(form, "intent");

  if (intent === "reset") {
    await resetEmailTemplate(db, key, lang, user.id);
    return answer<TemplateActionData>({ ok: true, message: t("admin.templates.resetDone"), intent });
  }

  const source = sourceOf(form);
  if (intent === "preview") {
    const preview = await previewEmail(key, lang, source);
    if (!preview.ok) {
      return answer<TemplateActionData>(
        {
          ok: false,
          message: t("admin.templates.hasErrors"),
          intent,
          values: source,
          errors: { [preview.part]: preview.error },
        },
        422,
      );
    }
    return answer<TemplateActionData>({
      ok: true,
      message: t("admin.templates.previewUpdated"),
      intent,
      values: source,
      preview: preview.email,
    });
  }

  if (intent !== "save") {
    return answer<TemplateActionData>({ ok: false, message: t("admin.errorPage.invalidBody"), intent }, 400);
  }
  const saved = await saveEmailTemplate(db, { key, lang, ...source }, user.id);
  if (!saved.ok) {
    return answer<TemplateActionData>(
      { ok: false, message: t("admin.templates.hasErrors"), intent, values: source, errors: saved.errors },
      422,
    );
  }
  const preview = await previewEmail(key, lang, source);
  return answer<TemplateActionData>({
    ok: true,
    message: t("admin.templates.saved"),
    intent,
    values: source,
    preview: preview.ok ? preview.email : null,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export default function AdminTemplate({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { template } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  useFeedbackToast(actionData);
  // After a reset the stored default is what the loader shows again.
  const values: TemplateSource = (actionData?.intent !== "reset" && actionData?.values) || template.source;
  const errors = actionData?.errors ?? {};
  const preview = actionData?.preview !== undefined ? actionData.preview : loaderData.preview;
  const name = templateName(template.key, t);
  const purposeKey = templatePurposeKey(template.key);
  const errorTexts = Object.fromEntries(
    PARTS.filter((p) => errors[p]).map((p) => [p, t("admin.templates.engineError", { error: errors[p] })]),
  );

  return (
    <>
      <Link
        to="/admin/settings/templates"
        className="mb-4 inline-flex items-center gap-1 font-semibold text-pine-700 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t("admin.templates.back")}
      </Link>
      <AdminPageHeader
        title={t("admin.templates.editTitle", { name, language: t(`admin.languages.${template.lang}`) })}
        intro={purposeKey ? t(purposeKey) : undefined}
        actions={
          template.overridden && (
            <ConfirmAction
              danger
              label={t("admin.templates.reset")}
              title={t("admin.templates.resetTitle")}
              description={t("admin.templates.resetBody")}
              confirmLabel={t("admin.templates.resetConfirm")}
              fields={{ intent: "reset" }}
            />
          )
        }
      />
      <p role="status" className="mb-6 text-sm text-slate-700">
        {template.overridden && template.updatedAt
          ? t("admin.templates.adjustedAt", { time: formatDateTime(template.updatedAt, lang) })
          : t("admin.templates.usingDefault")}
      </p>

      <div className="grid gap-6 xl:grid-cols-2">
        <Form
          method="post"
          noValidate
          key={`${template.overridden}-${template.updatedAt ? String(template.updatedAt) : ""}-${actionData?.intent ?? ""}`}
        >
          <Panel>
            <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.templates.editHeading")}</h2>
            <p className="mt-1 text-sm text-slate-700">
              {t("admin.templates.placeholders")}{" "}
              {template.placeholders.map((p) => (
                <code key={p} className="mr-1 rounded bg-sand-100 px-1.5 py-0.5 font-mono text-[13px] text-ink">
                  {`{{ ${p} }}`}
                </code>
              ))}
            </p>
            <div className="mt-4 space-y-5">
              <FieldKitProvider value={{ formId: "template", errors: errorTexts, values }}>
                <TextField name="subject" label={t("admin.templates.subject")} />
                <TextAreaField
                  name="html"
                  rows={16}
                  label={t("admin.templates.html")}
                  hint={t("admin.templates.htmlHint", {
                    snippet: `{{ url | button: "${t("admin.templates.buttonText")}" }}`,
                  })}
                />
                <TextAreaField
                  name="text"
                  rows={10}
                  label={t("admin.templates.text")}
                  hint={t("admin.templates.textHint")}
                />
              </FieldKitProvider>
            </div>
            {actionData && !actionData.ok && actionData.intent !== "reset" && (
              <p role="alert" className="mt-4 flex gap-2 font-medium text-coral-700">
                <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
                {actionData.message}
              </p>
            )}
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <button
                type="submit"
                name="intent"
                value="save"
                disabled={busy === "save"}
                className={buttonClass("primary", "lg")}
              >
                {busy === "save" && <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />}
                {busy === "save" ? t("admin.common.saving") : t("admin.templates.save")}
              </button>
              <button
                type="submit"
                name="intent"
                value="preview"
                disabled={busy === "preview"}
                className={buttonClass("ghost", "lg")}
              >
                {busy === "preview" ? (
                  <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
                ) : (
                  <Eye aria-hidden="true" className="h-5 w-5" />
                )}
                {t("admin.templates.preview")}
              </button>
            </div>
          </Panel>
        </Form>

        <section aria-labelledby="template-preview-heading">
          <h2 id="template-preview-heading" className="mb-1 font-display text-xl font-semibold text-pine-950">
            {t("admin.templates.previewHeading")}
          </h2>
          <p className="mb-3 text-sm text-slate-700">{t("admin.templates.previewHint")}</p>
          {preview ? (
            <>
              <p className="mb-3 rounded-xl bg-white px-4 py-3 text-sm ring-1 ring-sand-200">
                <span className="font-semibold">{t("admin.templates.subject")}:</span> {preview.subject}
              </p>
              <iframe
                title={t("admin.templates.previewFrame", { name })}
                sandbox=""
                srcDoc={preview.html}
                className="h-[40rem] w-full rounded-2xl border border-sand-200 bg-white"
              />
              <details className="mt-4 rounded-2xl border border-sand-200 bg-white p-5">
                <summary className="cursor-pointer font-semibold text-pine-950">
                  {t("admin.templates.textPreview")}
                </summary>
                <pre className="mt-4 overflow-x-auto font-mono text-sm whitespace-pre-wrap text-ink">
                  {preview.text}
                </pre>
              </details>
            </>
          ) : (
            <p className="rounded-2xl border-2 border-coral-600 bg-white p-5 font-medium text-coral-700">
              {t("admin.templates.previewBroken")}
            </p>
          )}
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
