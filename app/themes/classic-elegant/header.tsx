import { ContactLink } from "../kit/blocks/contact-link.tsx";
import { NavLinks } from "../kit/blocks/nav-links.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import type { HeaderLook } from "../kit/parts/header.tsx";
import { DoubleRule, Flourish } from "./ornaments.tsx";
import { ce } from "./tokens.ts";

const languageLinks =
  "inline-block px-0.5 py-1 text-[0.72rem] font-semibold tracking-[0.2em] text-[#675f54] hover:text-(--accent) aria-[current=true]:text-(--accent) aria-[current=true]:underline aria-[current=true]:decoration-1 aria-[current=true]:underline-offset-[6px]";

/** On wide screens the phone number left of the name, balancing the languages; on phones a spacer balancing the button. */
function Lead({ data, t }: ThemePageProps) {
  const phone = data.site.contact.phone;
  return (
    <>
      <div className="hidden lg:block">
        {phone && <ContactLink kind="phone" value={phone} t={t} className={`${ce.capsMuted} hover:text-(--accent)`} />}
      </div>
      <span aria-hidden="true" className="lg:hidden" />
    </>
  );
}

/** The menu in spaced capitals between two double rules, its pages parted by small diamonds. */
function Band(props: ThemePageProps) {
  return (
    <nav aria-label={props.t.nav.mainMenu} className={`${ce.container} hidden lg:block`}>
      <DoubleRule className="text-(--accent)/35" />
      <NavLinks
        {...props}
        className="flex flex-wrap items-center justify-center gap-y-1 py-3.5 [&>li+li]:before:mx-6 [&>li+li]:before:inline-block [&>li+li]:before:size-1 [&>li+li]:before:rotate-45 [&>li+li]:before:bg-(--accent)/55 [&>li+li]:before:align-middle [&>li+li]:before:content-['']"
        linkClassName="inline-block py-1.5 text-[0.75rem] font-semibold tracking-[0.22em] text-[#3b3731] uppercase hover:text-(--accent) aria-[current=page]:text-(--accent) aria-[current=page]:underline aria-[current=page]:decoration-1 aria-[current=page]:underline-offset-[7px]"
      />
      <DoubleRule className="text-(--accent)/35" />
    </nav>
  );
}

/**
 * The name set centred in spaced capitals of the display face, the phone number and the
 * languages balanced either side of it; below it, between two double rules, the menu.
 * Below the lg breakpoint: the name, and the menu behind a button.
 */
export const headerLook: HeaderLook = {
  header: "bg-[#fbf8f1]",
  bar: `${ce.container} grid grid-cols-[3rem_1fr_3rem] items-center gap-2 py-5 lg:grid-cols-[minmax(9rem,1fr)_auto_minmax(9rem,1fr)] lg:gap-8 lg:pt-8 lg:pb-6`,
  Lead,
  name: "group flex flex-col items-center text-center",
  Name: ({ data }) => (
    <>
      <span className="font-(family-name:--font-heading) text-[1.35rem] leading-tight tracking-[0.14em] text-balance text-[#1f1d1a] uppercase group-hover:text-(--accent) sm:text-2xl lg:text-[2rem] lg:tracking-[0.16em]">
        {data.site.name}
      </span>
      <Flourish className="mt-2 hidden lg:block" />
    </>
  ),
  end: "flex justify-end",
  languages: { list: "hidden lg:block", link: languageLinks },
  phone: {
    button:
      "inline-flex size-12 items-center justify-center border border-[#1f1d1a]/20 text-[#1f1d1a] hover:border-(--accent) hover:text-(--accent) lg:hidden [&_svg]:[stroke-width:1.5]",
    panel:
      "m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto border-0 bg-[#fbf8f1] px-8 pt-24 pb-12 text-center text-[#1f1d1a] backdrop:bg-[#1f1d1a]/40 before:pointer-events-none before:absolute before:inset-3 before:border before:border-(--accent)/35 [&>button]:top-6 [&>button]:right-6",
  },
  PhoneTop: ({ data }) => (
    <>
      <p className="font-(family-name:--font-heading) text-lg tracking-[0.14em] uppercase">{data.site.name}</p>
      <Flourish className="mx-auto mt-3" />
    </>
  ),
  phoneMenu: {
    nav: "mt-8",
    list: "space-y-1",
    link: "inline-block py-2 font-(family-name:--font-heading) text-[1.7rem] text-[#1f1d1a] hover:text-(--accent) aria-[current=page]:text-(--accent) aria-[current=page]:underline aria-[current=page]:decoration-1 aria-[current=page]:underline-offset-8",
  },
  phoneLanguages: { list: "mt-10 flex justify-center [&_ul]:justify-center [&_ul]:gap-x-5", link: languageLinks },
  Band,
};
