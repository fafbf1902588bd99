import { Pencil, Power, PowerOff, Trash2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { RuleView } from "../../../modules/guest-messages/message-rules-store.ts";
import { Badge } from "../../components/dashboard/badge.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { MESSAGE_PATHS } from "../../components/dashboard/messages/message-paths.ts";
import { RuleFields, ruleFormValues } from "../../components/dashboard/messages/rule-fields.tsx";
import type { RuleActionResult, RulesPageData } from "../../components/dashboard/messages/rule-result.ts";
import { ruleSummary, ruleWhen } from "../../components/dashboard/messages/rule-text.ts";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { FieldKitProvider, fieldId } from "../../components/forms/fields.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/scheduled-emails";
import { loadRulesPage, saveRulesPage } from "./messages/scheduled-emails.server.ts";

export const loader = (args: Route.LoaderArgs) => loadRulesPage(args);
export const action = (args: Route.ActionArgs) => saveRulesPage(args);

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(matches, (t) => t("dashboard.messages.rules.title"));

const R = "dashboard.messages.rules";
const DONE_TEXT = {
  saved: `${R}.saved`,
  added: `${R}.added`,
  removed: `${R}.remove.removed`,
  on: `${R}.switchedOn`,
  off: `${R}.switchedOff`,
} as const;

/**
 * The owner's message rules (issue 19 §1): each in words with its message and conditions,
 * switched on or off, changed (?edit=) or deleted; a form below adds one. Plain forms, so
 * everything works before the page's script has loaded; a change re-plans what is waiting.
 */
export default function ScheduledEmails({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const page = loaderData as RulesPageData;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <PageHeader
        title={t(`${R}.title`)}
        intro={t(`${R}.intro`, { zone: page.timeZone })}
        back={{ to: "/dashboard/settings", label: t("dashboard.settings.title") }}
      />
      {page.done && (
        <p
          role="status"
          className="mb-6 rounded-xl bg-pine-50 px-4 py-3 font-medium text-pine-900 ring-1 ring-pine-200"
        >
          {t(DONE_TEXT[page.done])}
        </p>
      )}
      <div className="grid max-w-4xl gap-6">
        <section aria-labelledby="rules-heading">
          <Card>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="rules-heading" className="font-display text-xl font-semibold text-pine-950">
                {t(`${R}.listHeading`)}
              </h2>
              <Link to={MESSAGE_PATHS.templates} className="font-semibold text-pine-800 underline hover:text-pine-950">
                {t(`${R}.templatesLink`)}
              </Link>
            </div>
            {page.rules.length === 0 ? (
              <p className="mt-3 text-slate-700">{t(`${R}.empty`)}</p>
            ) : (
              <ul className="divide-y divide-slate-200" data-testid="rules">
                {page.rules.map((rule) => (
                  <li key={rule.id}>
                    <RuleItem rule={rule} page={page} refused={refused?.ruleId === rule.id ? refused : undefined} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </section>
        <section aria-labelledby="add-rule-heading">
          <Card>
            <h2 id="add-rule-heading" className="mb-5 font-display text-xl font-semibold text-pine-950">
              {t(`${R}.addHeading`)}
            </h2>
            <RuleForm
              formId="rule-new"
              page={page}
              refused={refused && refused.ruleId === null ? refused : undefined}
            />
          </Card>
        </section>
      </div>
    </>
  );
}

function RuleItem({
  rule,
  page,
  refused,
}: {
  rule: RuleView;
  page: RulesPageData;
  refused: Extract<RuleActionResult, { ok: false }> | undefined;
}) {
  const { t } = useI18n();
  const headingId = `rule-${rule.id}`;
  const editing = page.editing === rule.id || refused !== undefined;
  return (
    <article aria-labelledby={headingId} className="py-5" data-rule={rule.key ?? rule.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-pine-950">
            {ruleWhen(t, rule)}
          </h3>
          <p className="mt-0.5 text-slate-800">{t(`${R}.template`, { name: rule.templateName })}</p>
        </div>
        <Badge tone={rule.enabled ? "green" : "slate"} className="mt-1">
          {rule.enabled ? t(`${R}.on`) : t(`${R}.off`)}
        </Badge>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        {ruleSummary(t, rule, page.units).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {editing ? (
        <div className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <h4 className="mb-4 font-semibold text-pine-950">{t(`${R}.editHeading`)}</h4>
          <RuleForm formId={`rule-${rule.id}-form`} page={page} rule={rule} refused={refused} />
          <Form method="post" action={MESSAGE_PATHS.rules} className="mt-4 border-t border-slate-200 pt-4">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="ruleId" value={rule.id} />
            <p className="mb-2 text-sm text-slate-600">{t(`${R}.remove.body`)}</p>
            <button type="submit" className={buttonClass("ghost", "md")}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t(`${R}.remove.button`)}
            </button>
          </Form>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Link
            to={`${MESSAGE_PATHS.rules}?edit=${rule.id}`}
            className={buttonClass("ghost", "md")}
            aria-describedby={headingId}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t(`${R}.edit`)}
          </Link>
          <Form method="post" action={MESSAGE_PATHS.rules}>
            <input type="hidden" name="intent" value="enabled" />
            <input type="hidden" name="ruleId" value={rule.id} />
            <input type="hidden" name="enabled" value={rule.enabled ? "false" : "true"} />
            <button type="submit" className={buttonClass("ghost", "md")} aria-describedby={headingId}>
              {rule.enabled ? (
                <PowerOff aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Power aria-hidden="true" className="h-4 w-4" />
              )}
              {rule.enabled ? t(`${R}.switchOff`) : t(`${R}.switchOn`)}
            </button>
          </Form>
        </div>
      )}
    </article>
  );
}

/** A new rule's form, or one rule's; a refusal keeps everything typed and says beside each field what to fix. */
function RuleForm({
  formId,
  page,
  rule,
  refused,
}: {
  formId: string;
  page: RulesPageData;
  rule?: RuleView;
  refused: Extract<RuleActionResult, { ok: false }> | undefined;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const intent = rule ? "update" : "create";
  const errors = Object.fromEntries(
    Object.entries(refused?.errors ?? {}).map(([field, error]) => [
      field,
      t(`${R}.errors.${error.key}`, error.params ?? {}),
    ]),
  );
  const items = Object.entries(errors).map(([name, message]) => ({ fieldId: fieldId(formId, name), message }));
  const lists = refused?.lists ?? {
    unitIds: rule?.conditions.unitIds ?? [],
    channels: rule?.conditions.channels ?? [],
    languages: rule?.conditions.languages ?? [],
  };
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (navigation.formData?.get("ruleId") ?? null) === (rule?.id ?? null);
  return (
    <Form
      method="post"
      action={MESSAGE_PATHS.rules}
      noValidate
      aria-label={t(rule ? `${R}.editHeading` : `${R}.addHeading`)}
      className="space-y-5"
    >
      <input type="hidden" name="intent" value={intent} />
      {rule && <input type="hidden" name="ruleId" value={rule.id} />}
      {items.length > 0 && (
        <ErrorSummary id={`${formId}-errors`} title={t(`${R}.formErrors`)} items={items} focusOnLoad />
      )}
      <FieldKitProvider value={{ formId, errors, values: refused?.values ?? {} }}>
        <RuleFields
          values={ruleFormValues(rule)}
          lists={lists}
          templates={page.templates}
          units={page.units}
          languages={page.languages}
          timeZone={page.timeZone}
        />
      </FieldKitProvider>
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          pending={pending}
          label={t(rule ? `${R}.save` : `${R}.add`)}
          pendingLabel={t(rule ? `${R}.saving` : `${R}.adding`)}
          tone={rule ? "secondary" : "primary"}
          size="md"
        />
        {rule && (
          <Link to={MESSAGE_PATHS.rules} className={buttonClass("ghost", "md")}>
            {t(`${R}.cancel`)}
          </Link>
        )}
      </div>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
