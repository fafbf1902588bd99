import type { RichDoc } from "../../../../modules/rich-text/rich-doc.ts";
import type { ContentField } from "../../../../modules/site-content/content-sections.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { countryOptions } from "../../forms/country-options.ts";
import { EmailField, PhoneField, SelectField, TextAreaField, TextField } from "../../forms/fields.tsx";
import { RichTextEditor } from "../rich-text-editor.tsx";
import { type PhotoChoiceView, PhotoPicker } from "./photo-picker.tsx";

/** What the page knows of one field: its value in the language edited, and the main language's for reference. */
export type FieldValue = { value: string; rich?: RichDoc; reference?: string };

/** A content field's label and hint in the owner's language, from its path. */
export function useContentLabel() {
  const { t } = useI18n();
  const lookUp = t as unknown as (key: string, params?: Record<string, string>) => string;
  return (path: string): { label: string; hint?: string } => {
    const seo = /^seo\.(\w+)\.(title|description)$/.exec(path);
    if (seo) {
      const [, page, part] = seo;
      const base = part === "title" ? "seoTitle" : "seoDescription";
      return {
        label: `${lookUp(`dashboard.content.seoPages.${page}`)}: ${lookUp(`dashboard.content.fields.${base}.label`)}`,
        hint: lookUp(`dashboard.content.fields.${base}.hint`),
      };
    }
    const hintKey = `dashboard.content.fields.${path}.hint`;
    const hint = lookUp(hintKey);
    return { label: lookUp(`dashboard.content.fields.${path}.label`), hint: hint === hintKey ? undefined : hint };
  };
}

/** The main language's text, shown above a translation so the owner translates what is there. */
export function Reference({ text, langName }: { text: string | undefined; langName: string }) {
  const { t } = useI18n();
  return (
    <div className="mb-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
      <span className="font-semibold">{t("dashboard.content.translate.reference", { lang: langName })}</span>{" "}
      <span className="whitespace-pre-line">{text || t("dashboard.content.translate.empty")}</span>
    </div>
  );
}

/**
 * One field of the content editor, drawn from its description (modules/site-content/
 * content-sections.ts). Values and problems come from the form's field kit.
 */
export function ContentFieldControl({
  field,
  value,
  referenceLang,
  photos,
}: {
  field: ContentField;
  value: FieldValue;
  /** Set when a translation is edited: the main language's name. */
  referenceLang?: string;
  photos: PhotoChoiceView[];
}) {
  const labelOf = useContentLabel();
  const { label, hint } = labelOf(field.path);
  const name = field.path;
  const reference = referenceLang ? <Reference text={value.reference} langName={referenceLang} /> : null;
  switch (field.kind) {
    case "text":
      return (
        <div>
          {reference}
          {field.multiline ? (
            <TextAreaField
              name={name}
              label={label}
              hint={hint}
              optional
              maxLength={field.max}
              defaultValue={value.value}
              rows={5}
            />
          ) : (
            <TextField
              name={name}
              label={label}
              hint={hint}
              optional
              maxLength={field.max}
              defaultValue={value.value}
            />
          )}
        </div>
      );
    case "rich":
      return (
        <div>
          {reference}
          <RichTextEditor name={name} label={label} hint={hint} optional defaultValue={value.rich} />
        </div>
      );
    case "plain":
      return (
        <TextField name={name} label={label} hint={hint} optional maxLength={field.max} defaultValue={value.value} />
      );
    case "email":
      return <EmailField name={name} label={label} hint={hint} optional defaultValue={value.value} />;
    case "phone":
      return <PhoneField name={name} label={label} hint={hint} optional maxLength={40} defaultValue={value.value} />;
    case "url":
      return (
        <TextField
          type="text"
          inputMode="text"
          name={name}
          label={label}
          hint={hint}
          optional
          maxLength={500}
          defaultValue={value.value}
        />
      );
    case "country":
      return <CountryField name={name} label={label} defaultValue={value.value} />;
    case "photo":
      return <PhotoPicker name={name} label={label} hint={hint} photos={photos} defaultValue={value.value} />;
  }
}

function CountryField({ name, label, defaultValue }: { name: string; label: string; defaultValue: string }) {
  const { lang } = useI18n();
  const options = countryOptions(lang);
  return (
    <SelectField name={name} label={label} options={options} placeholder="" optional defaultValue={defaultValue} />
  );
}
