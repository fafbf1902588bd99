import { SITE_LANGUAGE_NAMES } from "../../../modules/i18n/site-languages.ts";
import type { ThemePageProps } from "./page-data.ts";

/**
 * Links to this page in the site's other languages, each named in its own language. Renders
 * nothing for a site in one language.
 */
export function LanguageSwitch({
  data,
  t,
  className,
  linkClassName,
}: ThemePageProps & { className?: string; linkClassName?: string }) {
  if (data.alternates.length < 2) return null;
  return (
    <nav aria-label={t.nav.language} className={className}>
      <ul className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {data.alternates.map(({ lang, path }) => (
          <li key={lang}>
            <a
              href={path}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === data.site.lang ? "true" : undefined}
              className={linkClassName}
            >
              <span aria-hidden="true">{lang.toUpperCase()}</span>
              <span className="sr-only">{SITE_LANGUAGE_NAMES[lang]}</span>
            </a>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
