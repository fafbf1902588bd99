import { Link } from "react-router";
import { LANGUAGES } from "../../../modules/i18n/languages.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { cn } from "../ui/cn.ts";
import { useAlternates } from "./use-alternates.ts";

/**
 * Links to the same page in the other languages; the current one is marked, not linked.
 * The header's switch is a navigation landmark; a second copy (the footer's) is a plain
 * labelled list, so landmarks stay unique.
 */
export function LanguageSwitch({ className, landmark = true }: { className?: string; landmark?: boolean }) {
  const { lang, t } = useI18n();
  const alternates = useAlternates();
  const Wrapper = landmark ? "nav" : "div";
  return (
    <Wrapper aria-label={landmark ? t("nav.language") : undefined} className={className}>
      <ul aria-label={landmark ? undefined : t("nav.language")} className="flex items-center gap-1">
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
                to={alternates[l]}
                hrefLang={l}
                lang={l}
                className={cn(
                  "block rounded-full px-2.5 py-1 text-xs font-bold uppercase text-slate-600 hover:bg-pine-50 hover:text-pine-900",
                )}
              >
                <span aria-hidden="true">{l}</span>
                <span className="sr-only">{t(`languageNames.${l}`)}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
