import { Link, useLocation } from "react-router";
import { LANGUAGES, type Lang } from "../../../modules/i18n/languages.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";

/** The same screen with ?lang=xx added; the loader stores the choice and drops the parameter. */
function withLang(search: string, lang: Lang): string {
  const params = new URLSearchParams(search);
  params.set("lang", lang);
  return `?${params.toString()}`;
}

/** nl / en / pl for the account screens, remembered in a cookie (not in the path). */
export function AuthLanguageSwitch() {
  const { lang, t } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t("nav.language")}>
      <ul className="flex items-center gap-1">
        {LANGUAGES.map((l) => (
          <li key={l}>
            {l === lang ? (
              <span
                aria-current="true"
                className="block rounded-full bg-pine-100 px-2.5 py-1 text-xs font-bold uppercase text-pine-900"
              >
                <span aria-hidden="true">{l}</span>
                <span className="sr-only">{t(`languageNames.${l}`)}</span>
              </span>
            ) : (
              <Link
                to={`${pathname}${withLang(search, l)}`}
                lang={l}
                replace
                preventScrollReset
                className="block rounded-full px-2.5 py-1 text-xs font-bold uppercase text-slate-700 hover:bg-pine-50 hover:text-pine-900"
              >
                <span aria-hidden="true">{l}</span>
                <span className="sr-only">{t(`languageNames.${l}`)}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
