import { ArrowRight, Check, Download, X } from "lucide-react";
import { BRAND_COLOURS, LOGO_FILES, type LogoVariant } from "../../../content/logo/brand.ts";
import { logoContent } from "../../../content/logo/index.ts";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { CtaBand } from "../../components/marketing/cta-band.tsx";
import { HeadedSection } from "../../components/marketing/headed-section.tsx";
import { plainPageMeta } from "../../components/marketing/plain-page-meta.ts";
import { OwnerLogo } from "../../components/marketing/services/owner-logos.tsx";
import { ButtonLink, buttonClass } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { PageHero, Section, SectionHeading } from "../../components/ui/section.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { pageOf } from "../../lib/page-request.ts";
import type { Route } from "./+types/logo";

export function loader({ url }: Route.LoaderArgs) {
  const { lang } = pageOf(url);
  const content = logoContent[lang];
  return { lang, title: content.meta.title, description: content.meta.description, content };
}

export const meta: Route.MetaFunction = plainPageMeta("logo");

/** How each variant is previewed: the background it is meant for. */
const PREVIEW: Record<LogoVariant, string> = {
  colour: "bg-white ring-1 ring-slate-200",
  mono: "bg-sand-50 ring-1 ring-sand-200",
  white: "bg-pine-900",
  mark: "bg-pine-50 ring-1 ring-pine-100",
};
const VARIANT_ORDER: LogoVariant[] = ["colour", "mono", "white", "mark"];
const LIGHT_SWATCHES = new Set(["pine50", "sand100", "sand300", "wave"]);

