import type { ReactNode } from "react";
import { ContactDetails } from "../kit/blocks/contact-details.tsx";
import { LanguageList } from "../kit/blocks/language-list.tsx";
import { MainMenu } from "../kit/blocks/main-menu.tsx";
import { SiteMenu } from "../kit/blocks/mobile-menu.tsx";
import { NavLinks } from "../kit/blocks/nav-links.tsx";
import { SocialLinks } from "../kit/blocks/social-links.tsx";
import { telHref } from "../kit/format.ts";
import { LanguageSwitch } from "../kit/language-switch.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { contactDetailsLook } from "./look.tsx";
import { DoubleRule, Flourish } from "./ornaments.tsx";
import { ce } from "./tokens.ts";

const languageLinks =
  "inline-block px-0.5 py-1 text-[0.72rem] font-semibold tracking-[0.2em] text-[#675f54] hover:text-(--accent) aria-[current=true]:text-(--accent) aria-[current=true]:underline aria-[current=true]:decoration-1 aria-[current=true]:underline-offset-[6px]";

/**
 * The name set centred in spaced capitals of the display face, the phone number and the
 * languages balanced either side of it; below it, between two double rules, the menu.
 * Below the lg breakpoint: the name, and the menu behind a button.
 */
export function Header(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const phone = site.contact.phone;
  return (
    <header className="bg-[#fbf8f1]">
      <div
        className={`${ce.container} grid grid-cols-[3rem_1fr_3rem] items-center gap-2 py-5 lg:grid-cols-[minmax(9rem,1fr)_auto_minmax(9rem,1fr)] lg:gap-8 lg:pt-8 lg:pb-6`}
      >
        <div className="hidden lg:block">
          {phone && (
            <a href={telHref(phone)} className={`${ce.capsMuted} hover:text-(--accent)`}>
              <span className="sr-only">{t.contact.phone}: </span>
              {phone}
            </a>
          )}
        </div>
        <span aria-hidden="true" className="lg:hidden" />
        <a href={site.paths.home} className="group flex flex-col items-center text-center">
          <span className="font-(family-name:--font-heading) text-[1.35rem] leading-tight tracking-[0.14em] text-balance text-[#1f1d1a] uppercase group-hover:text-(--accent) sm:text-2xl lg:text-[2rem] lg:tracking-[0.16em]">
            {site.name}
          </span>
          <Flourish className="mt-2 hidden lg:block" />
        </a>
        <div className="flex justify-end">
          <LanguageSwitch {...props} className="hidden lg:block" linkClassName={languageLinks} />
          <SiteMenu
            t={t}
            look={{
              button:
                "inline-flex size-12 items-center justify-center border border-[#1f1d1a]/20 text-[#1f1d1a] hover:border-(--accent) hover:text-(--accent) lg:hidden [&_svg]:[stroke-width:1.5]",
              panel:
                "m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto border-0 bg-[#fbf8f1] px-8 pt-24 pb-12 text-center text-[#1f1d1a] backdrop:bg-[#1f1d1a]/40 before:pointer-events-none before:absolute before:inset-3 before:border before:border-(--accent)/35 [&>button]:top-6 [&>button]:right-6",
            }}
          >
            <p className="font-(family-name:--font-heading) text-lg tracking-[0.14em] uppercase">{site.name}</p>
            <Flourish className="mx-auto mt-3" />
            <MainMenu
              {...props}
              className="mt-8"
              look={{
                list: "space-y-1",
                link: "inline-block py-2 font-(family-name:--font-heading) text-[1.7rem] text-[#1f1d1a] hover:text-(--accent) aria-[current=page]:text-(--accent) aria-[current=page]:underline aria-[current=page]:decoration-1 aria-[current=page]:underline-offset-8",
              }}
            />
            <LanguageSwitch
              {...props}
              className="mt-10 flex justify-center [&_ul]:justify-center [&_ul]:gap-x-5"
              linkClassName={languageLinks}
            />
          </SiteMenu>
        </div>
      </div>
      <nav aria-label={t.nav.mainMenu} className={`${ce.container} hidden lg:block`}>
        <DoubleRule className="text-(--accent)/35" />
        <NavLinks
          {...props}
          className="flex flex-wrap items-center justify-center gap-y-1 py-3.5 [&>li+li]:before:mx-6 [&>li+li]:before:inline-block [&>li+li]:before:size-1 [&>li+li]:before:rotate-45 [&>li+li]:before:bg-(--accent)/55 [&>li+li]:before:align-middle [&>li+li]:before:content-['']"
          linkClassName="inline-block py-1.5 text-[0.75rem] font-semibold tracking-[0.22em] text-[#3b3731] uppercase hover:text-(--accent) aria-[current=page]:text-(--accent) aria-[current=page]:underline aria-[current=page]:decoration-1 aria-[current=page]:underline-offset-[7px]"
        />
        <DoubleRule className="text-(--accent)/35" />
      </nav>
    </header>
  );
}

