import { Eye, RotateCcw, Send, Trash2 } from "lucide-react";
import { Fragment, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { TemplateProblems } from "../../../modules/guest-messages/message-templates-store.ts";
import { TEMPLATE_LIMITS } from "../../../modules/guest-messages/template-limits.ts";
import type { SiteLang } from "../../../modules/i18n/site-languages.ts";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { MESSAGE_PATHS } from "../../components/dashboard/messages/message-paths.ts";
import { type InsertTarget, PlaceholderList } from "../../components/dashboard/messages/placeholder-list.tsx";
import type { TemplateActionResult, TemplatesPageData } from "../../components/dashboard/messages/template-result.ts";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { FieldKitProvider, fieldId, TextAreaField, TextField } from "../../components/forms/fields.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/email-templates";
import { loadTemplatesPage, saveTemplatesPage } from "./messages/email-templates.server.ts";

export const loader = (args: Route.LoaderArgs) => loadTemplatesPage(args);
export const action = (args: Route.ActionArgs) => saveTemplatesPage(args);

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(matches, (t) => t("dashboard.messages.templates.title"));

const T = "dashboard.messages.templates";
const DONE_TEXT = { saved: `${T}.saved`, added: `${T}.added`, removed: `${T}.remove.removed` } as const;
type Translate = ReturnType<typeof useI18n>["t"];

/** Field → its problem in the owner's language. */
function problemMessages(t: Translate, problems: TemplateProblems | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems ?? {})) {
    const part = field.split(".")[0];
    const max =
      part === "subject" ? TEMPLATE_LIMITS.subject : part === "body" ? TEMPLATE_LIMITS.body : TEMPLATE_LIMITS.name;
    out[field] =
      problem.key === "unknown"
        ? t(`${T}.errors.unknown`, { names: problem.names.map((n) => `{{ ${n} }}`).join(", ") })
        : problem.key === "syntax"
          ? t(`${T}.errors.syntax`, { detail: problem.detail })
          : t(`${T}.errors.required`, { max });
  }
  return out;
}

/**
 * The owner's message templates (issue 19 §2): the words of one template per site language,
 * with placeholders inserted from a list, checked on save, previewed with a sample stay, sent
 * as a test to the owner, and restored to the default. Plain forms throughout, so it all
 * works before the page's script has loaded; the script only inserts placeholders.
 */