export default function LogoPage({ loaderData }: Route.ComponentProps) {
  const { hero, story, variants, rules, palette, typography, usage, ownerLogos, cta } = loaderData.content;
  const { lang, t } = useI18n();
  const colour = LOGO_FILES.colour;

  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <a href={colour.src} download="vayvista-logo.svg" className={buttonClass("primary", "lg")}>
          <Download aria-hidden="true" className="h-5 w-5" />
          {variants.items.colour.download}
        </a>
      </PageHero>

      <Section labelledBy="story-title">
        <div className="grid items-center gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
          <div className="flex flex-col items-center justify-center gap-10 rounded-3xl bg-sand-50 px-6 py-14 ring-1 ring-sand-200">
            <img src={LOGO_FILES.mark.src} width={160} height={160} alt={variants.items.mark.alt} />
            <img src={colour.src} width={300} height={72} alt={variants.items.colour.alt} className="max-w-full" />
          </div>
          <div>
            <SectionHeading
              id="story-title"
              eyebrow={story.eyebrow}
              title={story.title}
              intro={story.intro}
              align="left"
            />
            <ul className="grid gap-6 sm:grid-cols-2">
              {story.points.map((point) => (
                <li key={point.title} className="border-l-4 border-pine-600 pl-4">
                  <h3 className="text-lg font-semibold text-pine-950">{point.title}</h3>
                  <p className="mt-1.5 leading-relaxed text-slate-600">{point.body}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section tone="sand" labelledBy="variants-title" id="downloads">
        <SectionHeading id="variants-title" eyebrow={variants.eyebrow} title={variants.title} intro={variants.intro} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VARIANT_ORDER.map((variant) => {
            const file = LOGO_FILES[variant];
            const copy = variants.items[variant];
            return (
              <li key={variant} className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <div className={cn("flex h-36 items-center justify-center rounded-xl px-6", PREVIEW[variant])}>
                  <img
                    src={file.src}
                    width={variant === "mark" ? 72 : 180}
                    height={variant === "mark" ? 72 : 43}
                    alt={copy.alt}
                  />
                </div>
                <div className="flex flex-1 flex-col px-2 pt-5 pb-2">
                  <h3 className="text-lg font-semibold text-pine-950">{copy.title}</h3>
                  <p className="mt-1.5 flex-1 text-sm leading-relaxed text-slate-600">{copy.body}</p>
                  <a
                    href={file.src}
                    download={`vayvista-${variant === "colour" ? "logo" : variant === "mark" ? "mark" : `logo-${variant}`}.svg`}
                    className="mt-5 inline-flex items-center gap-2 self-start rounded-full px-4 py-2 text-sm font-semibold text-pine-800 ring-1 ring-pine-200 hover:bg-pine-50"
                  >
                    <Download aria-hidden="true" className="h-4 w-4" />
                    {copy.download}
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <HeadedSection id="rules-title" heading={rules}>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="rounded-3xl bg-sand-50 p-7 ring-1 ring-sand-200 md:p-9">
            <h3 className="font-display text-2xl font-semibold text-pine-950">{rules.clearSpace.title}</h3>
            <p className="mt-3 leading-relaxed text-slate-700">{rules.clearSpace.body}</p>
            <figure className="mt-8">
              <div className="flex justify-center overflow-x-auto">
                <div className="relative border-2 border-dashed border-coral-600/60 bg-white p-[29px]">
                  <div className="outline outline-1 outline-pine-300">
                    <img src={colour.src} width={240} height={58} alt="" className="block" />
                  </div>
                  <span
                    aria-hidden="true"
                    className="absolute top-0 left-1/2 flex h-[29px] -translate-x-1/2 items-center font-display text-sm font-semibold text-coral-700 italic"
                  >
                    x
                  </span>
                  <span
                    aria-hidden="true"
                    className="absolute bottom-0 left-1/2 flex h-[29px] -translate-x-1/2 items-center font-display text-sm font-semibold text-coral-700 italic"
                  >
                    x
                  </span>
                  <span
                    aria-hidden="true"
                    className="absolute top-1/2 left-0 flex w-[29px] -translate-y-1/2 justify-center font-display text-sm font-semibold text-coral-700 italic"
                  >
                    x
                  </span>
                  <span
                    aria-hidden="true"
                    className="absolute top-1/2 right-0 flex w-[29px] -translate-y-1/2 justify-center font-display text-sm font-semibold text-coral-700 italic"
                  >
                    x
                  </span>
                </div>
              </div>
              <figcaption className="mt-4 text-center text-sm text-slate-600">{rules.clearSpace.label}</figcaption>
            </figure>
          </div>
          <div className="rounded-3xl bg-sand-50 p-7 ring-1 ring-sand-200 md:p-9">
            <h3 className="font-display text-2xl font-semibold text-pine-950">{rules.minSize.title}</h3>
            <p className="mt-3 leading-relaxed text-slate-700">{rules.minSize.body}</p>
            <ul className="mt-8 space-y-6">
              <li className="flex flex-wrap items-center gap-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
                <span className="flex flex-col items-center">
                  <img src={colour.src} width={120} height={29} alt="" />
                  <span aria-hidden="true" className="mt-2 h-2 w-[120px] border-x-2 border-b-2 border-coral-600/60" />
                </span>
                <span className="text-sm font-medium text-slate-800">{rules.minSize.fullLabel}</span>
              </li>
              <li className="flex flex-wrap items-center gap-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
                <span className="flex flex-col items-center">
                  <img src={LOGO_FILES.mark.src} width={24} height={24} alt="" />
                  <span aria-hidden="true" className="mt-2 h-2 w-6 border-x-2 border-b-2 border-coral-600/60" />
                </span>
                <span className="text-sm font-medium text-slate-800">{rules.minSize.markLabel}</span>
              </li>
            </ul>
          </div>
        </div>
      </HeadedSection>

      <HeadedSection id="palette-title" tone="sand" heading={palette}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {BRAND_COLOURS.map((c) => {
            const copy = palette.colours[c.key];
            return (
              <li key={c.key} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                <div
                  className={cn("flex h-24 items-end p-4", LIGHT_SWATCHES.has(c.key) && "border-b border-slate-200")}
                  style={{ backgroundColor: c.hex }}
                >
                  <span
                    className={cn(
                      "rounded-md px-2 py-0.5 font-mono text-sm font-semibold",
                      LIGHT_SWATCHES.has(c.key) ? "bg-white/70 text-ink" : "bg-black/20 text-white",
                    )}
                  >
                    {c.hex}
                  </span>
                </div>
                <div className="p-4">
                  <h3 className="font-semibold text-pine-950">{copy.name}</h3>
                  <p className="mt-0.5 font-mono text-xs text-slate-600">{c.token}</p>
                  <p className="mt-2 text-sm text-slate-700">{copy.usage}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </HeadedSection>

      <HeadedSection id="type-title" heading={typography}>
        <div className="grid gap-6 lg:grid-cols-2">
          {[
            {
              face: typography.display,
              sample: "font-display text-3xl font-semibold md:text-4xl",
              letters: "font-display font-semibold",
            },
            { face: typography.text, sample: "font-sans text-xl", letters: "font-sans" },
          ].map(({ face, sample, letters }) => (
            <div key={face.role} className="rounded-3xl p-7 ring-1 ring-slate-200 md:p-9">
              <p className="text-sm font-semibold tracking-wider text-coral-600 uppercase">{face.role}</p>
              <div className="mt-4 flex items-start gap-6">
                <span aria-hidden="true" className={cn("text-6xl leading-none text-pine-800", letters)}>
                  Aa
                </span>
                <div>
                  <h3 className="font-semibold text-pine-950">{face.name}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{face.body}</p>
                </div>
              </div>
              <p className={cn("mt-6 border-t border-slate-100 pt-6 text-pine-950", sample)}>{face.sample}</p>
            </div>
          ))}
        </div>
      </HeadedSection>

      <HeadedSection id="usage-title" tone="sand" heading={usage}>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="rounded-3xl bg-white p-7 ring-1 ring-pine-200 md:p-9">
            <h3 className="flex items-center gap-3 font-display text-2xl font-semibold text-pine-950">
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-pine-700">
                <Check aria-hidden="true" className="h-5 w-5 text-white" strokeWidth={3} />
              </span>
              {usage.doTitle}
            </h3>
            <div className="mt-6 grid grid-cols-2 gap-3" aria-hidden="true">
              <div className="flex h-24 items-center justify-center rounded-xl bg-white px-4 ring-1 ring-slate-200">
                <img src={colour.src} width={140} height={34} alt="" />
              </div>
              <div className="flex h-24 items-center justify-center rounded-xl bg-pine-900 px-4">
                <img src={LOGO_FILES.white.src} width={140} height={34} alt="" />
              </div>
            </div>
            <ul className="mt-6 space-y-3">
              {usage.dos.map((item) => (
                <li key={item} className="flex gap-3 text-slate-800">
                  <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-pine-600" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-white p-7 ring-1 ring-coral-600/30 md:p-9">
            <h3 className="flex items-center gap-3 font-display text-2xl font-semibold text-pine-950">
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-coral-600">
                <X aria-hidden="true" className="h-5 w-5 text-white" strokeWidth={3} />
              </span>
              {usage.dontTitle}
            </h3>
            <ul className="mt-6 grid grid-cols-3 gap-3">
              {usage.dontExamples.map((label, index) => (
                <li key={label} className="flex flex-col">
                  <div className="relative flex h-24 items-center justify-center overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
                    <img
                      src={colour.src}
                      width={100}
                      height={24}
                      alt=""
                      className={cn(
                        index === 0 && "scale-x-150 scale-y-75",
                        index === 1 && "hue-rotate-180 saturate-200",
                        index === 2 && "-rotate-12",
                      )}
                    />
                    <span className="absolute top-1.5 right-1.5 flex h-5 w-5 items-center justify-center rounded-full bg-coral-600">
                      <X aria-hidden="true" className="h-3.5 w-3.5 text-white" strokeWidth={3} />
                    </span>
                  </div>
                  <span className="mt-2 text-center text-xs font-semibold text-slate-700">{label}</span>
                </li>
              ))}
            </ul>
            <ul className="mt-6 space-y-3">
              {usage.donts.map((item) => (
                <li key={item} className="flex gap-3 text-slate-800">
                  <X aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-coral-600" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </HeadedSection>

      <HeadedSection id="owner-logos-title" heading={ownerLogos}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ownerLogos.examples.map((example, index) => (
            <li key={example.name}>
              <figure className="flex h-full flex-col items-center rounded-2xl bg-sand-50 p-6 text-center ring-1 ring-sand-200">
                <OwnerLogo index={index} label={example.name} />
                <figcaption className="mt-5">
                  <span className="block font-display text-lg font-semibold text-pine-950">{example.name}</span>
                  <span className="mt-0.5 block text-sm font-medium text-coral-700">{example.place}</span>
                  <span className="mt-2 block text-sm leading-relaxed text-slate-600">{example.idea}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="mt-12 grid items-start gap-8 rounded-3xl bg-pine-50 p-7 ring-1 ring-pine-100 md:p-10 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <h3 className="font-display text-2xl font-semibold text-pine-950">{ownerLogos.includedTitle}</h3>
            <ul className="mt-5 space-y-3">
              {ownerLogos.included.map((item) => (
                <li key={item} className="flex gap-3 text-slate-800">
                  <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-pine-700">
                    <Check aria-hidden="true" className="h-3.5 w-3.5 text-white" strokeWidth={3} />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <p className="leading-relaxed text-slate-700">{ownerLogos.note}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to={pagePath("consultation", lang)}>{ownerLogos.cta}</ButtonLink>
              <ButtonLink to={pagePath("customWork", lang)} variant="ghost">
                {t("footer.customWork")}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </ButtonLink>
            </div>
          </div>
        </div>
      </HeadedSection>

      <CtaBand title={cta.title} body={cta.body} />
    </>
  );
}
