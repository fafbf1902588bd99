import { pagePath } from "../../../modules/i18n/route-table.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { ButtonLink } from "../ui/button.tsx";

/** The closing call to action most pages end with: book a call, or see the prices. */
export function CtaBand({ title, body }: { title: string; body: string }) {
  const { lang, t } = useI18n();
  return (
    <section className="bg-pine-900 py-16 text-white md:py-20">
      <div className="container-page flex flex-col items-start justify-between gap-8 md:flex-row md:items-center">
        <div className="max-w-2xl">
          <h2 className="font-display text-3xl font-semibold md:text-4xl">{title}</h2>
          <p className="mt-3 text-lg text-pine-100">{body}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <ButtonLink to={pagePath("consultation", lang)} size="lg">
            {t("common.bookCall")}
          </ButtonLink>
          <ButtonLink to={pagePath("pricing", lang)} size="lg" variant="light">
            {t("common.viewPricing")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
