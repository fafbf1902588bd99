import { useI18n } from "../../../i18n/use-i18n.tsx";
import { fieldId, useFieldKit } from "../../forms/fields.tsx";
import { cn } from "../../ui/cn.ts";

export type PhotoChoiceView = { id: string; thumb: string; alt: string };

/**
 * A choice of one of the site's photos as a group of radio buttons with thumbnails (keyboard:
 * arrow keys move between them), "no photo" first.
 */
export function PhotoPicker({
  name,
  label,
  hint,
  photos,
  defaultValue,
}: {
  name: string;
  label: string;
  hint?: string;
  photos: PhotoChoiceView[];
  defaultValue: string;
}) {
  const { t } = useI18n();
  const kit = useFieldKit();
  const id = fieldId(kit.formId, name);
  const chosen = kit.values[name] ?? defaultValue;
  const error = kit.errors[name];
  const message = typeof error === "string" ? error : error?.[0];
  return (
    <fieldset
      id={id}
      aria-describedby={[hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(" ") || undefined}
    >
      <legend className="font-semibold text-pine-950">{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {photos.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t("dashboard.content.photo.noPhotos")}</p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          <label className="flex h-20 w-28 cursor-pointer items-center justify-center rounded-lg bg-slate-50 p-2 text-center text-xs text-slate-700 ring-1 ring-slate-300 has-checked:ring-3 has-checked:ring-pine-700">
            <input type="radio" name={name} value="" defaultChecked={!chosen} className="sr-only" />
            {t("dashboard.content.photo.none")}
          </label>
          {photos.map((photo, i) => (
            <label
              key={photo.id}
              className={cn(
                "block h-20 w-28 cursor-pointer overflow-hidden rounded-lg ring-1 ring-slate-300",
                "has-checked:ring-3 has-checked:ring-pine-700 has-focus-visible:outline-3 has-focus-visible:outline-coral-600",
              )}
            >
              <input
                type="radio"
                name={name}
                value={photo.id}
                defaultChecked={chosen === photo.id}
                aria-label={photo.alt || t("dashboard.content.photo.untitled", { n: i + 1 })}
                className="sr-only"
              />
              <img src={photo.thumb} alt="" className="h-full w-full object-cover" loading="lazy" />
            </label>
          ))}
        </div>
      )}
      {message && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-coral-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}
