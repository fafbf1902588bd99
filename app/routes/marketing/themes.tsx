import { ArrowUpRight, Repeat } from "lucide-react";
import { themesContent } from "../../../content/themes/index.ts";
import { THEME_DISPLAY_NAMES } from "../../../content/themes/names.ts";
import { previewName, THEME_NAMES } from "../../../modules/sites/themes.ts";
import { CheckList } from "../../components/marketing/check-list.tsx";
import { CtaBand } from "../../components/marketing/cta-band.tsx";
import { HeadedSection } from "../../components/marketing/headed-section.tsx";
import { IconCallout } from "../../components/marketing/icon-callout.tsx";
import { THEME_LOOKS } from "../../components/marketing/mockups/theme-looks.ts";
import { ThemeMockup } from "../../components/marketing/mockups/theme-mockup.tsx";
import { plainPageMeta } from "../../components/marketing/plain-page-meta.ts";
import { planContent } from "../../components/marketing/plan-content.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { PageHero } from "../../components/ui/section.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import type { Route } from "./+types/themes";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, content } = await planContent(url, context, themesContent);
  return { lang, title: content.meta.title, description: content.meta.description, content };
}

export const meta: Route.MetaFunction = plainPageMeta("themes");

export default function Themes({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { lang, t } = useI18n();
  const names = THEME_DISPLAY_NAMES[lang];
  return (
    <>
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead} />

      <nav aria-label={content.hero.eyebrow} className="container-page -mt-4 pb-6">
        <ul className="flex flex-wrap justify-center gap-2">
          {THEME_NAMES.map((theme) => (
            <li key={theme}>
              <a
                href={`#${theme}`}
                className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-pine-50 hover:text-pine-900"
              >
                <span
                  aria-hidden="true"
                  className="h-3 w-3 rounded-full ring-1 ring-black/10"
                  style={{ background: THEME_LOOKS[theme].accent }}
                />
                {names[theme]}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="container-page space-y-8 pb-16 md:space-y-12 md:pb-24">
        {THEME_NAMES.map((theme, i) => {
          const copy = content.themes[theme];
          const name = names[theme];
          const look = THEME_LOOKS[theme];
          return (
            <section
              key={theme}
              id={theme}
              aria-labelledby={`${theme}-title`}
              className="scroll-mt-24 rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-200 md:p-10"
            >
              <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
                <div className={cn(i % 2 === 1 && "lg:order-2")}>
                  <p className="text-sm font-semibold tracking-wider text-coral-600 uppercase">{copy.tagline}</p>
                  <h2
                    id={`${theme}-title`}
                    className="mt-2 font-display text-3xl font-semibold text-pine-950 md:text-4xl"
                  >
                    {name}
                  </h2>
                  <p className="mt-4 text-lg leading-relaxed text-slate-700">{copy.description}</p>
                  <div className="mt-5 rounded-2xl bg-white p-4 ring-1 ring-sand-200">
                    <h3 className="text-sm font-semibold tracking-wider text-slate-600 uppercase">
                      {content.suitsLabel}
                    </h3>
                    <p className="mt-1 text-slate-800">{copy.suits}</p>
                  </div>
                  <CheckList className="mt-5 space-y-2" items={copy.highlights} />
                  <h3 className="mt-6 text-sm font-semibold tracking-wider text-slate-600 uppercase">
                    {content.paletteLabel}
                  </h3>
                  <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                    {look.palette.map((hex, n) => (
                      <li key={hex} className="flex items-center gap-2.5 sm:flex-col sm:items-start sm:gap-1.5">
                        <span
                          aria-hidden="true"
                          className="h-10 w-10 shrink-0 rounded-xl shadow-inner ring-1 ring-black/10 sm:h-12 sm:w-full"
                          style={{ background: hex }}
                        />
                        <span className="text-sm leading-tight">
                          <span className="block font-medium text-slate-800">{copy.palette[n]}</span>
                          <span className="block font-mono text-xs text-slate-600 uppercase">{hex}</span>
                        </span>
                      </li>
                    ))}
                  </ul>
                  <div className="mt-7 flex flex-wrap items-center gap-x-4 gap-y-2">
                    <a
                      href={`/theme-preview/${previewName(theme)}?lang=${lang}`}
                      data-testid={`theme-preview-${theme}`}
                      className={buttonClass("secondary", "md")}
                    >
                      {t("common.preview")}
                      <span className="sr-only">: {name}</span>
                      <ArrowUpRight aria-hidden="true" className="h-4 w-4" />
                    </a>
                    <p className="text-sm text-slate-600">{content.previewNote}</p>
                  </div>
                </div>
                <ThemeMockup
                  theme={theme}
                  siteName={copy.sample.name}
                  domain={copy.sample.domain}
                  tagline={copy.sample.tagline}
                  labels={content.mockup}
                  className={cn("mx-auto w-full max-w-xl", i % 2 === 1 && "lg:order-1")}
                />
              </div>
            </section>
          );
        })}
      </div>

      <HeadedSection id="included-title" tone="sand" heading={content.included}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {content.included.items.map((item) => (
            <li key={item.title} className="rounded-2xl bg-white p-6 ring-1 ring-sand-200">
              <h3 className="font-display text-lg font-semibold text-pine-950">{item.title}</h3>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{item.body}</p>
            </li>
          ))}
        </ul>
        <IconCallout
          icon={Repeat}
          title={content.switching.title}
          body={content.switching.body}
          className="mx-auto mt-12 max-w-3xl"
        />
      </HeadedSection>

      <CtaBand title={content.cta.title} body={content.cta.body} />
    </>
  );
}
