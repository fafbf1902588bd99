import { Phone } from "lucide-react";
import { MainMenu } from "../kit/blocks/main-menu.tsx";
import { SiteMenu } from "../kit/blocks/mobile-menu.tsx";
import { telHref } from "../kit/format.ts";
import { LanguageSwitch } from "../kit/language-switch.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Grove, PineIcon, Sign, SiteStamp, TrailSign, Treeline } from "./ornaments.tsx";
import { nr } from "./tokens.ts";

/** Language codes as small tags; the current one burnt into a wooden one. */
const languageTags =
  "inline-flex min-w-9 justify-center rounded-[4px] border border-[#6a5a45]/40 px-2 py-1 text-sm font-bold text-[#4a3d2e] hover:border-[#2a2117] hover:text-[#2a2117] aria-[current=true]:border-[#5b3d26] aria-[current=true]:bg-[#5b3d26] aria-[current=true]:text-[#f8f1e1]";

export function Header(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const phone = site.contact.phone;
  return (
    <header>
      <div className={`${nr.container} flex items-center justify-between gap-5 py-4 lg:py-5`}>
        <a href={site.paths.home} className="group inline-flex min-w-0 items-center gap-3 rounded-md pr-2">
          <SiteStamp />
          <span className="font-(family-name:--font-heading) text-xl leading-tight font-extrabold text-balance text-[#2a2117] group-hover:text-(--accent) md:text-2xl">
            {site.name}
          </span>
        </a>
        <div className="hidden items-center gap-5 lg:flex">
          <LanguageSwitch {...props} linkClassName={languageTags} />
          <a href={site.paths.book} className={nr.smallButton}>
            {t.home.checkAvailability}
          </a>
        </div>
        <SiteMenu
          t={t}
          look={{
            button:
              "inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-[#1f3326] text-[#f3ecdd] hover:bg-[#2b4533] lg:hidden",
            panel:
              "inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(24rem,92vw)] max-w-none overflow-y-auto bg-[#1f3326] p-0 text-[#f3ecdd] shadow-2xl backdrop:bg-[#14241a]/60 [&>button]:top-4 [&>button]:right-4 [&>button]:rounded-md [&>button]:bg-[#f3ecdd]/10 [&_:focus-visible]:outline-[#f3ecdd]",
          }}
        >
          <div className="flex min-h-full flex-col">
            <p className="flex items-center gap-2 px-7 pt-7 text-sm font-bold tracking-[0.14em] text-[#d6d0bd] uppercase">
              <PineIcon className="size-4" />
              {t.nav.menu}
            </p>
            <MainMenu
              {...props}
              className="mt-6 px-4"
              look={{
                list: "divide-y-2 divide-dashed divide-[#f3ecdd]/15",
                link: "block px-3 py-3.5 font-(family-name:--font-heading) text-2xl font-bold text-[#f3ecdd] hover:text-white aria-[current=page]:underline aria-[current=page]:decoration-dashed aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8",
              }}
            />
            <LanguageSwitch
              {...props}
              className="mt-8 px-7"
              linkClassName="inline-flex min-w-9 justify-center rounded-[4px] border border-[#f3ecdd]/35 px-2 py-1 text-sm font-bold text-[#f3ecdd] aria-[current=true]:bg-[#f3ecdd] aria-[current=true]:text-[#1f3326]"
            />
            {phone && (
              <p className="mt-8 px-7">
                <a href={telHref(phone)} className={nr.lightButton}>
                  <Phone aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t.contact.phone}: </span>
                  {phone}
                </a>
              </p>
            )}
            <div className="mt-auto pt-12">
              <Treeline className="text-[#2b4533]" />
              <div className="h-6 bg-[#2b4533]" />
            </div>
          </div>
        </SiteMenu>
      </div>
      <div className="hidden border-y-4 border-[#14241a] bg-[#1f3326] lg:block">
        <div className={`${nr.container} flex items-center justify-between gap-6`}>
          <MainMenu
            {...props}
            look={{
              list: "flex flex-wrap items-center",
              link: "block px-3 py-3 font-(family-name:--font-heading) text-[1.02rem] font-semibold whitespace-nowrap text-[#e6dfcd] hover:bg-[#f3ecdd]/8 hover:text-white aria-[current=page]:text-white aria-[current=page]:underline aria-[current=page]:decoration-[color-mix(in_srgb,var(--accent)_35%,#f3ecdd)] aria-[current=page]:decoration-dashed aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-[7px] xl:px-4 [&:focus-visible]:outline-[#f3ecdd]",
            }}
          />
          {phone && (
            <a
              href={telHref(phone)}
              className="hidden items-center gap-2 text-[0.95rem] font-semibold whitespace-nowrap text-[#e6dfcd] hover:text-white xl:inline-flex [&:focus-visible]:outline-[#f3ecdd]"
            >
              <Phone aria-hidden="true" className="size-4 text-[color-mix(in_srgb,var(--accent)_35%,#f3ecdd)]" />
              <span className="sr-only">{t.contact.phone}: </span>
              {phone}
            </a>
          )}
        </div>
      </div>
      <div aria-hidden="true" className="h-0 border-t-2 border-dashed border-[#8a7558]/45 lg:hidden" />
    </header>
  );
}

/**
 * The title of every page but the home page: a trail marker with a small line, the title on
 * a wooden sign hanging from two ropes, a fern and the introduction.
 */
export function PageHeading({ label, title, intro }: { label?: string; title: string; intro?: string }) {
  return (
    <div className={`${nr.container} flex flex-col items-center pt-10 text-center md:pt-14`}>
      {label && <TrailSign>{label}</TrailSign>}
      <Sign hanging className={label ? "mt-10 md:mt-12" : "mt-8"}>
        <h1 className="font-(family-name:--font-heading) text-[2rem] leading-[1.1] font-extrabold tracking-[-0.01em] text-balance break-words hyphens-auto md:text-5xl">
          {title}
        </h1>
      </Sign>
      <Grove className="mt-7" />
      {intro && <p className={`${nr.lead} mt-5 max-w-2xl`}>{intro}</p>}
    </div>
  );
}

/** A section's heading on paper: the trail marker, then the title in the slab face. */
export function SectionHeading({
  id,
  label,
  title,
  intro,
  light = false,
  className = "",
}: {
  id: string;
  label?: string;
  title: string;
  intro?: string;
  light?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      {label && <TrailSign>{label}</TrailSign>}
      <h2 id={id} className={`${nr.h2} ${label ? "mt-4" : ""} ${light ? "text-[#f3ecdd]" : ""}`}>
        {title}
      </h2>
      {intro && (
        <p className={`mt-4 max-w-2xl text-lg leading-relaxed ${light ? "text-[#d6d0bd]" : "text-[#4a3d2e]"}`}>
          {intro}
        </p>
      )}
    </div>
  );
}