export default function EmailTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const page = loaderData as TemplatesPageData;
  const answer = actionData as TemplateActionResult | undefined;
  const selected = page.selected;
  const refused = answer && !answer.ok ? answer : undefined;
  const doneText = page.done
    ? page.done === "restored"
      ? t(`${T}.restored`, { language: t(`${T}.languages.${page.doneLang ?? "nl"}`) })
      : t(DONE_TEXT[page.done])
    : null;
  return (
    <>
      <PageHeader
        title={t(`${T}.title`)}
        intro={t(`${T}.intro`)}
        back={{ to: "/dashboard/settings", label: t("dashboard.settings.title") }}
      />
      {doneText && (
        <p
          role="status"
          className="mb-6 rounded-xl bg-pine-50 px-4 py-3 font-medium text-pine-900 ring-1 ring-pine-200"
        >
          {doneText}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="templates-list-heading" className="min-w-0">
          <Card>
            <h2 id="templates-list-heading" className="font-display text-lg font-semibold text-pine-950">
              {t(`${T}.title`)}
            </h2>
            <ul className="mt-3 space-y-1">
              {page.templates.map((template) => (
                <li key={template.id}>
                  <Link
                    to={`${MESSAGE_PATHS.templates}?template=${template.id}`}
                    aria-current={template.id === selected?.id ? "page" : undefined}
                    className="block rounded-lg px-3 py-2 hover:bg-pine-50 aria-[current=page]:bg-pine-100 aria-[current=page]:font-semibold"
                  >
                    <span className="block text-pine-950">{template.name}</span>
                    <span className="block text-sm text-slate-600">
                      {template.rules > 0 ? t(`${T}.usedBy`, { count: template.rules }) : t(`${T}.unused`)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={MESSAGE_PATHS.rules} className="mt-4 inline-block font-semibold text-pine-800 underline">
              {t(`${T}.rulesLink`)}
            </Link>
            <NewTemplateForm refused={refused?.intent === "create" ? refused : undefined} />
          </Card>
        </nav>
        {selected && (
          <TemplateForm key={`${selected.id}-${page.version}`} page={page} selected={selected} answer={answer} />
        )}
      </div>
    </>
  );
}

function NewTemplateForm({ refused }: { refused: Extract<TemplateActionResult, { ok: false }> | undefined }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const errors = refused ? { newName: t(`${T}.errors.required`, { max: TEMPLATE_LIMITS.name }) } : {};
  return (
    <Form
      method="post"
      action={MESSAGE_PATHS.templates}
      noValidate
      className="mt-6 space-y-3 border-t border-slate-200 pt-5"
      aria-labelledby="new-template-heading"
    >
      <h3 id="new-template-heading" className="font-semibold text-pine-950">
        {t(`${T}.addHeading`)}
      </h3>
      <input type="hidden" name="intent" value="create" />
      <FieldKitProvider value={{ formId: "template-new", errors, values: refused?.values ?? {} }}>
        <TextField name="name" label={t(`${T}.newName`)} maxLength={TEMPLATE_LIMITS.name} autoComplete="off" />
      </FieldKitProvider>
      <SubmitButton
        pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "create"}
        label={t(`${T}.add`)}
        pendingLabel={t(`${T}.adding`)}
        tone="secondary"
        size="md"
      />
    </Form>
  );
}

function TemplateForm({
  page,
  selected,
  answer,
}: {
  page: TemplatesPageData;
  selected: NonNullable<TemplatesPageData["selected"]>;
  answer: TemplateActionResult | undefined;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const target: InsertTarget = useRef(null);
  const formId = "template";
  const refused = answer && !answer.ok && answer.intent !== "create" ? answer : undefined;
  const errors = problemMessages(t, refused?.problems);
  const items = Object.entries(errors).map(([name, message]) => ({ fieldId: fieldId(formId, name), message }));
  const values = answer?.values ?? {};
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const languageName = (lang: SiteLang) => t(`${T}.languages.${lang}`);
  return (
    <section aria-labelledby="template-heading" className="min-w-0">
      <Card>
        <h2 id="template-heading" className="font-display text-2xl font-semibold text-pine-950">
          {selected.name}
        </h2>
        <Form
          method="post"
          action={`${MESSAGE_PATHS.templates}?template=${selected.id}`}
          noValidate
          aria-labelledby="template-heading"
          className="mt-5 space-y-6"
          onFocus={(event) => {
            const field = event.target;
            if (
              (field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) &&
              /^(subject|body)\./.test(field.name)
            ) {
              target.current = field;
            }
          }}
        >
          <input type="hidden" name="templateId" value={selected.id} />
          {/* The form's default button, so Enter in a field saves rather than previews the first language. */}
          <button type="submit" name="intent" value="save" hidden />
          {refused?.problem === "in-use" && (
            <p
              role="alert"
              className="rounded-xl bg-coral-50 px-4 py-3 font-medium text-coral-800 ring-1 ring-coral-200"
            >
              {t(`${T}.remove.inUse`)}
            </p>
          )}
          {items.length > 0 && (
            <ErrorSummary id={`${formId}-errors`} title={t(`${T}.formErrors`)} items={items} focusOnLoad />
          )}
          <FieldKitProvider value={{ formId, errors, values }}>
            <TextField
              name="name"
              label={t(`${T}.name`)}
              maxLength={TEMPLATE_LIMITS.name}
              autoComplete="off"
              defaultValue={selected.name}
            />
            <PlaceholderList placeholders={page.placeholders} target={target} />
            {page.languages.map((lang) => {
              const text = selected.texts[lang];
              const preview = answer?.ok && answer.lang === lang ? answer : undefined;
              return (
                <Fragment key={lang}>
                  <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4" data-lang={lang}>
                    <legend className="px-1 font-display text-lg font-semibold text-pine-950">
                      {languageName(lang)}
                    </legend>
                    <TextField
                      name={`subject.${lang}`}
                      label={t(`${T}.subject`)}
                      maxLength={TEMPLATE_LIMITS.subject}
                      autoComplete="off"
                      defaultValue={text?.subject ?? ""}
                    />
                    <TextAreaField
                      name={`body.${lang}`}
                      label={t(`${T}.body`)}
                      hint={t(`${T}.bodyHint`)}
                      rows={14}
                      maxLength={TEMPLATE_LIMITS.body}
                      defaultValue={text?.body ?? ""}
                    />
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="submit"
                        name="intent"
                        value={`preview:${lang}`}
                        className={buttonClass("ghost", "md")}
                        disabled={busy(`preview:${lang}`)}
                      >
                        <Eye aria-hidden="true" className="h-4 w-4" />
                        {t(`${T}.preview`)} ({languageName(lang)})
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value={`test:${lang}`}
                        className={buttonClass("ghost", "md")}
                        disabled={busy(`test:${lang}`)}
                      >
                        <Send aria-hidden="true" className="h-4 w-4" />
                        {t(`${T}.sendTest`)} ({languageName(lang)})
                      </button>
                      {selected.key && (
                        <button
                          type="submit"
                          name="intent"
                          value={`restore:${lang}`}
                          className={buttonClass("ghost", "md")}
                        >
                          <RotateCcw aria-hidden="true" className="h-4 w-4" />
                          {t(`${T}.restore`)} ({languageName(lang)})
                        </button>
                      )}
                    </div>
                  </fieldset>
                  {preview && <PreviewPanel lang={lang} preview={preview} />}
                </Fragment>
              );
            })}
          </FieldKitProvider>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
            <button
              type="submit"
              name="intent"
              value="save"
              disabled={busy("save")}
              className={buttonClass("primary", "md")}
            >
              {busy("save") ? t(`${T}.saving`) : t(`${T}.save`)}
            </button>
            <button type="submit" name="intent" value="delete" className={buttonClass("ghost", "md")}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t(`${T}.remove.button`)}
            </button>
          </div>
        </Form>
      </Card>
    </section>
  );
}

function PreviewPanel({ lang, preview }: { lang: SiteLang; preview: Extract<TemplateActionResult, { ok: true }> }) {
  const { t } = useI18n();
  const language = t(`${T}.languages.${lang}`);
  const headingId = `preview-${lang}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-sand-100 p-4 ring-1 ring-slate-200"
      data-testid={`preview-${lang}`}
    >
      {preview.intent === "test" && preview.to && (
        <p
          role="status"
          className="mb-3 rounded-lg bg-pine-50 px-3 py-2 font-medium text-pine-900 ring-1 ring-pine-200"
        >
          {t(`${T}.testSent`, { language, email: preview.to })}
        </p>
      )}
      <h3 id={headingId} className="font-semibold text-pine-950">
        {t(`${T}.previewHeading`, { language })}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t(`${T}.previewIntro`)}</p>
      {preview.preview.samples.length > 0 && (
        <p className="mt-1 text-sm text-slate-700">
          {t(`${T}.previewSamples`, { names: preview.preview.samples.map((n) => `{{ ${n} }}`).join(", ") })}
        </p>
      )}
      <p className="mt-3 text-sm text-slate-600">{t(`${T}.previewSubject`)}</p>
      <p className="font-semibold text-ink" data-testid={`preview-${lang}-subject`}>
        {preview.preview.subject}
      </p>
      <iframe
        title={t(`${T}.previewHeading`, { language })}
        sandbox=""
        srcDoc={`<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;font-size:15px;line-height:1.55;color:#1f2a2a;margin:16px}a{color:#1d5c4d}</style></head><body>${preview.preview.html}</body></html>`}
        className="mt-3 h-96 w-full rounded-lg bg-white ring-1 ring-slate-200"
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
