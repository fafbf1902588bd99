import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { SITE_LANGUAGE_NAMES } from "../../../modules/i18n/site-languages.ts";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import { MobileMenu } from "../kit/blocks/mobile-menu.tsx";
import { NavLinks } from "../kit/blocks/nav-links.tsx";
import { telHref, whatsappHref } from "../kit/format.ts";
import { LanguageSwitch } from "../kit/language-switch.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Grove, PineIcon, Sign, SiteStamp, Skyline, TrailSign, Treeline } from "./ornaments.tsx";
import { nr } from "./tokens.ts";

/** The contact page, optionally with a unit chosen in the form. */
export function contactPath(site: SiteView, unitSlug?: string): string {
  return unitSlug ? `${site.paths.contact}?unit=${encodeURIComponent(unitSlug)}` : site.paths.contact;
}

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
        <MobileMenu
          openLabel={t.nav.menu}
          closeLabel={t.nav.closeMenu}
          buttonClassName="inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-[#1f3326] text-[#f3ecdd] hover:bg-[#2b4533] lg:hidden"
          panelClassName="inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(24rem,92vw)] max-w-none overflow-y-auto bg-[#1f3326] p-0 text-[#f3ecdd] shadow-2xl backdrop:bg-[#14241a]/60 [&>button]:top-4 [&>button]:right-4 [&>button]:rounded-md [&>button]:bg-[#f3ecdd]/10 [&_:focus-visible]:outline-[#f3ecdd]"
        >
          <div className="flex min-h-full flex-col">
            <p className="flex items-center gap-2 px-7 pt-7 text-sm font-bold tracking-[0.14em] text-[#d6d0bd] uppercase">
              <PineIcon className="size-4" />
              {t.nav.menu}
            </p>
            <nav aria-label={t.nav.mainMenu} className="mt-6 px-4">
              <NavLinks
                {...props}
                className="divide-y-2 divide-dashed divide-[#f3ecdd]/15"
                linkClassName="block px-3 py-3.5 font-(family-name:--font-heading) text-2xl font-bold text-[#f3ecdd] hover:text-white aria-[current=page]:underline aria-[current=page]:decoration-dashed aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
              />
            </nav>
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
        </MobileMenu>
      </div>
      <div className="hidden border-y-4 border-[#14241a] bg-[#1f3326] lg:block">
        <div className={`${nr.container} flex items-center justify-between gap-6`}>
          <nav aria-label={t.nav.mainMenu}>
            <NavLinks
              {...props}
              className="flex flex-wrap items-center"
              linkClassName="block px-3 py-3 font-(family-name:--font-heading) text-[1.02rem] font-semibold whitespace-nowrap text-[#e6dfcd] hover:bg-[#f3ecdd]/8 hover:text-white aria-[current=page]:text-white aria-[current=page]:underline aria-[current=page]:decoration-[color-mix(in_srgb,var(--accent)_35%,#f3ecdd)] aria-[current=page]:decoration-dashed aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-[7px] xl:px-4 [&:focus-visible]:outline-[#f3ecdd]"
            />
          </nav>
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

function ContactLine({ icon, dark, children }: { icon: ReactNode; dark: boolean; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3.5">
      <span
        className={`inline-flex size-9 shrink-0 items-center justify-center rounded-[5px] border-[1.5px] border-dashed ${
          dark
            ? "border-[#f3ecdd]/35 text-[color-mix(in_srgb,var(--accent)_35%,#f3ecdd)]"
            : "border-(--accent)/50 text-(--accent)"
        }`}
      >
        {icon}
      </span>
      <span className="min-w-0 pt-1.5">{children}</span>
    </li>
  );
}

/**
 * Phone, WhatsApp, email and address as links, each beside its icon in a stitched square;
 * on the forest (`dark`) or on paper.
 */
