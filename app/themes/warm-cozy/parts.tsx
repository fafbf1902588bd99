import { HouseHeart, Mail, Phone } from "lucide-react";
import type { SitePageId } from "../../../modules/i18n/site-route-table.ts";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import { ContactLink } from "../kit/blocks/contact-link.tsx";
import { MainMenu } from "../kit/blocks/main-menu.tsx";
import { SiteMenu } from "../kit/blocks/mobile-menu.tsx";
import { LanguageSwitch } from "../kit/language-switch.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Eyebrow, Squiggle } from "./ornaments.tsx";
import { wc } from "./tokens.ts";

/** A page of the site in the page's language. */
export function pagePath(site: SiteView, page: SitePageId): string {
  return site.paths[page];
}

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

export function Header(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const c = site.contact;
  const strip = Boolean(c.phone || c.email || data.alternates.length > 1);
  return (
    <header>
      {strip && (
        <div className="hidden bg-[#f3e7d6] lg:block">
          <div className={`${wc.container} flex items-center justify-between gap-6 py-2 text-sm text-[#5a4536]`}>
            <p className="flex items-center gap-6">
              {c.phone && (
                <ContactLink
                  kind="phone"
                  value={c.phone}
                  t={t}
                  className="inline-flex items-center gap-2 font-semibold hover:text-[#3a2a1f]"
                  icon={<Phone aria-hidden="true" className="size-4 text-(--accent)" />}
                />
              )}
              {c.email && (
                <ContactLink
                  kind="email"
                  value={c.email}
                  t={t}
                  className="inline-flex items-center gap-2 font-semibold hover:text-[#3a2a1f]"
                  icon={<Mail aria-hidden="true" className="size-4 text-(--accent)" />}
                />
              )}
            </p>
            <LanguageSwitch {...props} linkClassName={languagePills} />
          </div>
        </div>
      )}
      <div className={`${wc.container} flex items-center justify-between gap-6 py-4 md:py-5`}>
        <a
          href={pagePath(site, "home")}
          className="inline-flex items-center gap-3 rounded-full pr-2 text-[#3a2a1f] hover:text-(--accent)"
        >
          <SiteMark name={site.name} />
        </a>
        <MainMenu
          {...props}
          className="hidden lg:block"
          look={{
            list: "flex items-center gap-0.5 xl:gap-1 [&>li:last-child>a]:ml-2 [&>li:last-child>a]:bg-(--accent) [&>li:last-child>a]:text-white [&>li:last-child>a]:hover:brightness-90 [&>li:last-child>a[aria-current=page]]:ring-2 [&>li:last-child>a[aria-current=page]]:ring-(--accent)/40 [&>li:last-child>a[aria-current=page]]:ring-offset-2 [&>li:last-child>a[aria-current=page]]:ring-offset-[#fbf5ec]",
            link: "block rounded-full px-2.5 py-2 text-[0.95rem] font-bold whitespace-nowrap xl:px-3.5 text-[#5a4536] transition-colors hover:bg-[#3a2a1f]/6 hover:text-[#3a2a1f] aria-[current=page]:bg-(--accent)/12 aria-[current=page]:text-[#3a2a1f]",
          }}
        />
        <div className="flex items-center gap-3 lg:hidden">
          <LanguageSwitch {...props} className="hidden sm:block" linkClassName={languagePills} />
          <SiteMenu
            t={t}
            look={{
              button:
                "inline-flex size-12 items-center justify-center rounded-full bg-[#f3e7d6] text-[#3a2a1f] hover:bg-[#eadcc8]",
              panel:
                "inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(23rem,90vw)] max-w-none overflow-y-auto rounded-l-[2rem] bg-[#fbf5ec] p-8 pt-20 text-[#3a2a1f] shadow-2xl backdrop:bg-[#3a2a1f]/45 [&>button]:top-5 [&>button]:right-5 [&>button]:rounded-full [&>button]:bg-[#f3e7d6]",
            }}
          >
            <MainMenu
              {...props}
              look={{
                list: "space-y-1",
                link: "flex items-center rounded-2xl px-4 py-3 font-(family-name:--font-heading) text-2xl font-semibold text-[#3a2a1f] hover:bg-[#3a2a1f]/5 aria-[current=page]:bg-(--accent)/12",
              }}
            />
            <LanguageSwitch {...props} className="mt-8 px-4" linkClassName={languagePills} />
            {c.phone && (
              <p className="mt-8 px-4">
                <ContactLink
                  kind="phone"
                  value={c.phone}
                  t={t}
                  className="inline-flex items-center gap-2.5 rounded-full bg-(--accent) px-5 py-3 font-bold text-white"
                  icon={<Phone aria-hidden="true" className="size-4" />}
                />
              </p>
            )}
            <Squiggle className="mt-10 ml-4 opacity-60" />
          </SiteMenu>
        </div>
      </div>
    </header>
  );
}

/** The heading of every page but the home page: a rounded oat panel, the title and a squiggle. */
export function PageHeading({ label, title, intro }: { label?: string; title: string; intro?: string }) {
  return (
    <div className={`${wc.container} pt-4 md:pt-6`}>
      <div className="relative isolate overflow-hidden rounded-[2.5rem] bg-[#f3e7d6] px-6 py-12 text-center md:px-14 md:py-16">
        <span
          aria-hidden="true"
          className="absolute -top-16 -right-14 -z-10 size-48 rounded-full bg-(--accent)/10 md:size-64"
        />
        <span
          aria-hidden="true"
          className="absolute -bottom-12 -left-10 -z-10 size-32 rounded-full border-2 border-dashed border-(--accent)/30 md:size-40"
        />
        {label && <Eyebrow>{label}</Eyebrow>}
        <h1 className={`${wc.h1} mx-auto mt-3 max-w-3xl`}>{title}</h1>
        <Squiggle className="mx-auto mt-6" />
        {intro && <p className={`${wc.lead} mx-auto mt-6 max-w-2xl`}>{intro}</p>}
      </div>
    </div>
  );
}
