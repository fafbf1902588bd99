import { SITE_LANGUAGE_NAMES } from "../../../modules/i18n/site-languages.ts";
import type { ThemePageProps } from "./page-data.ts";

/**
 * Links to this page in the site's other languages, each named in its own language. Renders
 * nothing for a site in one language. A page has one language navigation; a second copy
 * (in the footer) is a plain labelled group (`landmark={false}`), so landmarks stay unique.
 */
export function LanguageSwitch({
  data,
  t,
  className,
  linkClassName,
  landmark = true,
}: ThemePageProps & { className?: string; linkClassName?: string; landmark?: boolean }) {
  if (data.alternates.length < 2) return null;
  const Wrapper = landmark ? "nav" : "div";
  return (
    <Wrapper aria-label={t.nav.language} className={className} role={landmark ? undefined : "group"}>
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
