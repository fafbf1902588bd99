import { ArrowUpRight, Check, LoaderCircle } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, NavLink, useFetcher } from "react-router";
import { THEME_DISPLAY_NAMES } from "../../../content/themes/names.ts";
import { useSay } from "../../components/account/intent-form.tsx";
import { ContentFieldControl } from "../../components/dashboard/content/content-fields.tsx";
import { PublishBar } from "../../components/dashboard/content/content-nav.tsx";
import { PlacesEditor } from "../../components/dashboard/content/places-editor.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { EDITOR_PAGE_IDS, editorPath } from "../../components/dashboard/theme-editor/editor-pages.ts";
import { SitePreview, type SitePreviewHandle } from "../../components/dashboard/theme-editor/site-preview.tsx";
import { FieldKitProvider } from "../../components/forms/fields.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/theme-editor";
import { type EditorAnswer, loadThemeEditor, saveThemeEditor } from "./content/theme-editor.server.ts";

export const loader = (args: Route.LoaderArgs) => loadThemeEditor(args);
export const action = (args: Route.ActionArgs) => saveThemeEditor(args);

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  dashboardMeta(matches, (t) => t("dashboard.themeEditor.title", { theme: loaderData?.theme ?? "" }));

/** Radio buttons of one of the theme's options (accent colours as swatches). */
function OptionGroup({
  legend,
  name,
  options,
  value,
  swatches,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string; colour?: string }[];
  value: string;
  swatches?: boolean;
}) {
  return (
    <fieldset className="mt-5">
      <legend className="font-semibold text-pine-950">{legend}</legend>
      <div className={cn("mt-2 flex flex-wrap gap-2", !swatches && "flex-col")}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm ring-1 ring-slate-300",
              "has-checked:bg-pine-50 has-checked:ring-2 has-checked:ring-pine-700 has-focus-visible:outline-3 has-focus-visible:outline-coral-600",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === value}
              className="sr-only"
            />
            {option.colour && (
              <span
                aria-hidden="true"
                className="size-5 rounded-full ring-1 ring-black/10"
                style={{ backgroundColor: option.colour }}
              />
            )}
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const FONT_PAIR_NAMES: Record<string, string> = {
  inter: "Inter",
  "lora-inter": "Lora + Inter",
  "fraunces-nunito": "Fraunces + Nunito",
  "lora-nunito": "Lora + Nunito",
  "playfair-lora": "Playfair Display + Lora",
  "playfair-source": "Playfair Display + Source Sans",
  "quicksand-nunito-sans": "Quicksand + Nunito Sans",
  "nunito-sans": "Nunito Sans",
  space: "Space Grotesk + Space Mono",
  "space-inter": "Space Grotesk + Inter",
  "bitter-source": "Bitter + Source Sans",
  "lora-source": "Lora + Source Sans",
};

export default function ThemeEditor({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const say = useSay();
  const { theme, page, currentTheme, pending, siteUrl, previewSrc, options, choices, fields, places, photos } =
    loaderData;
  const names = THEME_DISPLAY_NAMES[lang];
  const fetcher = useFetcher<EditorAnswer>();
  const switcher = useFetcher<{ ok: boolean }>();
  const preview = useRef<SitePreviewHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [version, setVersion] = useState(loaderData.draftVersion);
  const answer = fetcher.data;
  const failed = answer && !answer.ok ? answer : undefined;
  // A save the page's data does not have yet is waiting to be published. Publishing keeps the
  // draft's version, so once the data is fresh again the last save's answer says nothing more.
  const savedSinceLoad = answer?.ok === true && answer.draftVersion !== loaderData.draftVersion;
  const errors = Object.fromEntries(
    Object.entries(failed?.problems?.fields ?? {}).map(([name, list]) => [name, list.map(say)]),
  );

  // A saved change shows in the preview; the next save builds on this version of the draft.
  useEffect(() => {
    if (answer?.ok) {
      setVersion(answer.draftVersion);
      preview.current?.reload();
    }
  }, [answer]);
  useEffect(() => setVersion(loaderData.draftVersion), [loaderData.draftVersion]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The preview follows as the owner types: a moment after the last key, the draft is saved.
  const changed = (_event: FormEvent) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (formRef.current) fetcher.submit(formRef.current, { method: "post" });
    }, 700);
  };

  const status =
    fetcher.state !== "idle" ? (
      <span className="inline-flex items-center gap-2">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t("dashboard.themeEditor.saving")}
      </span>
    ) : failed ? (
      <span className="text-coral-700">
        {failed.problems?.form ? say(failed.problems.form) : t("dashboard.themeEditor.notSaved")}
      </span>
    ) : answer?.ok ? (
      <span className="inline-flex items-center gap-2 text-pine-800">
        <Check aria-hidden="true" className="size-4" />
        {t("dashboard.themeEditor.saved")}
      </span>
    ) : null;

  return (
    <>
      <PageHeader
        title={t("dashboard.themeEditor.title", { theme: names[theme] })}
        intro={t("dashboard.themeEditor.intro")}
      />
      <PublishBar pending={pending || savedSinceLoad} siteUrl={siteUrl} />
      {/* Once switched, this theme is the site's: the box stays to say so (and is read out). */}
      {(theme !== currentTheme || switcher.data?.ok) && (
        <div className="mb-6 flex flex-col gap-3 rounded-2xl bg-sky-50 p-4 ring-1 ring-sky-200 sm:flex-row sm:items-center sm:justify-between">
          <p role="status" className="text-sky-950">
            {switcher.data?.ok
              ? t("dashboard.themeEditor.themeSwitched", { theme: names[theme] })
              : t("dashboard.themeEditor.otherTheme", { current: names[currentTheme], theme: names[theme] })}
          </p>
          {!switcher.data?.ok && (
            <switcher.Form method="post" action="/dashboard/theme">
              <input type="hidden" name="theme" value={theme} />
              <button type="submit" className={buttonClass("secondary", "md")} aria-describedby="use-theme-hint">
                {t("dashboard.themeEditor.useTheme", { theme: names[theme] })}
              </button>
              <span id="use-theme-hint" className="sr-only">
                {t("dashboard.themeEditor.useThemeHint")}
              </span>
            </switcher.Form>
          )}
        </div>
      )}
      <nav aria-label={t("dashboard.themeEditor.pages")} className="mb-5 overflow-x-auto">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {EDITOR_PAGE_IDS.map((id) => (
            <li key={id}>
              <NavLink
                to={editorPath(theme, id)}
                end
                className={({ isActive }) =>
                  cn(
                    "-mb-px inline-block border-b-2 px-3 py-2.5 text-sm font-semibold",
                    isActive
                      ? "border-pine-700 text-pine-900"
                      : "border-transparent text-slate-700 hover:text-pine-900",
                  )
                }
              >
                {t(`dashboard.themeEditor.pageNames.${id}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <Card className="self-start">
          <fetcher.Form
            method="post"
            ref={formRef}
            onInput={changed}
            onChange={changed}
            noValidate
            key={`${theme}-${page}`}
          >
            <input type="hidden" name="intent" value="autosave" />
            <input type="hidden" name="version" value={version} />
            <FieldKitProvider value={{ formId: `theme-editor-${page}`, errors, values: failed?.values ?? {} }}>
              <h2 className="font-display text-xl font-semibold text-pine-950">{t("dashboard.themeEditor.look")}</h2>
              <OptionGroup
                legend={t("dashboard.themeEditor.accent")}
                name="theme.accent"
                swatches
                value={options.accent}
                options={choices.accents.map(([key, colour]) => ({
                  value: key,
                  colour,
                  label: t(`dashboard.themeEditor.accents.${key}` as "dashboard.themeEditor.accents.graphite"),
                }))}
              />
              <OptionGroup
                legend={t("dashboard.themeEditor.fontPair")}
                name="theme.fontPair"
                value={options.fontPair}
                options={choices.fontPairs.map((pair) => ({ value: pair, label: FONT_PAIR_NAMES[pair] ?? pair }))}
              />
              {page === "home" && (
                <OptionGroup
                  legend={t("dashboard.themeEditor.heroLayout")}
                  name="theme.heroLayout"
                  value={options.heroLayout}
                  options={choices.heroLayouts.map((layout) => ({
                    value: layout,
                    label: t(`dashboard.themeEditor.heroLayouts.${layout}` as "dashboard.themeEditor.heroLayouts.full"),
                  }))}
                />
              )}
              {choices.photoTones.length > 0 && (
                <OptionGroup
                  legend={t("dashboard.themeEditor.photoTone")}
                  name="theme.photoTone"
                  value={options.photoTone}
                  options={choices.photoTones.map((tone) => ({
                    value: tone,
                    label: t(`dashboard.themeEditor.photoTones.${tone}` as "dashboard.themeEditor.photoTones.colour"),
                  }))}
                />
              )}
              {(fields.length > 0 || places) && (
                <div className="mt-8 space-y-5 border-t border-slate-200 pt-6">
                  <h2 className="font-display text-xl font-semibold text-pine-950">
                    {t(`dashboard.themeEditor.pageNames.${page}`)}
                  </h2>
                  {fields.map(({ field, value }) => (
                    <ContentFieldControl key={field.path} field={field} value={value} photos={photos} />
                  ))}
                  {places && <PlacesEditor initial={places} translating={false} />}
                </div>
              )}
              {loaderData.elsewhere && (
                <div className="mt-8 border-t border-slate-200 pt-6">
                  <p className="text-slate-700">{t(`dashboard.themeEditor.elsewhere.${page as "blog"}`)}</p>
                  <Link
                    to={loaderData.elsewhere}
                    className="mt-2 inline-flex items-center gap-1 font-semibold text-pine-800 underline"
                  >
                    {t(`dashboard.themeEditor.editElsewhere.${page as "blog"}`)}
                    <ArrowUpRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              )}
            </FieldKitProvider>
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <button type="submit" className={buttonClass("secondary", "md")}>
                {t("dashboard.themeEditor.save")}
              </button>
              <p aria-live="polite" className="text-sm">
                {status}
              </p>
            </div>
          </fetcher.Form>
        </Card>
        <SitePreview ref={preview} src={previewSrc} title={t("dashboard.themeEditor.preview")} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