export function ContactDetails({ data, t, dark = false }: ThemePageProps & { dark?: boolean }) {
  const c = data.site.contact;
  const address = [c.street, [c.postalCode, c.city].filter(Boolean).join(" ")].filter(Boolean);
  const link = dark
    ? "text-[#f3ecdd] underline decoration-[#f3ecdd]/35 underline-offset-4 hover:decoration-[#f3ecdd]"
    : "font-semibold text-[#2a2117] underline decoration-(--accent)/45 underline-offset-4 hover:decoration-(--accent)";
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
            className="inline-flex min-w-9 justify-center rounded-[4px] border border-[#f3ecdd]/35 px-2 py-1 text-sm font-bold text-[#f3ecdd] hover:border-[#f3ecdd] aria-[current=true]:bg-[#f3ecdd] aria-[current=true]:text-[#1f3326]"
          >
            <span aria-hidden="true">{lang.toUpperCase()}</span>
            <span className="sr-only">{SITE_LANGUAGE_NAMES[lang]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function FooterHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2
      id={id}
      className="flex items-center gap-2 font-(family-name:--font-heading) text-lg font-bold tracking-[0.06em] text-[#f3ecdd] uppercase"
    >
      <PineIcon className="size-4 text-[color-mix(in_srgb,var(--accent)_35%,#f3ecdd)]" />
      {children}
    </h2>
  );
}

export function Footer(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  return (
    <footer className="mt-20 md:mt-28">
      <Skyline className="text-[#1f3326]" ridgeClassName="text-[#4d6656]" />
      <div className={`${nr.forest} [&_:focus-visible]:outline-[#f3ecdd]`}>
        <div className={`${nr.container} grid gap-12 pt-12 pb-14 md:grid-cols-12 md:pt-14`}>
          <div className="md:col-span-5">
            <a href={site.paths.home} className="inline-flex items-center gap-3 rounded-md pr-2">
              <SiteStamp dark />
              <span className="font-(family-name:--font-heading) text-2xl leading-tight font-extrabold">
                {site.name}
              </span>
            </a>
            {site.tagline && <p className="mt-5 max-w-sm leading-relaxed text-[#d6d0bd]">{site.tagline}</p>}
            {site.about.hostNames && (
              <p className="mt-6 text-[#d6d0bd]">
                {t.about.hosts}: <span className="font-bold text-[#f3ecdd]">{site.about.hostNames}</span>
              </p>
            )}
          </div>
          <div className="md:col-span-4">
            <FooterHeading>{t.footer.contact}</FooterHeading>
            <div className="mt-5">
              <ContactDetails {...props} dark />
            </div>
          </div>
          <div className="space-y-9 md:col-span-3">
            {site.social.length > 0 && (
              <div>
                <FooterHeading>{t.footer.follow}</FooterHeading>
                <ul className="mt-4 space-y-2">
                  {site.social.map((s) => (
                    <li key={s.network}>
                      <a
                        href={s.url}
                        rel="noopener noreferrer me"
                        className="font-semibold text-[#f3ecdd] underline decoration-[#f3ecdd]/35 underline-offset-4 hover:decoration-[#f3ecdd]"
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
                <FooterHeading id="footer-languages">{t.footer.languages}</FooterHeading>
                <FooterLanguages {...props} />
              </div>
            )}
          </div>
        </div>
      </div>
      <div className={`${nr.bark} [&_:focus-visible]:outline-[#f3ecdd]`}>
        <p className={`${nr.container} flex flex-wrap items-center gap-x-2 gap-y-1 py-5 text-sm text-[#d6d0bd]`}>
          <span>
            © {new Date().getFullYear()} {site.name}
          </span>
          <span aria-hidden="true">·</span>
          <a
            href={site.platformOrigin}
            className="underline decoration-[#d6d0bd]/40 underline-offset-4 hover:text-[#f3ecdd]"
          >
            {t.footer.poweredBy}
          </a>
        </p>
      </div>
    </footer>
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
