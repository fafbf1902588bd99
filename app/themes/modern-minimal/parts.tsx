import { ContactDetails, type ContactLook } from "../kit/blocks/contact-details.tsx";
import { MobileMenu } from "../kit/blocks/mobile-menu.tsx";
import { NavLinks } from "../kit/blocks/nav-links.tsx";
import { SocialLinks } from "../kit/blocks/social-links.tsx";
import type { FormLook } from "../kit/contact-form.tsx";
import { LanguageSwitch } from "../kit/language-switch.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";

/** Modern minimal: white space, one typeface, hairlines, square photos, a single accent. */
export const mm = {
  container: "mx-auto w-full max-w-6xl px-5 md:px-10",
  label: "text-xs font-medium tracking-[0.22em] text-neutral-600 uppercase",
  h1: "font-(family-name:--font-heading) text-4xl font-semibold tracking-tight text-neutral-950 md:text-6xl",
  h2: "font-(family-name:--font-heading) text-2xl font-semibold tracking-tight text-neutral-950 md:text-4xl",
  h3: "font-(family-name:--font-heading) text-lg font-semibold text-neutral-950",
  body: "text-base leading-relaxed text-neutral-700 md:text-lg",
  button:
    "inline-flex items-center justify-center bg-(--accent) px-7 py-3.5 text-sm font-semibold tracking-wide text-white transition-opacity hover:opacity-90",
  link: "font-medium text-(--accent) underline decoration-1 underline-offset-4 hover:decoration-2",
  prose:
    "max-w-prose text-base leading-relaxed text-neutral-700 md:text-lg [&_a]:text-(--accent) [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-neutral-300 [&_blockquote]:pl-5 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:font-(family-name:--font-heading) [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-neutral-950 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-neutral-950 [&_hr]:my-10 [&_hr]:border-neutral-200 [&_li]:mt-2 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6",
  rule: "border-t border-neutral-200",
};

/** Modern minimal's form fields (the contact form, the booking page): hairline boxes, square fields. */
export const formLook: FormLook = {
  field: "space-y-2",
  label: "block text-sm font-medium text-neutral-900",
  input:
    "block w-full border border-neutral-400 bg-white px-4 py-3 text-base text-neutral-950 focus:border-neutral-900 focus:outline-2 focus:outline-(--accent)",
  invalid: "border-red-700",
  error: "text-sm text-red-800",
  button: mm.button,
  summary: "border-l-4 border-red-700 bg-red-50 p-4 text-red-900 outline-none",
  sent: "border-l-4 border-(--accent) bg-neutral-50 p-6 text-neutral-900 outline-none",
};

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

/** Phone, WhatsApp, email and address, each beside a quiet icon. */
export const contactDetailsLook: ContactLook = {
  list: "space-y-3 text-neutral-700",
  item: "flex items-start gap-3",
  icon: "mt-0.5 text-neutral-500",
  svg: "size-4",
  link: "hover:underline",
  email: "break-all hover:underline",
  map: "mt-1 inline-block text-sm underline",
};

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

/** The heading block at the top of every page but the home page. */
export function PageHeading({ label, title, intro }: { label?: string; title: string; intro?: string }) {
  return (
    <div className={`${mm.container} pt-16 pb-10 md:pt-24`}>
      {label && <p className={mm.label}>{label}</p>}
      <h1 className={`${mm.h1} mt-3`}>{title}</h1>
      {intro && <p className={`${mm.body} mt-6 max-w-2xl`}>{intro}</p>}
    </div>
  );
}
