import { useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { SITE_LANGUAGE_NAMES, type SiteLang } from "../../../../modules/i18n/site-languages.ts";
import { PHOTO_TEXT_KINDS, PHOTO_TEXT_LIMITS, type PhotoTextField } from "../../../../modules/photos/photo-texts.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { SubmitButton } from "../../forms/submit-button.tsx";
import { cn } from "../../ui/cn.ts";
import { useAnswer } from "../use-answer.ts";
import type { PhotoActionResult, PhotoItem } from "./photo-types.ts";

/**
 * A photo's caption and alt text in each of the site's languages, the main language first;
 * beside a translation the main language's text. Saved on its own; a refused save keeps
 * what was typed and moves focus to the first field to shorten.
 */
export function PhotoTextsForm({ photo, n, languages }: { photo: PhotoItem; n: number; languages: SiteLang[] }) {
  const { t } = useI18n();
  const fetcher = useFetcher<PhotoActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const main = languages[0] ?? "nl";
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const problems = failed?.problems ?? {};
  const base = `photo-${photo.id}`;

  useAnswer(fetcher.data, fetcher.state === "idle", (answer) => {
    if (answer.ok) {
      toast.success(t("dashboard.photos.texts.saved", { n }));
      return;
    }
    if (answer.reason !== "problems") {
      toast.error(t("dashboard.photos.failed"));
      return;
    }
    const first = Object.keys(answer.problems ?? {})[0];
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  });

  const label = { caption: t("dashboard.photos.texts.caption"), alt: t("dashboard.photos.texts.alt") };
  const hint = { caption: t("dashboard.photos.texts.captionHint"), alt: t("dashboard.photos.texts.altHint") };
  return (
    <fetcher.Form method="post" ref={form} noValidate className="mt-3 space-y-4">
      <input type="hidden" name="intent" value="texts" />
      <input type="hidden" name="photoId" value={photo.id} />
      {languages.length > 1 && <p className="text-sm text-slate-600">{t("dashboard.photos.texts.translations")}</p>}
      {languages.map((lang) => (
        <fieldset key={lang} className="space-y-3">
          {languages.length > 1 && (
            <legend className="mb-2 font-semibold text-pine-950">
              {lang === main
                ? `${SITE_LANGUAGE_NAMES[lang]} (${t("dashboard.photos.texts.mainLang")})`
                : SITE_LANGUAGE_NAMES[lang]}
            </legend>
          )}
          {PHOTO_TEXT_KINDS.map((kind) => {
            const name: PhotoTextField = `${kind}.${lang}`;
            const id = `${base}-${kind}-${lang}`;
            const problem = problems[name];
            const reference = lang === main ? null : (photo[kind][main] ?? "");
            const described = [`${id}-hint`, reference !== null && `${id}-ref`, problem && `${id}-error`]
              .filter(Boolean)
              .join(" ");
            return (
              <div key={kind}>
                <label htmlFor={id} className="block text-sm font-semibold text-pine-950">
                  {label[kind]}
                </label>
                <input
                  id={id}
                  name={name}
                  type="text"
                  lang={lang}
                  defaultValue={failed?.values?.[name] ?? photo[kind][lang] ?? ""}
                  maxLength={PHOTO_TEXT_LIMITS[kind] + 50}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={described}
                  className={cn(
                    "mt-1 block w-full rounded-xl border bg-white px-3 py-2.5 text-base text-ink shadow-sm",
                    problem ? "border-coral-600 ring-1 ring-coral-600" : "border-slate-400 hover:border-pine-600",
                  )}
                />
                <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
                  {hint[kind]}
                </p>
                {reference !== null && (
                  <p id={`${id}-ref`} className="mt-1 text-xs text-slate-700">
                    {t("dashboard.photos.texts.reference", { lang: SITE_LANGUAGE_NAMES[main] })}{" "}
                    <span lang={main} className="italic">
                      {reference || t("dashboard.photos.texts.empty")}
                    </span>
                  </p>
                )}
                {problem && (
                  <p id={`${id}-error`} className="mt-1 text-sm font-medium text-coral-700">
                    {t("dashboard.photos.texts.tooLong", { max: problem.max })}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
      <SubmitButton
        pending={fetcher.state !== "idle"}
        label={t("dashboard.photos.texts.save")}
        pendingLabel={t("dashboard.photos.texts.saving")}
        tone="secondary"
        size="md"
      />
    </fetcher.Form>
  );
}
