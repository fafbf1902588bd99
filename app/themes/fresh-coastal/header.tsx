import { ChevronDown, Globe, Phone } from "lucide-react";
import { SITE_LANGUAGE_NAMES } from "../../../modules/i18n/site-languages.ts";
import { LanguageList } from "../kit/blocks/language-list.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { CallLine, type HeaderLook } from "../kit/parts/header.tsx";
import { Horizon, SunOverWaves } from "./ornaments.tsx";
import { fc } from "./tokens.ts";

/** Whether the page opens with the full-width wave photo, which the header floats over. */
export function opensWithWave({ data }: ThemePageProps): boolean {
  return data.page === "home" && data.site.options.heroLayout !== "split" && data.site.hero !== null;
}

/** The site's name beside its sun over the water. */
export function SiteMark({ name, dark = false }: { name: string; dark?: boolean }) {
  return (
    <>
      <span
        className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full ${
          dark ? "bg-white/10 text-[#cfe7ee]" : "bg-(--accent) text-white"
        }`}
      >
        <SunOverWaves className="size-6" />
      </span>
      <span className="font-(family-name:--font-heading) text-[1.05rem] leading-tight font-bold tracking-[-0.01em] text-balance sm:text-lg md:text-xl">
        {name}
      </span>
    </>
  );
}

/**
 * The languages as a small drop-down behind a globe: the capsule stays one line in every
 * language. Each language is named in itself; the site script closes it like a menu.
 */
function LanguageMenu({ data, t }: ThemePageProps) {
  if (data.alternates.length < 2) return null;
  const lang = data.site.lang;
  return (
    <details data-menu className="group relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-sm font-bold text-[#0e2a38] transition-colors hover:bg-[#ecf5f7] group-open:bg-[#ecf5f7] [&::-webkit-details-marker]:hidden">
        <Globe aria-hidden="true" className="size-4 text-(--accent)" />
        <span aria-hidden="true">{lang.toUpperCase()}</span>
        <span className="sr-only">
          {t.nav.language}: {SITE_LANGUAGE_NAMES[lang]}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <nav
        aria-label={t.nav.language}
        className="absolute top-full right-0 z-40 mt-2 min-w-44 rounded-3xl bg-white p-2 shadow-[0_24px_50px_-20px_rgba(14,60,80,0.45)] ring-1 ring-[#0e2a38]/8"
      >
        <LanguageList
          data={data}
          linkClassName="flex items-center justify-between gap-4 rounded-2xl px-4 py-2.5 font-semibold text-[#0e2a38] hover:bg-[#ecf5f7] aria-[current=true]:bg-(--accent)/10 aria-[current=true]:text-(--accent)"
          label={(code) => (
            <>
              {SITE_LANGUAGE_NAMES[code]}
              <span aria-hidden="true" className="text-xs font-bold text-[#4d6673]">
                {code.toUpperCase()}
              </span>
            </>
          )}
        />
      </nav>
    </details>
  );
}

/** The phone menu ends with a button to call and the horizon. */
function PhoneEnd(props: ThemePageProps) {
  return (
    <>
      <CallLine
        {...props}
        className="mt-6 px-4"
        linkClassName={fc.button}
        icon={<Phone aria-hidden="true" className="size-4" />}
      />
      <Horizon className="mt-8" />
    </>
  );
}

/**
 * A white capsule floating near the top: the name, the pages (the current one underlined
 * with a wave) and the languages. On the home page's wave photo it floats over the picture;
 * elsewhere over the sea-mist band the page heading continues.
 */
export const headerLook: HeaderLook = {
  header: (props) => {
    const ground = opensWithWave(props)
      ? "absolute inset-x-0 top-0 z-30"
      : props.data.page === "home"
        ? "bg-white"
        : fc.mist;
    return `${ground} px-3 pt-3 sm:px-5 md:pt-5`;
  },
  bar: "mx-auto flex max-w-6xl items-center justify-between gap-3 rounded-full bg-white py-1.5 pr-1.5 pl-2 shadow-[0_1px_2px_rgba(14,42,56,0.06),0_16px_40px_-22px_rgba(14,60,80,0.5)] sm:pr-2 md:py-2",
  name: "inline-flex min-w-0 items-center gap-3 rounded-full pr-2 text-[#0e2a38] hover:text-(--accent)",
  Name: ({ data }) => <SiteMark name={data.site.name} />,
  menu: {
    list: "flex items-center",
    link: "block rounded-full px-2.5 py-2 text-[0.95rem] font-semibold whitespace-nowrap text-[#35505e] transition-colors hover:bg-[#ecf5f7] hover:text-[#0e2a38] xl:px-3.5 aria-[current=page]:text-[#0e2a38] aria-[current=page]:underline aria-[current=page]:decoration-(--accent) aria-[current=page]:decoration-wavy aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-[7px]",
  },
  end: "flex shrink-0 items-center gap-1",
  languages: LanguageMenu,
  phone: {
    button: "inline-flex size-11 items-center justify-center rounded-full bg-(--accent) text-white lg:hidden",
    panel:
      "inset-x-3 top-3 bottom-auto m-0 max-h-[calc(100dvh-1.5rem)] w-auto max-w-none overflow-y-auto rounded-[2rem] bg-white p-6 pt-16 text-[#0e2a38] shadow-2xl backdrop:bg-[#0e2a38]/40 [&>button]:top-3 [&>button]:right-3 [&>button]:rounded-full [&>button]:bg-[#ecf5f7] [&>button]:p-2.5",
  },
  phoneMenu: {
    list: "space-y-1",
    link: "flex items-center rounded-2xl px-4 py-3 font-(family-name:--font-heading) text-2xl font-bold text-[#0e2a38] hover:bg-[#ecf5f7] aria-[current=page]:bg-(--accent)/10 aria-[current=page]:text-(--accent)",
  },
  PhoneEnd,
};
