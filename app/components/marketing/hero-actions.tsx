import { pagePath } from "../../../modules/i18n/route-table.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { ButtonLink } from "../ui/button.tsx";

/**
 * The two buttons of a page hero: book the free consultation, or look further first (the
 * prices or the dashboard demo). Put them inside PageHero.
 */
export function HeroActions({ next = "pricing" }: { next?: "pricing" | "demo" }) {
  const { lang, t } = useI18n();
  return (
    <>
      <ButtonLink to={pagePath("consultation", lang)} size="lg">
        {t("common.bookCall")}
      </ButtonLink>
      <ButtonLink to={pagePath(next, lang)} size="lg" variant="ghost" className="bg-white">
        {next === "pricing" ? t("common.viewPricing") : t("common.viewDemo")}
      </ButtonLink>
    </>
  );
}
