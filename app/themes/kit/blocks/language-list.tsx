import type { ReactNode } from "react";
import { SITE_LANGUAGE_NAMES, type SiteLang } from "../../../../modules/i18n/site-languages.ts";
import type { ThemePageProps } from "../page-data.ts";

/** A language's link as most lists show it: its code, and its name for screen readers. */
export function codeAndName(lang: SiteLang): ReactNode {
  return (
    <>
      <span aria-hidden="true">{lang.toUpperCase()}</span>
      <span className="sr-only">{SITE_LANGUAGE_NAMES[lang]}</span>
    </>
  );
}

/**
 * Links to this page in each of the site's languages, each in its own language, the current
 * one marked. `labelledBy` names the heading it stands under, where it has one.
 */
export function LanguageList({
  data,
  className,
  linkClassName,
  labelledBy,
  label = codeAndName,
}: Pick<ThemePageProps, "data"> & {
  className?: string;
  linkClassName?: string;
  labelledBy?: string;
  label?: (lang: SiteLang) => ReactNode;
}) {
  return (
    <ul aria-labelledby={labelledBy} className={className}>
      {data.alternates.map(({ lang, path }) => (
        <li key={lang}>
          <a
            href={path}
            hrefLang={lang}
            lang={lang}
            aria-current={lang === data.site.lang ? "true" : undefined}
            className={linkClassName}
          >
            {label(lang)}
          </a>
        </li>
      ))}
    </ul>
  );
}
