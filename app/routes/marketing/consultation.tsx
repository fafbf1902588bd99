import { CalendarDays, Check, Clock, Video } from "lucide-react";
import { consultationContent } from "../../../content/consultation/index.ts";
import { PROPERTY_TYPES, TIME_SLOTS } from "../../../modules/leads/lead-choices.ts";
import { amsterdamToday, consultationDateWindow } from "../../../modules/leads/lead-dates.ts";
import { LEAD_LIMITS } from "../../../modules/leads/lead-schemas.ts";
import { SelectField, TextAreaField, TextField } from "../../components/forms/fields.tsx";
import { leadAction } from "../../components/forms/lead-action.server.ts";
import { LeadForm } from "../../components/forms/lead-form.tsx";
import { CheckList } from "../../components/marketing/check-list.tsx";
import { ContactFields, leadFieldLabels } from "../../components/marketing/contact-fields.tsx";
import { FactPill } from "../../components/marketing/fact-pill.tsx";
import { FormWithAside } from "../../components/marketing/form-with-aside.tsx";
import { HeadedSection } from "../../components/marketing/headed-section.tsx";
import { NumberedSteps } from "../../components/marketing/numbered-steps.tsx";
import { plainPageMeta } from "../../components/marketing/plain-page-meta.ts";
import { planContent } from "../../components/marketing/plan-content.ts";
import { StepNumber } from "../../components/marketing/step-number.tsx";
import { PageHero, Section } from "../../components/ui/section.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import type { Route } from "./+types/consultation";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, content } = await planContent(url, context, consultationContent);
  // "Today" in Amsterdam: the date field offers the same window the server accepts.
  const today = amsterdamToday(new Date());
  return { lang, content, today, title: content.metaTitle, description: content.metaDescription };
}

export function action(args: Route.ActionArgs) {
  return leadAction("consultation", args);
}

export const meta: Route.MetaFunction = plainPageMeta("consultation");

const factIcons = [Check, Clock, Video];

export default function ConsultationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { content, today } = loaderData;
  const { t } = useI18n();
  const dates = consultationDateWindow(today);

  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
        <ul className="flex flex-wrap justify-center gap-3">
          {content.facts.map((fact, i) => (
            <FactPill key={fact} icon={factIcons[i % factIcons.length] ?? Check} text={fact} className="shadow-sm" />
          ))}
        </ul>
      </PageHero>

      <HeadedSection id="consultation-covers" className="pt-6 md:pt-10" heading={content.covers}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.covers.items.map((item, i) => (
            <li key={item.title} className="rounded-2xl bg-sand-50 p-6 ring-1 ring-sand-200">
              <StepNumber n={i + 1} className="h-9 w-9" />
              <h3 className="mt-4 font-display text-xl font-semibold text-pine-950">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.body}</p>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <Section tone="sand" labelledBy="consultation-form-title">
        <FormWithAside
          titleId="consultation-form-title"
          title={content.form.title}
          intro={content.form.intro}
          framed
          aside={
            <aside aria-labelledby="consultation-steps" className="space-y-10">
              <div>
                <h2 id="consultation-steps" className="font-display text-2xl font-semibold text-pine-950">
                  {content.steps.title}
                </h2>
                <NumberedSteps steps={content.steps.items} size="sm" tone="coral" className="mt-6 space-y-6" />
              </div>
              <div className="rounded-2xl bg-white p-6 ring-1 ring-sand-200">
                <h2 className="flex items-center gap-2 font-display text-xl font-semibold text-pine-950">
                  <CalendarDays aria-hidden="true" className="h-5 w-5 text-pine-700" />
                  {content.prepare.title}
                </h2>
                <CheckList className="mt-4 space-y-3" items={content.prepare.items} />
              </div>
            </aside>
          }
        >
          <LeadForm
            id="consultation"
            actionData={actionData}
            submitLabel={t("form.submitConsultation")}
            labels={leadFieldLabels(t, [
              "name",
              "email",
              "phone",
              "preferredDate",
              "timeSlot",
              "propertyType",
              "propertyLocation",
              "unitCount",
              "notes",
            ])}
            success={{
              title: t("consultation.sentTitle"),
              body: t("consultation.sentBody"),
            }}
          >
            <ContactFields />
            <TextField
              name="preferredDate"
              type="date"
              label={t("form.preferredDate")}
              hint={content.form.dateHint}
              min={dates.min}
              max={dates.max}
            />
            <SelectField
              name="timeSlot"
              label={t("form.timeSlot")}
              placeholder={t("form.choose")}
              options={TIME_SLOTS.map((slot) => ({ value: slot, label: t(`form.timeSlots.${slot}`) }))}
            />
            <SelectField
              name="propertyType"
              label={t("form.propertyType")}
              placeholder={t("form.choose")}
              options={PROPERTY_TYPES.map((type) => ({ value: type, label: t(`form.propertyTypes.${type}`) }))}
            />
            <TextField
              name="propertyLocation"
              label={t("form.propertyLocation")}
              hint={content.form.locationHint}
              autoComplete="off"
              maxLength={LEAD_LIMITS.propertyLocation}
            />
            <TextField
              name="unitCount"
              type="number"
              label={t("form.unitCount")}
              inputMode="numeric"
              min={LEAD_LIMITS.unitCountMin}
              max={LEAD_LIMITS.unitCountMax}
            />
            <TextAreaField
              name="notes"
              label={t("form.notes")}
              hint={content.form.notesHint}
              optional
              rows={5}
              maxLength={LEAD_LIMITS.notes}
              className="sm:col-span-2"
            />
          </LeadForm>
        </FormWithAside>
      </Section>
    </>
  );
}