/** A column of the footer under its heading in small spaced capitals. */
function FooterSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="md:px-6">
      <h2 id={id} className="text-[0.7rem] font-semibold tracking-[0.28em] uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The footer in the accent, ivory type: the name and a flourish, then contact, social links
 * and languages in three columns parted by hairlines, and the credit under a rule.
 */
export function Footer(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const hasLanguages = data.alternates.length > 1;
  return (
    <footer className="bg-(--accent) text-[#fbf8f1] [&_a:focus-visible]:outline-[#fbf8f1]">
      <div className={`${ce.container} py-16 text-center md:py-20`}>
        <p className="font-(family-name:--font-heading) text-2xl tracking-[0.14em] text-balance uppercase md:text-3xl">
          {site.name}
        </p>
        <Flourish className="mx-auto mt-4 text-[#fbf8f1]!" />
        <div
          className={`mt-12 grid gap-12 md:divide-x md:divide-[#fbf8f1]/25 ${site.social.length > 0 || hasLanguages ? "md:grid-cols-3" : ""}`}
        >
          <FooterSection id="footer-contact" title={t.footer.contact}>
            <div className="mt-6 text-[0.95rem]">
              <ContactDetails {...props} look={contactDetailsLook} />
            </div>
          </FooterSection>
          {site.social.length > 0 && (
            <FooterSection id="footer-follow" title={t.footer.follow}>
              <SocialLinks
                {...props}
                className="mt-6 space-y-3 font-(family-name:--font-heading) text-lg"
                linkClassName="underline-offset-4 hover:underline"
              />
            </FooterSection>
          )}
          {hasLanguages && (
            <FooterSection id="footer-languages" title={t.nav.language}>
              <LanguageList
                data={data}
                className="mt-6 flex flex-wrap justify-center gap-x-4 gap-y-1"
                linkClassName="inline-block py-1 font-(family-name:--font-heading) text-lg hover:underline aria-[current=true]:underline aria-[current=true]:decoration-1 aria-[current=true]:underline-offset-[6px]"
              />
            </FooterSection>
          )}
        </div>
      </div>
      <div className="border-t border-[#fbf8f1]/25">
        <p className={`${ce.container} py-6 text-center text-[0.68rem] font-semibold tracking-[0.2em] uppercase`}>
          © {new Date().getFullYear()} {site.name}
          <span aria-hidden="true" className="mx-3">
            ·
          </span>
          <a href={site.platformOrigin} className="underline-offset-4 hover:underline">
            {t.footer.poweredBy}
          </a>
        </p>
      </div>
    </footer>
  );
}

/** A centred heading: a line in capitals above, the title, a flourish, an introduction. */
export function SectionHeading({
  id,
  label,
  title,
  intro,
  level = 2,
}: {
  id?: string;
  label?: string;
  title: string;
  intro?: string;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="mx-auto max-w-3xl text-center">
      {label && <p className={ce.caps}>{label}</p>}
      <Heading id={id} className={`${level === 1 ? ce.h1 : ce.h2} ${label ? "mt-4" : ""}`}>
        {title}
      </Heading>
      <Flourish className="mx-auto mt-6" />
      {intro && <p className={`${ce.lead} mx-auto mt-6 max-w-2xl whitespace-pre-line`}>{intro}</p>}
    </div>
  );
}

/** The heading block at the top of every page but the home page. */
export function PageHeading({ label, title, intro }: { label?: string; title: string; intro?: string }) {
  return (
    <div className={`${ce.container} pt-14 pb-12 md:pt-20 md:pb-16`}>
      <SectionHeading label={label} title={title} intro={intro} level={1} />
    </div>
  );
}
