import { ChevronDown, Globe, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { SITE_LANGUAGE_NAMES } from "../../../modules/i18n/site-languages.ts";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import { MobileMenu } from "../kit/blocks/mobile-menu.tsx";
import { NavLinks } from "../kit/blocks/nav-links.tsx";
import { telHref, whatsappHref } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Horizon, SunOverWaves } from "./ornaments.tsx";
import { fc } from "./tokens.ts";

/** The contact page, optionally with a unit chosen in the form. */
export function contactPath(site: SiteView, unitSlug?: string): string {
  return unitSlug ? `${site.paths.contact}?unit=${encodeURIComponent(unitSlug)}` : site.paths.contact;
}

/** Whether the page opens with the full-width wave photo, which the header floats over. */
export function opensWithWave({ data }: ThemePageProps): boolean {
  return data.page === "home" && data.site.options.heroLayout !== "split" && data.site.hero !== null;
}

/** The site's name beside its sun over the water. */
function SiteMark({ name, dark = false }: { name: string; dark?: boolean }) {
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
        <ul>
          {data.alternates.map((alternate) => (
            <li key={alternate.lang}>
              <a
                href={alternate.path}
                hrefLang={alternate.lang}
                lang={alternate.lang}
                aria-current={alternate.lang === lang ? "true" : undefined}
                className="flex items-center justify-between gap-4 rounded-2xl px-4 py-2.5 font-semibold text-[#0e2a38] hover:bg-[#ecf5f7] aria-[current=true]:bg-(--accent)/10 aria-[current=true]:text-(--accent)"
              >
                {SITE_LANGUAGE_NAMES[alternate.lang]}
                <span aria-hidden="true" className="text-xs font-bold text-[#4d6673]">
                  {alternate.lang.toUpperCase()}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

/**
 * A white capsule floating near the top: the name, the pages (the current one underlined
 * with a wave) and the languages. On the home page's wave photo it floats over the picture;
 * elsewhere over the sea-mist band the page heading continues.
 */
export function Header(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const overlay = opensWithWave(props);
  const ground = overlay ? "absolute inset-x-0 top-0 z-30" : data.page === "home" ? "bg-white" : fc.mist;
  return (
    <header className={`${ground} px-3 pt-3 sm:px-5 md:pt-5`}>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 rounded-full bg-white py-1.5 pr-1.5 pl-2 shadow-[0_1px_2px_rgba(14,42,56,0.06),0_16px_40px_-22px_rgba(14,60,80,0.5)] sm:pr-2 md:py-2">
        <a
          href={site.paths.home}
          className="inline-flex min-w-0 items-center gap-3 rounded-full pr-2 text-[#0e2a38] hover:text-(--accent)"
        >
          <SiteMark name={site.name} />
        </a>
        <nav aria-label={t.nav.mainMenu} className="hidden lg:block">
          <NavLinks
            {...props}
            className="flex items-center"
            linkClassName="block rounded-full px-2.5 py-2 text-[0.95rem] font-semibold whitespace-nowrap text-[#35505e] transition-colors hover:bg-[#ecf5f7] hover:text-[#0e2a38] xl:px-3.5 aria-[current=page]:text-[#0e2a38] aria-[current=page]:underline aria-[current=page]:decoration-(--accent) aria-[current=page]:decoration-wavy aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-[7px]"
          />
        </nav>
        <div className="flex shrink-0 items-center gap-1">
          <LanguageMenu {...props} />
          <MobileMenu
            openLabel={t.nav.menu}
            closeLabel={t.nav.closeMenu}
            buttonClassName="inline-flex size-11 items-center justify-center rounded-full bg-(--accent) text-white lg:hidden"
            panelClassName="inset-x-3 top-3 bottom-auto m-0 max-h-[calc(100dvh-1.5rem)] w-auto max-w-none overflow-y-auto rounded-[2rem] bg-white p-6 pt-16 text-[#0e2a38] shadow-2xl backdrop:bg-[#0e2a38]/40 [&>button]:top-3 [&>button]:right-3 [&>button]:rounded-full [&>button]:bg-[#ecf5f7] [&>button]:p-2.5"
          >
            <nav aria-label={t.nav.mainMenu}>
              <NavLinks
                {...props}
                className="space-y-1"
                linkClassName="flex items-center rounded-2xl px-4 py-3 font-(family-name:--font-heading) text-2xl font-bold text-[#0e2a38] hover:bg-[#ecf5f7] aria-[current=page]:bg-(--accent)/10 aria-[current=page]:text-(--accent)"
              />
            </nav>
            {site.contact.phone && (
              <p className="mt-6 px-4">
                <a href={telHref(site.contact.phone)} className={fc.button}>
                  <Phone aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t.contact.phone}: </span>
                  {site.contact.phone}
                </a>
              </p>
            )}
            <Horizon className="mt-8" />
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}

function ContactLine({ icon, dark, children }: { icon: ReactNode; dark: boolean; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3.5">
      <span
        className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${
          dark ? "bg-white/10 text-[#cfe7ee]" : "bg-(--accent)/10 text-(--accent)"
        }`}
      >
        {icon}
      </span>
      <span className="min-w-0 pt-1.5">{children}</span>
    </li>
  );
}

/**
 * Phone, WhatsApp, email and address as links, each beside its icon in a round bubble; on
 * the footer's deep sea (`dark`) or on a light card.
 */
export function ContactDetails({ data, t, dark = false }: ThemePageProps & { dark?: boolean }) {
  const c = data.site.contact;
  const address = [c.street, [c.postalCode, c.city].filter(Boolean).join(" ")].filter(Boolean);
  const link = dark
    ? "text-white underline decoration-white/30 underline-offset-4 hover:decoration-white"
    : "font-semibold text-[#0e2a38] underline decoration-(--accent)/35 underline-offset-4 hover:decoration-(--accent)";
  const icon = "size-4";
  return (
    <ul className="space-y-3.5">
      {c.phone && (
        <ContactLine dark={dark} icon={<Phone aria-hidden="true" className={icon} />}>
          <span className="sr-only">{t.contact.phone}: </span>
          <a href={telHref(c.phone)} className={link}>
            {c.phone}
          </a>
        </ContactLine>
      )}
      {c.whatsapp && (
        <ContactLine dark={dark} icon={<MessageCircle aria-hidden="true" className={icon} />}>
          <a href={whatsappHref(c.whatsapp)} className={link} rel="noopener noreferrer">
            {t.contact.whatsapp}
          </a>
        </ContactLine>
      )}
      {c.email && (
        <ContactLine dark={dark} icon={<Mail aria-hidden="true" className={icon} />}>
          <span className="sr-only">{t.contact.email}: </span>
          <a href={`mailto:${c.email}`} className={`break-all ${link}`}>
            {c.email}
          </a>
        </ContactLine>
      )}
      {address.length > 0 && (
        <ContactLine dark={dark} icon={<MapPin aria-hidden="true" className={icon} />}>
          <span className="sr-only">{t.contact.address}: </span>
          {address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          {c.mapUrl && (
            <a href={c.mapUrl} className={`mt-1 inline-block text-sm ${link}`} rel="noopener noreferrer">
              {t.contact.map}
            </a>
          )}
        </ContactLine>
      )}
    </ul>
  );
}

/**
 * The footer's languages as a plain list under its heading: the header already has the
 * language navigation, and a second landmark of the same name would be one too many.
 */
function FooterLanguages({ data }: ThemePageProps) {
  return (
    <ul aria-labelledby="footer-languages" className="mt-4 flex flex-wrap gap-2">
      {data.alternates.map(({ lang, path }) => (
        <li key={lang}>
          <a
            href={path}
            hrefLang={lang}
            lang={lang}
            aria-current={lang === data.site.lang ? "true" : undefined}
            className="inline-flex rounded-full border border-white/25 px-3.5 py-1.5 text-sm font-semibold text-white hover:bg-white/10 aria-[current=true]:border-white aria-[current=true]:bg-white aria-[current=true]:text-[#0d3547]"
          >
            {SITE_LANGUAGE_NAMES[lang]}
          </a>
        </li>
      ))}
    </ul>
  );
}

const footerHeading = "font-(family-name:--font-heading) text-lg font-bold text-white";

/** The sea the page ends in: three swells rolling in under a low sun, then deep water. */
function FooterSea() {
  return (
    <div aria-hidden="true" className="relative h-24 overflow-hidden md:h-36">
      <span className="absolute right-[12%] bottom-2 size-20 rounded-full bg-[#f6d58e] md:bottom-4 md:size-28" />
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 1440 130"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 h-full w-full"
      >
        <path fill="#bfe0e8" d="M0 58c160-26 330-34 500-12s330 46 500 30 300-40 440-38v112H0z" />
        <path fill="#4f9db3" d="M0 84c190-30 380-34 560-10s360 38 540 18 250-32 340-28v66H0z" />
        <path fill="#0d3547" d="M0 104c170-22 350-26 530-8s370 28 560 12 260-24 350-20v42H0z" />
      </svg>
    </div>
  );
}

export function Footer(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  return (
    <footer className="mt-20 md:mt-28">
      <FooterSea />
      <div className="bg-[#0d3547] text-[#cfe7ee] [&_a:focus-visible]:outline-white">
        <div className={`${fc.container} grid gap-12 pt-10 pb-12 md:grid-cols-12 md:pt-12`}>
          <div className="md:col-span-5">
            <a href={site.paths.home} className="inline-flex items-center gap-3 rounded-full pr-2 text-white">
              <SiteMark name={site.name} dark />
            </a>
            {site.tagline && <p className="mt-5 max-w-sm leading-relaxed">{site.tagline}</p>}
            {site.about.hostNames && (
              <p className="mt-6 text-sm">
                {t.about.hosts}: <span className="font-bold text-white">{site.about.hostNames}</span>
              </p>
            )}
          </div>
          <div className="md:col-span-4">
            <h2 className={footerHeading}>{t.footer.contact}</h2>
            <div className="mt-5">
              <ContactDetails {...props} dark />
            </div>
          </div>
          <div className="space-y-9 md:col-span-3">
            {site.social.length > 0 && (
              <div>
                <h2 className={footerHeading}>{t.footer.follow}</h2>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {site.social.map((s) => (
                    <li key={s.network}>
                      <a
                        href={s.url}
                        rel="noopener noreferrer me"
                        className="inline-block rounded-full border border-white/25 px-3.5 py-1.5 text-sm font-semibold text-white hover:bg-white/10"
                      >
                        {t.social[s.network]}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {data.alternates.length > 1 && (
              <div>
                <h2 id="footer-languages" className={footerHeading}>
                  {t.footer.languages}
                </h2>
                <FooterLanguages {...props} />
              </div>
            )}
          </div>
        </div>
        <div className={`${fc.container} pb-8`}>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-white/15 pt-6 text-sm">
            <span>
              © {new Date().getFullYear()} {site.name}
            </span>
            <span aria-hidden="true">·</span>
            <a href={site.platformOrigin} className="underline decoration-white/30 underline-offset-4 hover:text-white">
              {t.footer.poweredBy}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
