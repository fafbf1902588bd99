import { CheckCircle2 } from "lucide-react";
import type { HomeContent } from "../../../../content/home/types.ts";
import { pagePath } from "../../../../modules/i18n/route-table.ts";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ButtonLink } from "../../ui/button.tsx";
import { OwnerSiteMockup } from "../mockups/owner-site-mockup.tsx";

/** The opening of the home page: the promise, the two calls to action and the site mock-up. */
export function HomeHero({ content }: { content: HomeContent["hero"] }) {
  const { lang, t } = useI18n();
  return (
    <section
      data-testid="hero"
      className="relative overflow-hidden bg-gradient-to-b from-sand-50 via-sand-50/60 to-white"
    >
      {/* Soft glows as radial gradients: a blur filter this size costs a slow phone's paint. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-48 -right-40 h-[36rem] w-[36rem] bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-pine-100)_70%,transparent),transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-1/3 -left-56 h-[32rem] w-[32rem] bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-sand-200)_60%,transparent),transparent)]"
      />
      <div className="container-page relative grid items-center gap-14 pt-12 pb-16 md:pt-20 md:pb-24 lg:grid-cols-[1fr_1.1fr] lg:gap-12">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-pine-800 shadow-sm ring-1 ring-pine-100">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-coral-500" />
            {content.eyebrow}
          </p>
          <h1 className="mt-6 font-display text-4xl leading-[1.08] font-semibold tracking-tight text-pine-950 sm:text-5xl lg:text-6xl">
            {content.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-700 md:text-xl">{content.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink to={pagePath("checkout", lang)} size="lg" className="whitespace-nowrap">
              {t("common.startNow")}
            </ButtonLink>
            <ButtonLink to={pagePath("demo", lang)} size="lg" variant="ghost" className="bg-white whitespace-nowrap">
              {t("common.viewDemo")}
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-col gap-x-6 gap-y-2.5 text-sm font-medium text-slate-700 sm:flex-row sm:flex-wrap">
            {content.points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-pine-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <OwnerSiteMockup labels={content.mockup} lang={lang} />
      </div>
    </section>
  );
}
