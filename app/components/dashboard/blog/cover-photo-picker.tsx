import { CircleAlert, ImageOff } from "lucide-react";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { fieldId, useFieldKit } from "../../forms/fields.tsx";
import { cn } from "../../ui/cn.ts";
import type { CoverPhotoOption } from "./post-result.ts";

const tile =
  "relative flex aspect-[4/3] cursor-pointer items-center justify-center overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-300 has-[:checked]:ring-4 has-[:checked]:ring-pine-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-pine-700";

/** Invisible over the whole tile, so a click or tap lands on the radio itself. */
const RADIO = "absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none opacity-0";

/**
 * The post's cover: one of the site's photos or none, as radio buttons drawn as thumbnails
 * (arrow keys move between them, each is named by its description).
 */
export function CoverPhotoPicker({
  name,
  photos,
  defaultValue,
}: {
  name: string;
  photos: readonly CoverPhotoOption[];
  defaultValue: string | null;
}) {
  const { t } = useI18n();
  const kit = useFieldKit();
  const id = fieldId(kit.formId, name);
  const chosen = kit.values[name] ?? defaultValue ?? "";
  const error = kit.errors[name];
  const message = typeof error === "string" ? error : error?.[0];
  const hintId = `${id}-hint`;
  const errorId = message ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}>
      <legend className="font-semibold text-pine-950">{t("dashboard.blog.fields.cover")}</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {photos.length === 0 ? t("dashboard.blog.fields.noPhotos") : t("dashboard.blog.fields.coverHint")}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2">
        <label className={tile}>
          <input type="radio" id={id} name={name} value="" defaultChecked={chosen === ""} className={RADIO} />
          <span className="flex flex-col items-center gap-1 text-sm font-semibold text-slate-700">
            <ImageOff aria-hidden="true" className="h-6 w-6" />
            {t("dashboard.blog.fields.noCover")}
          </span>
        </label>
        {photos.map((photo, i) => (
          <label key={photo.id} className={tile}>
            <input type="radio" name={name} value={photo.id} defaultChecked={chosen === photo.id} className={RADIO} />
            <img
              src={photo.src}
              srcSet={photo.srcSet}
              sizes="(min-width: 1024px) 12rem, (min-width: 640px) 30vw, 45vw"
              width={photo.width}
              height={photo.height}
              alt=""
              loading="lazy"
              className="h-full w-full object-cover"
            />
            <span className="sr-only">{photo.alt || t("dashboard.blog.fields.photo", { number: i + 1 })}</span>
          </label>
        ))}
      </div>
      {errorId && (
        <p id={errorId} className={cn("mt-2 flex gap-1.5 text-sm font-medium text-coral-700")}>
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </fieldset>
  );
}
