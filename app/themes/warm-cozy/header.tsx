import { HouseHeart, Mail, Phone } from "lucide-react";
import { ContactLink } from "../kit/blocks/contact-link.tsx";
import { LanguageSwitch } from "../kit/language-switch.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { CallLine, type HeaderLook } from "../kit/parts/header.tsx";
import { Squiggle } from "./ornaments.tsx";
import { wc } from "./tokens.ts";

/** The site's name with its little house, as in the header and the footer. */
export function SiteMark({ name, dark = false }: { name: string; dark?: boolean }) {
  return (
    <>
      <span
        className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full md:size-11 ${
          dark ? "bg-[#f6ecdd]/10 text-[#f6ecdd]" : "bg-(--accent) text-white"
        }`}
      >
        <HouseHeart aria-hidden="true" focusable="false" className="size-5" strokeWidth={2} />
      </span>
      <span className="font-(family-name:--font-heading) text-xl leading-tight font-semibold text-balance md:text-2xl lg:text-xl xl:text-2xl">
        {name}
      </span>
    </>
  );
}

const languagePills =
  "inline-flex min-w-9 justify-center rounded-full px-2.5 py-1 text-sm font-bold text-[#5a4536] hover:bg-[#3a2a1f]/8 aria-[current=true]:bg-(--accent) aria-[current=true]:text-white";

/** On wide screens, an oat strip above the header: the phone and the email, and the languages. */
function ContactStrip(props: ThemePageProps) {
  const { data, t } = props;
  const c = data.site.contact;
  if (!c.phone && !c.email && data.alternates.length < 2) return null;
  return (
    <div className="hidden bg-[#f3e7d6] lg:block">
      <div className={`${wc.container} flex items-center justify-between gap-6 py-2 text-sm text-[#5a4536]`}>
        <p className="flex items-center gap-6">
          {(["phone", "email"] as const).map((kind) => {
            const value = c[kind];
            const Icon = kind === "phone" ? Phone : Mail;
            return (
              value && (
                <ContactLink
                  key={kind}
                  kind={kind}
                  value={value}
                  t={t}
                  className="inline-flex items-center gap-2 font-semibold hover:text-[#3a2a1f]"
                  icon={<Icon aria-hidden="true" className="size-4 text-(--accent)" />}
                />
              )
            );
          })}
        </p>
        <LanguageSwitch {...props} linkClassName={languagePills} />
      </div>
    </div>
  );
}

/** The phone menu ends with a warm button to call and a squiggle. */
function PhoneEnd(props: ThemePageProps) {
  return (
    <>
      <CallLine
        {...props}
        className="mt-8 px-4"
        linkClassName="inline-flex items-center gap-2.5 rounded-full bg-(--accent) px-5 py-3 font-bold text-white"
        icon={<Phone aria-hidden="true" className="size-4" />}
      />
      <Squiggle className="mt-10 ml-4 opacity-60" />
    </>
  );
}

/** The contact strip, the name beside its little house, a menu of soft pills (the last, to book, filled). */
export const headerLook: HeaderLook = {
  Top: ContactStrip,
  bar: `${wc.container} flex items-center justify-between gap-6 py-4 md:py-5`,
  name: "inline-flex items-center gap-3 rounded-full pr-2 text-[#3a2a1f] hover:text-(--accent)",
  Name: ({ data }) => <SiteMark name={data.site.name} />,
  menu: {
    list: "flex items-center gap-0.5 xl:gap-1 [&>li:last-child>a]:ml-2 [&>li:last-child>a]:bg-(--accent) [&>li:last-child>a]:text-white [&>li:last-child>a]:hover:brightness-90 [&>li:last-child>a[aria-current=page]]:ring-2 [&>li:last-child>a[aria-current=page]]:ring-(--accent)/40 [&>li:last-child>a[aria-current=page]]:ring-offset-2 [&>li:last-child>a[aria-current=page]]:ring-offset-[#fbf5ec]",
    link: "block rounded-full px-2.5 py-2 text-[0.95rem] font-bold whitespace-nowrap xl:px-3.5 text-[#5a4536] transition-colors hover:bg-[#3a2a1f]/6 hover:text-[#3a2a1f] aria-[current=page]:bg-(--accent)/12 aria-[current=page]:text-[#3a2a1f]",
  },
  end: "flex items-center gap-3 lg:hidden",
  languages: { list: "hidden sm:block", link: languagePills },
  phone: {
    button:
      "inline-flex size-12 items-center justify-center rounded-full bg-[#f3e7d6] text-[#3a2a1f] hover:bg-[#eadcc8]",
    panel:
      "inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(23rem,90vw)] max-w-none overflow-y-auto rounded-l-[2rem] bg-[#fbf5ec] p-8 pt-20 text-[#3a2a1f] shadow-2xl backdrop:bg-[#3a2a1f]/45 [&>button]:top-5 [&>button]:right-5 [&>button]:rounded-full [&>button]:bg-[#f3e7d6]",
  },
  phoneMenu: {
    list: "space-y-1",
    link: "flex items-center rounded-2xl px-4 py-3 font-(family-name:--font-heading) text-2xl font-semibold text-[#3a2a1f] hover:bg-[#3a2a1f]/5 aria-[current=page]:bg-(--accent)/12",
  },
  phoneLanguages: { list: "mt-8 px-4", link: languagePills },
  PhoneEnd,
};
