import { ExternalLink } from "lucide-react";
import { LANGUAGES, type Lang } from "../../../modules/i18n/languages.ts";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { formatMoney } from "../../../modules/plans/format-plan.ts";
import { getPlan, type Plan } from "../../../modules/plans/get-plan.ts";
import { PLAN_LIMITS, type PlanFieldErrors } from "../../../modules/plans/plan-limits.ts";
import { updatePlan } from "../../../modules/plans/update-plan.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { fieldErrorTexts } from "../../components/admin/field-error-text.ts";
import { AdminPageHeader, Panel } from "../../components/admin/page-header.tsx";
import { SettingsForm } from "../../components/admin/settings-form.tsx";
import { CheckboxField, fieldId, TextField, useFieldKit } from "../../components/forms/fields.tsx";
import { translator } from "../../i18n/i18n.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import { notFound } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/plan";
import { adminRequest, answer, formText } from "./access.server.ts";
import { centsToEuros, eurosToCents } from "./euro-input.ts";

/** The form's fields; the two fees are typed in euros, the rest as stored. */
const FIELDS = [
  "setupFee",
  "monthlyFee",
  "moneyBackDays",
  "liveWithinDays",
  "freeFirstMonth",
  "promotion.nl",
  "promotion.en",
  "promotion.pl",
];

function formValues(plan: Plan, lang: Lang): Record<string, string> {
  return {
    setupFee: centsToEuros(plan.setupFeeCents, lang),
    monthlyFee: centsToEuros(plan.monthlyFeeCents, lang),
    moneyBackDays: String(plan.moneyBackDays),
    liveWithinDays: String(plan.liveWithinDays),
    freeFirstMonth: plan.freeFirstMonth ? "on" : "",
    "promotion.nl": plan.promotion?.nl ?? "",
    "promotion.en": plan.promotion?.en ?? "",
    "promotion.pl": plan.promotion?.pl ?? "",
  };
}

/** The plan's errors beside the form's fields, fees explained in euros rather than cents. */
function planErrorTexts(errors: PlanFieldErrors, lang: Lang): Record<string, string> {
  const t = translator(lang);
  const texts: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    const fee = field === "setupFeeCents" ? "setupFee" : field === "monthlyFeeCents" ? "monthlyFee" : null;
    if (!fee) {
      Object.assign(texts, fieldErrorTexts({ [field]: error }, t));
      continue;
    }
    texts[fee] =
      error.key === "admin.errors.number"
        ? t("admin.errors.money")
        : error.key === "admin.errors.range"
          ? t("admin.errors.moneyRange", {
              min: formatMoney(PLAN_LIMITS.feeCents.min, "EUR", lang),
              max: formatMoney(PLAN_LIMITS.feeCents.max, "EUR", lang),
            })
          : t("admin.errors.required");
  }
  return texts;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, lang } = await adminRequest(request, context);
  const plan = await getPlan(db);
  return { title: t("admin.plan.title"), plan, values: formValues(plan, lang) };
}

