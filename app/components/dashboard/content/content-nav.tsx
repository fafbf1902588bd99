import { ArrowUpRight, CircleCheck, CircleDot } from "lucide-react";
import { Link, NavLink, useFetcher } from "react-router";
import { SITE_LANGUAGE_NAMES, type SiteLang } from "../../../../modules/i18n/site-languages.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { SubmitButton } from "../../forms/submit-button.tsx";
import { cn } from "../../ui/cn.ts";

export const CONTENT_PAGES = [
  "overview",
  "home",
  "about",
  "units",
  "photos",
  "surroundings",
  "contact",
  "seo",
] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

export function contentPath(page: ContentPage): string {
  return page === "overview" ? "/dashboard/content" : `/dashboard/content/${page}`;
}

/** The parts of the content, as the site's pages group them. */
export function ContentNav() {
  const { t } = useI18n();
  return (
    <nav aria-label={t("dashboard.content.sectionNav")} className="mb-6 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {CONTENT_PAGES.map((page) => (
          <li key={page}>
            <NavLink
              to={contentPath(page)}
              end={page === "overview"}
              className={({ isActive }) =>
                cn(
                  "-mb-px inline-block border-b-2 px-3 py-2.5 text-sm font-semibold",
                  isActive ? "border-pine-700 text-pine-900" : "border-transparent text-slate-700 hover:text-pine-900",
                )
              }
            >
              {t(`dashboard.content.sections.${page}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Whether what the owner saved is on the site yet, with the button that publishes it. It
 * posts to the content overview's action and stays on the page it is on.
 */
export function PublishBar({ pending, siteUrl }: { pending: boolean; siteUrl: string }) {
  const { t } = useI18n();
  const fetcher = useFetcher<{ ok: boolean; published?: boolean }>();
  const publishing = fetcher.state !== "idle";
  const justPublished = fetcher.data?.published === true && !pending;
  return (
    <div
      role="status"
      className={cn(
        "mb-6 flex flex-col gap-3 rounded-2xl p-4 ring-1 sm:flex-row sm:items-center sm:justify-between",
        pending ? "bg-amber-50 ring-amber-200" : "bg-pine-50 ring-pine-100",
      )}
    >
      <p className="flex items-start gap-2 text-slate-800">
        {pending ? (
          <CircleDot aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        ) : (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-pine-700" />
        )}
        <span>
          {justPublished
            ? t("dashboard.content.publish.done")
            : pending
              ? t("dashboard.content.publish.pending")
              : t("dashboard.content.publish.upToDate")}
        </span>
      </p>
      <div className="flex items-center gap-4">
        <a
          href={siteUrl}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 text-sm font-semibold text-pine-800 underline"
        >
          {t("dashboard.content.publish.view")}
          <ArrowUpRight aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("dashboard.header.newTab")}</span>
        </a>
        {pending && (
          <fetcher.Form method="post" action="/dashboard/content">
            <input type="hidden" name="intent" value="publish" />
            <SubmitButton
              pending={publishing}
              label={t("dashboard.content.publish.button")}
              pendingLabel={t("dashboard.content.publish.publishing")}
              size="md"
            />
          </fetcher.Form>
        )}
      </div>
    </div>
  );
}

/** The site's languages as tabs: the form below edits the one chosen. */
export function LanguageTabs({
  languages,
  current,
  mainLang,
}: {
  languages: SiteLang[];
  current: SiteLang;
  mainLang: SiteLang;
}) {
  const { t } = useI18n();
  if (languages.length < 2) return null;
  return (
    <nav aria-label={t("dashboard.content.translate.label")} className="mb-5">
      <p className="mb-2 text-sm font-semibold text-slate-700">{t("dashboard.content.translate.label")}</p>
      <ul className="flex flex-wrap gap-2">
        {languages.map((lang) => (
          <li key={lang}>
            <Link
              to={lang === mainLang ? "?" : `?lang=${lang}`}
              aria-current={lang === current ? "page" : undefined}
              className={cn(
                "inline-block rounded-full px-4 py-1.5 text-sm font-semibold ring-1",
                lang === current
                  ? "bg-pine-800 text-white ring-pine-800"
                  : "bg-white text-slate-800 ring-slate-300 hover:ring-pine-600",
              )}
              lang={lang}
            >
              {lang === mainLang
                ? t("dashboard.content.translate.main", { lang: SITE_LANGUAGE_NAMES[lang] })
                : SITE_LANGUAGE_NAMES[lang]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
