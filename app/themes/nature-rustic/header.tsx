import { Phone } from "lucide-react";
import { ContactLink } from "../kit/blocks/contact-link.tsx";
import { MainMenu } from "../kit/blocks/main-menu.tsx";
import { LanguageSwitch } from "../kit/language-switch.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { CallLine, type HeaderLook } from "../kit/parts/header.tsx";
import { PineIcon, SiteStamp, Treeline } from "./ornaments.tsx";
import { nr } from "./tokens.ts";

/** Language codes as small tags; the current one burnt into a wooden one. */
const languageTags =
  "inline-flex min-w-9 justify-center rounded-[4px] border border-[#6a5a45]/40 px-2 py-1 text-sm font-bold text-[#4a3d2e] hover:border-[#2a2117] hover:text-[#2a2117] aria-[current=true]:border-[#5b3d26] aria-[current=true]:bg-[#5b3d26] aria-[current=true]:text-[#f8f1e1]";

/** On wide screens, the languages as tags and a small button to book beside them. */
function Languages(props: ThemePageProps) {
  return (
    <div className="hidden items-center gap-5 lg:flex">
      <LanguageSwitch {...props} linkClassName={languageTags} />
      <a href={props.data.site.paths.book} className={nr.smallButton}>
        {props.t.home.checkAvailability}
      </a>
    </div>
  );
}

/** The menu on a forest band edged in bark, the phone at its end; on phones a stitched seam instead. */
function Band(props: ThemePageProps) {
  const phone = props.data.site.contact.phone;
  return (
    <>
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
            <ContactLink
              kind="phone"
              value={phone}
              t={props.t}
              className="hidden items-center gap-2 text-[0.95rem] font-semibold whitespace-nowrap text-[#e6dfcd] hover:text-white xl:inline-flex [&:focus-visible]:outline-[#f3ecdd]"
              icon={<Phone aria-hidden="true" className="size-4 text-[color-mix(in_srgb,var(--accent)_35%,#f3ecdd)]" />}
            />
          )}
        </div>
      </div>
      <div aria-hidden="true" className="h-0 border-t-2 border-dashed border-[#8a7558]/45 lg:hidden" />
    </>
  );
}

/**
 * The name beside its stamp, the languages and a button to book; below, the menu on a forest
 * band. The phone menu is a forest panel from the side ending in a treeline.
 */
export const headerLook: HeaderLook = {
  bar: `${nr.container} flex items-center justify-between gap-5 py-4 lg:py-5`,
  name: "group inline-flex min-w-0 items-center gap-3 rounded-md pr-2",
  Name: ({ data }) => (
    <>
      <SiteStamp />
      <span className="font-(family-name:--font-heading) text-xl leading-tight font-extrabold text-balance text-[#2a2117] group-hover:text-(--accent) md:text-2xl">
        {data.site.name}
      </span>
    </>
  ),
  languages: Languages,
  phone: {
    button:
      "inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-[#1f3326] text-[#f3ecdd] hover:bg-[#2b4533] lg:hidden",
    panel:
      "inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(24rem,92vw)] max-w-none overflow-y-auto bg-[#1f3326] p-0 text-[#f3ecdd] shadow-2xl backdrop:bg-[#14241a]/60 [&>button]:top-4 [&>button]:right-4 [&>button]:rounded-md [&>button]:bg-[#f3ecdd]/10 [&_:focus-visible]:outline-[#f3ecdd]",
    column: "flex min-h-full flex-col",
  },
  PhoneTop: ({ t }) => (
    <p className="flex items-center gap-2 px-7 pt-7 text-sm font-bold tracking-[0.14em] text-[#d6d0bd] uppercase">
      <PineIcon className="size-4" />
      {t.nav.menu}
    </p>
  ),
  phoneMenu: {
    nav: "mt-6 px-4",
    list: "divide-y-2 divide-dashed divide-[#f3ecdd]/15",
    link: "block px-3 py-3.5 font-(family-name:--font-heading) text-2xl font-bold text-[#f3ecdd] hover:text-white aria-[current=page]:underline aria-[current=page]:decoration-dashed aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8",
  },
  phoneLanguages: {
    list: "mt-8 px-7",
    link: "inline-flex min-w-9 justify-center rounded-[4px] border border-[#f3ecdd]/35 px-2 py-1 text-sm font-bold text-[#f3ecdd] aria-[current=true]:bg-[#f3ecdd] aria-[current=true]:text-[#1f3326]",
  },
  PhoneEnd: (props) => (
    <>
      <CallLine
        {...props}
        className="mt-8 px-7"
        linkClassName={nr.lightButton}
        icon={<Phone aria-hidden="true" className="size-4" />}
      />
      <div className="mt-auto pt-12">
        <Treeline className="text-[#2b4533]" />
        <div className="h-6 bg-[#2b4533]" />
      </div>
    </>
  ),
  Band,
};
