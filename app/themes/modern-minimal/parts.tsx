import { ContactDetails } from "../kit/blocks/contact-details.tsx";
import { MobileMenu } from "../kit/blocks/mobile-menu.tsx";
import { NavLinks } from "../kit/blocks/nav-links.tsx";
import { SocialLinks } from "../kit/blocks/social-links.tsx";
import { LanguageSwitch } from "../kit/language-switch.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { contactDetailsLook } from "./look.tsx";
import { mm } from "./tokens.ts";

export function Header(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  return (
    <header className="border-b border-neutral-200 bg-white">
      <div className={`${mm.container} flex items-center justify-between gap-6 py-5`}>
        <a
          href={site.paths.home}
          className="font-(family-name:--font-heading) text-lg font-semibold tracking-tight text-neutral-950"
        >
          {site.name}
        </a>
        <nav aria-label={t.nav.mainMenu} className="hidden lg:block">
          <NavLinks
            {...props}
            className="flex items-center gap-7 text-sm"
            linkClassName="text-neutral-700 hover:text-neutral-950 aria-[current=page]:font-semibold aria-[current=page]:text-neutral-950 aria-[current=page]:underline aria-[current=page]:decoration-(--accent) aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
          />
        </nav>
        <div className="flex items-center gap-4">
          <LanguageSwitch
            {...props}
            className="hidden text-xs tracking-widest sm:block"
            linkClassName="text-neutral-600 hover:text-neutral-950 aria-[current=true]:font-semibold aria-[current=true]:text-neutral-950"
          />
          <MobileMenu
            openLabel={t.nav.menu}
            closeLabel={t.nav.closeMenu}
            buttonClassName="p-2 text-neutral-900 lg:hidden"
            panelClassName="m-0 h-dvh max-h-none w-full max-w-none bg-white p-8 pt-20 backdrop:bg-black/30"
          >
            <nav aria-label={t.nav.mainMenu}>
              <NavLinks
                {...props}
                className="space-y-5 text-2xl"
                linkClassName="font-(family-name:--font-heading) text-neutral-900 aria-[current=page]:text-(--accent)"
              />
            </nav>
            <LanguageSwitch
              {...props}
              className="mt-10 text-sm tracking-widest"
              linkClassName="text-neutral-700 aria-[current=true]:font-semibold"
            />
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}

export function Footer(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  return (
    <footer className="mt-24 border-t border-neutral-200 bg-neutral-50">
      <div className={`${mm.container} grid gap-10 py-14 md:grid-cols-3`}>
        <div>
          <p className="font-(family-name:--font-heading) text-lg font-semibold text-neutral-950">{site.name}</p>
          {site.tagline && <p className="mt-2 max-w-xs text-sm text-neutral-600">{site.tagline}</p>}
        </div>
        <div>
          <h2 className={mm.label}>{t.footer.contact}</h2>
          <div className="mt-4 text-sm">
            <ContactDetails {...props} look={contactDetailsLook} />
          </div>
        </div>
        <div className="space-y-8">
          {site.social.length > 0 && (
            <div>
              <h2 className={mm.label}>{t.footer.follow}</h2>
              <SocialLinks
                {...props}
                className="mt-4 space-y-2 text-sm"
                linkClassName="text-neutral-700 hover:underline"
              />
            </div>
          )}
          <LanguageSwitch
            {...props}
            landmark={false}
            className="text-xs tracking-widest"
            linkClassName="text-neutral-600 hover:text-neutral-950 aria-[current=true]:font-semibold aria-[current=true]:text-neutral-950"
          />
        </div>
      </div>
      <div className={`${mm.container} border-t border-neutral-200 py-6 text-xs text-neutral-600`}>
        © {new Date().getFullYear()} {site.name} ·{" "}
        <a href={site.platformOrigin} className="hover:underline">
          {t.footer.poweredBy}
        </a>
      </div>
    </footer>
  );
}
