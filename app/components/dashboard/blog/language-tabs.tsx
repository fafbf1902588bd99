import { CircleAlert } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useRef } from "react";
import type { SiteLang } from "../../../../modules/i18n/site-languages.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { cn } from "../../ui/cn.ts";

export function tabId(idBase: string, lang: SiteLang): string {
  return `${idBase}-tab-${lang}`;
}

export function panelId(idBase: string, lang: SiteLang): string {
  return `${idBase}-panel-${lang}`;
}

/**
 * The site's languages as tabs, the main one first (WAI-ARIA tabs: one Tab stop, arrow keys,
 * Home and End move between them). Every panel stays in the form when hidden, so all
 * languages are sent together; a tab whose fields have a problem says so.
 */
export function LanguageTabs({
  idBase,
  languages,
  current,
  onSelect,
  withErrors,
  children,
}: {
  idBase: string;
  languages: readonly SiteLang[];
  current: SiteLang;
  onSelect: (lang: SiteLang) => void;
  withErrors: ReadonlySet<SiteLang>;
  children: (lang: SiteLang) => ReactNode;
}) {
  const { t } = useI18n();
  const tabs = useRef<Partial<Record<SiteLang, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = languages.indexOf(current);
    const last = languages.length - 1;
    const next =
      event.key === "ArrowRight"
        ? at === last
          ? 0
          : at + 1
        : event.key === "ArrowLeft"
          ? at === 0
            ? last
            : at - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const lang = next === null ? undefined : languages[next];
    if (!lang) return;
    event.preventDefault();
    onSelect(lang);
    tabs.current[lang]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={t("dashboard.blog.languages")}
        onKeyDown={move}
        className="flex flex-wrap gap-1 border-b border-slate-200"
      >
        {languages.map((lang, i) => {
          const selected = lang === current;
          return (
            <button
              key={lang}
              ref={(element) => {
                tabs.current[lang] = element;
              }}
              id={tabId(idBase, lang)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(idBase, lang)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(lang)}
              className={cn(
                "-mb-px inline-flex min-h-11 items-center gap-2 rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold",
                selected ? "border-pine-700 text-pine-950" : "border-transparent text-slate-600 hover:text-pine-900",
              )}
            >
              {t(`dashboard.blog.langNames.${lang}`)}{" "}
              {i === 0 && <span className="font-normal text-slate-600">({t("dashboard.blog.mainLanguage")})</span>}
              {withErrors.has(lang) && (
                <>
                  <CircleAlert aria-hidden="true" className="h-4 w-4 text-coral-700" />
                  <span className="sr-only">, {t("dashboard.blog.hasError")}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      {languages.map((lang) => (
        <div
          key={lang}
          id={panelId(idBase, lang)}
          role="tabpanel"
          aria-labelledby={tabId(idBase, lang)}
          hidden={lang !== current}
          className="pt-5"
        >
          {children(lang)}
        </div>
      ))}
    </div>
  );
}
