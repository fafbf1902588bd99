import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { SITE_LANGUAGE_NAMES } from "../../../../modules/i18n/site-languages.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { IntentForm } from "../../account/intent-form.tsx";
import { CheckboxField, FieldShell, SelectField, TextAreaField, TextField, useFieldKit } from "../../forms/fields.tsx";
import { Reference } from "../content/content-fields.tsx";
import { LanguageTabs } from "../content/content-nav.tsx";
import { PhotoPicker } from "../content/photo-picker.tsx";
import { RichTextEditor } from "../rich-text-editor.tsx";
import type { UnitDetailsView, UnitFormAnswer, UnitFormData, UnitLabels } from "./unit-views.ts";

const TIMES = ["checkInFrom", "checkInUntil", "checkOutUntil"] as const;
const FIELDS = [
  "name",
  "type",
  "shortDescription",
  "longDescription",
  "houseRules",
  "checkInInstructions",
  "maxGuests",
  "bedrooms",
  "beds",
  "bathrooms",
  "sizeM2",
  ...TIMES,
  "facilities",
  "coverPhotoId",
] as const;
type FieldName = (typeof FIELDS)[number];

const CARD = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6";

/** One part of the form, as a card with its legend on top. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={`${CARD} min-w-0`}>
      <legend className="float-left mb-4 w-full font-display text-xl font-semibold text-pine-950">{legend}</legend>
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}

/**
 * A place to stay, new or stored, in one language at a time: its texts (beside the main
 * language's while translating) and, in the main language only, its kind, layout, times,
 * facilities and main photo. Problems show beside each field and nothing typed is lost.
 */
export function UnitForm({ data, answer }: { data: UnitFormData; answer: UnitFormAnswer | undefined }) {
  const { t } = useI18n();
  const { lang, mainLang, languages, texts, reference, details, labels, photos, limits } = data;
  const translating = lang !== mainLang;
  const failed = answer && !answer.ok ? answer : undefined;
  const label = (name: FieldName) =>
    name === "facilities"
      ? t("dashboard.content.units.facilitiesHeading")
      : t(`dashboard.content.units.fields.${name}.label`);
  const hint = (name: "name" | "shortDescription" | "houseRules" | "checkInInstructions" | "coverPhotoId") =>
    t(`dashboard.content.units.fields.${name}.hint`);
  const referenceOf = (text: string) =>
    reference ? <Reference text={text} langName={SITE_LANGUAGE_NAMES[mainLang]} /> : null;

  return (
    <>
      {data.unitId && <LanguageTabs languages={languages} current={lang} mainLang={mainLang} />}
      {translating && (
        <p className="mb-5 rounded-lg bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-200">
          {t("dashboard.content.translate.hint", { lang: SITE_LANGUAGE_NAMES[lang] })}{" "}
          {t("dashboard.content.units.translateShared")}
        </p>
      )}
      {answer?.ok && (
        <p role="status" className="mb-5 rounded-lg bg-pine-50 p-3 text-pine-900">
          {t("dashboard.content.units.saved")}
        </p>
      )}
      <IntentForm
        key={`${data.unitId ?? "new"}-${lang}`}
        id="unit-form"
        intent="save"
        answer={failed}
        labels={Object.fromEntries(FIELDS.map((name) => [name, label(name)]))}
        submitLabel={data.unitId ? t("dashboard.content.units.save") : t("dashboard.content.units.add")}
        pendingLabel={t("dashboard.content.saving")}
        layout="section"
        tone="primary"
      >
        <Group legend={t("dashboard.content.units.texts")}>
          <div>
            {referenceOf(reference?.name ?? "")}
            <TextField
              name="name"
              label={label("name")}
              hint={hint("name")}
              optional={translating}
              maxLength={limits.name}
              defaultValue={texts.name}
            />
          </div>
          {details && labels && (
            <SelectField name="type" label={label("type")} options={labels.types} defaultValue={details.type} />
          )}
          <div>
            {referenceOf(reference?.shortDescription ?? "")}
            <TextAreaField
              name="shortDescription"
              label={label("shortDescription")}
              hint={hint("shortDescription")}
              optional
              rows={3}
              maxLength={limits.shortDescription}
              defaultValue={texts.shortDescription}
            />
          </div>
          <div>
            {referenceOf(reference?.longDescription ?? "")}
            <RichTextEditor
              name="longDescription"
              label={label("longDescription")}
              optional
              defaultValue={texts.longDescription}
            />
          </div>
          <div>
            {referenceOf(reference?.houseRules ?? "")}
            <TextAreaField
              name="houseRules"
              label={label("houseRules")}
              hint={hint("houseRules")}
              optional
              rows={4}
              maxLength={limits.houseRules}
              defaultValue={texts.houseRules}
            />
          </div>
          <div>
            {referenceOf(reference?.checkInInstructions ?? "")}
            <TextAreaField
              name="checkInInstructions"
              label={label("checkInInstructions")}
              hint={hint("checkInInstructions")}
              optional
              rows={5}
              maxLength={limits.checkInInstructions}
              defaultValue={texts.checkInInstructions}
            />
          </div>
        </Group>
        {details && labels && (
          <>
            <Group legend={t("dashboard.content.units.capacity")}>
              <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {limits.numbers.map(({ name, min, max }) => (
                  <TextField
                    key={name}
                    type="number"
                    inputMode="numeric"
                    name={name}
                    label={label(name)}
                    optional={name === "sizeM2"}
                    min={min}
                    max={max}
                    defaultValue={details[name]}
                  />
                ))}
              </div>
            </Group>
            <Group legend={t("dashboard.content.units.times")}>
              <div className="grid gap-5 sm:grid-cols-3">
                {TIMES.map((name) => (
                  <FieldShell
                    key={name}
                    name={name}
                    label={label(name)}
                    defaultValue={details[name]}
                    control={(props) => <input {...props} type="time" />}
                  />
                ))}
              </div>
            </Group>
            <Group legend={t("dashboard.content.units.facilitiesHeading")}>
              <Facilities labels={labels} checked={failed?.facilities ?? details.facilities} />
            </Group>
            <div className={CARD}>
              <PhotoPicker
                name="coverPhotoId"
                label={label("coverPhotoId")}
                hint={hint("coverPhotoId")}
                photos={photos}
                defaultValue={details.coverPhotoId}
              />
            </div>
          </>
        )}
      </IntentForm>
    </>
  );
}

/** The facilities as checkboxes, grouped as guests scan them. */
function Facilities({
  labels,
  checked,
}: {
  labels: UnitLabels;
  checked: readonly string[] | UnitDetailsView["facilities"];
}) {
  const kit = useFieldKit();
  const error = kit.errors.facilities;
  const message = typeof error === "string" ? error : error?.[0];
  const ticked = new Set<string>(checked);
  return (
    <div id={`${kit.formId}-facilities`} tabIndex={-1}>
      {message && (
        <p className="mb-4 flex gap-1.5 text-sm font-medium text-coral-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {message}
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        {labels.groups.map(({ group, label, facilities }) => (
          <fieldset key={group} className="min-w-0">
            <legend className="font-semibold text-pine-950">{label}</legend>
            <div className="mt-2 space-y-2">
              {facilities.map(({ key, label: name }) => (
                <CheckboxField key={key} name="facilities" value={key} label={name} defaultChecked={ticked.has(key)} />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
