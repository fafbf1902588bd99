import { Link, useLocation } from "react-router";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { ButtonLink, buttonClass } from "../ui/button.tsx";

export function NotFoundContent() {
  const { lang, t } = useI18n();
  return (
    <div className="container-page flex flex-col items-center py-24 text-center md:py-32">
      <p className="font-display text-7xl font-semibold text-pine-600">404</p>
      <h1 className="mt-4 font-display text-4xl font-semibold text-pine-950">{t("notFound.title")}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{t("notFound.body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={pagePath("home", lang)}>{t("notFound.home")}</ButtonLink>
        <ButtonLink to={pagePath("contact", lang)} variant="ghost">
          {t("notFound.contact")}
        </ButtonLink>
      </div>
    </div>
  );
}

export function ServerErrorContent() {
  const { lang, t } = useI18n();
  const { pathname } = useLocation();
  return (
    <div className="container-page flex flex-col items-center py-24 text-center md:py-32">
      <p className="font-display text-7xl font-semibold text-pine-600">500</p>
      <h1 className="mt-4 font-display text-4xl font-semibold text-pine-950">{t("serverError.title")}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{t("serverError.body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link reloadDocument to={pathname} className={buttonClass()}>
          {t("serverError.retry")}
        </Link>
        <ButtonLink to={pagePath("home", lang)} variant="ghost">
          {t("notFound.home")}
        </ButtonLink>
      </div>
    </div>
  );
}