type PlanActionData = { ok: boolean; message: string; errors: Record<string, string>; values: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, t, lang, user, clearPageCache } = await adminRequest(request, context);
  // Three promotion texts and four numbers.
  const form = await readForm(request, { maxBytes: formLimit(3 * PLAN_LIMITS.promotion + 100), lang });
  const values = Object.fromEntries(FIELDS.map((f) => [f, formText(form, f)]));
  const result = await updatePlan(db, {
    actorId: user.id,
    input: {
      setupFeeCents: eurosToCents(values.setupFee ?? ""),
      monthlyFeeCents: eurosToCents(values.monthlyFee ?? ""),
      moneyBackDays: values.moneyBackDays ?? "",
      liveWithinDays: values.liveWithinDays ?? "",
      freeFirstMonth: values.freeFirstMonth === "on",
      promotion: {
        nl: values["promotion.nl"] ?? "",
        en: values["promotion.en"] ?? "",
        pl: values["promotion.pl"] ?? "",
      },
    },
    // The marketing pages are cached in memory: clear them so they show the new figures now.
    onPlanChanged: clearPageCache,
  });
  if (!result.ok) {
    if (result.reason === "not-found") notFound();
    return answer<PlanActionData>(
      { ok: false, message: t("admin.common.checkFields"), errors: planErrorTexts(result.errors, lang), values },
      422,
    );
  }
  return answer<PlanActionData>({
    ok: true,
    message: t("admin.plan.saved"),
    errors: {},
    values: formValues(result.plan, lang),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export default function AdminPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { plan } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("admin.plan.title")} intro={t("admin.plan.intro")} />
      <Panel className="mb-6">
        <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.plan.currentHeading")}</h2>
        <p className="mt-2 text-ink">
          {t("admin.plan.current", {
            setupFee: formatMoney(plan.setupFeeCents, plan.currency, lang),
            monthlyFee: formatMoney(plan.monthlyFeeCents, plan.currency, lang),
            moneyBackDays: plan.moneyBackDays,
            liveWithinDays: plan.liveWithinDays,
          })}
        </p>
        {plan.freeFirstMonth && <p className="mt-2 text-ink">{t("admin.billing.plan.currentFreeMonth")}</p>}
        <p className="mt-3 text-sm text-slate-700">{t("admin.plan.seePages")}</p>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {LANGUAGES.map((l) => (
            <li key={l}>
              <a
                href={pagePath("pricing", l)}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-semibold text-pine-700 underline underline-offset-2"
              >
                {t(`admin.languages.${l}`)}
                <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                <span className="sr-only">{t("admin.common.opensNewTab")}</span>
              </a>
            </li>
          ))}
        </ul>
      </Panel>

      <SettingsForm formId="plan" answer={actionData} saved={loaderData.values} saveLabel={t("admin.plan.save")}>
        <Panel>
          <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.plan.pricesHeading")}</h2>
          <p className="mt-1 text-sm text-slate-700">{t("admin.billing.plan.newSubscriptionsOnly")}</p>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <TextField name="setupFee" label={t("admin.plan.setupFeeEuro")} hint={t("admin.plan.euroHint")} />
            <TextField name="monthlyFee" label={t("admin.plan.monthlyFeeEuro")} hint={t("admin.plan.euroHint")} />
            {(["moneyBackDays", "liveWithinDays"] as const).map((name) => (
              <TextField
                key={name}
                name={name}
                type="number"
                inputMode="numeric"
                min={PLAN_LIMITS[name].min}
                max={PLAN_LIMITS[name].max}
                label={t(`admin.plan.${name}`)}
                hint={t("admin.plan.daysHint", PLAN_LIMITS[name])}
              />
            ))}
            <FreeFirstMonthField />
          </div>
        </Panel>
        <Panel className="mt-6">
          <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.plan.promotionHeading")}</h2>
          <p className="mt-1 text-sm text-slate-700">{t("admin.plan.promotionHint")}</p>
          <div className="mt-4 space-y-5">
            {LANGUAGES.map((l) => (
              <TextField
                key={l}
                name={`promotion.${l}`}
                optional
                maxLength={PLAN_LIMITS.promotion}
                label={t("admin.plan.promotionIn", { language: t(`admin.languages.${l}`) })}
              />
            ))}
          </div>
        </Panel>
      </SettingsForm>
    </>
  );
}

/** The free first month, with its problem (it needs a setup fee) beside it. */
function FreeFirstMonthField() {
  const { t } = useI18n();
  const kit = useFieldKit();
  const error = kit.errors.freeFirstMonth;
  return (
    <div className="sm:col-span-2">
      <CheckboxField
        name="freeFirstMonth"
        label={t("admin.billing.plan.freeFirstMonth")}
        defaultChecked={kit.values.freeFirstMonth === "on"}
      />
      <p className="mt-1 ml-8 text-sm text-slate-600">{t("admin.billing.plan.freeFirstMonthHint")}</p>
      {error && (
        <p
          id={`${fieldId(kit.formId, "freeFirstMonth")}-error`}
          className="mt-2 ml-8 text-sm font-medium text-coral-700"
        >
          {error}
        </p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
