import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import { ContactDetails } from "../kit/blocks/contact-details.tsx";
import { LanguageList } from "../kit/blocks/language-list.tsx";
import { SiteMenu } from "../kit/blocks/mobile-menu.tsx";
import { SocialLinks } from "../kit/blocks/social-links.tsx";
import { LanguageSwitch } from "../kit/language-switch.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import type { PageHeadingProps } from "../kit/theme.ts";
import { contactDetailsLook } from "./look.tsx";
import { fittedSize, pageNumber, titleSize, twoDigits, uh } from "./tokens.ts";

export function homePath(site: SiteView): string {
  return site.paths.home;
}

/**
 * The menu with each page numbered like a floor plan. A unit's page or a post counts as its
 * section's: the home (units) and the blog.
 */
function NumberedNav({
  data,
  t,
  className,
  linkClassName,
  numberClassName,
}: ThemePageProps & { className: string; linkClassName: string; numberClassName: string }) {
  const current = data.page === "unit" ? "home" : data.page === "blogPost" ? "blog" : data.page;
  return (
    <ul className={className}>
      {data.site.nav.map((link, i) => (
        <li key={link.page}>
          <a href={link.path} aria-current={link.page === current ? "page" : undefined} className={linkClassName}>
            <span aria-hidden="true" className={numberClassName}>
              {twoDigits(i + 1)}
            </span>
            {t.nav[link.page]}
          </a>
        </li>
      ))}
    </ul>
  );
}

const langLink =
  "inline-block min-w-8 border border-white/25 px-1.5 py-1 text-center font-(family-name:--font-mono) text-xs text-[#f2efe8] hover:border-(--accent) aria-[current=true]:border-(--accent) aria-[current=true]:bg-(--accent) aria-[current=true]:text-[#0e0e0e]";

export function Header(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  return (
    <header className={`border-b ${uh.line}`}>
      <div className={`${uh.container} flex min-h-16 items-center justify-between gap-6 py-3 md:min-h-20`}>
        <a
          href={homePath(site)}
          className="font-(family-name:--font-heading) text-lg leading-none font-bold tracking-[-0.02em] uppercase md:text-xl lg:max-w-[11rem] xl:max-w-none"
        >
          {site.name}
        </a>
        <nav aria-label={t.nav.mainMenu} className="hidden lg:block">
          <NumberedNav
            {...props}
            className="flex items-center"
            linkClassName="group flex items-baseline gap-1.5 px-2 py-2 whitespace-nowrap font-(family-name:--font-mono) text-xs tracking-[0.06em] text-[#f2efe8] uppercase hover:text-(--accent) aria-[current=page]:bg-(--accent) aria-[current=page]:text-[#0e0e0e] xl:tracking-[0.12em]"
            numberClassName="hidden text-[0.625rem] text-(--accent) group-aria-[current=page]:text-[#0e0e0e] xl:inline"
          />
        </nav>
        <div className="flex items-center gap-4">
          <LanguageSwitch
            {...props}
            className="hidden sm:block [&_ul]:flex-nowrap [&_ul]:gap-x-1"
            linkClassName={langLink}
          />
          <SiteMenu
            t={t}
            look={{
              button: "-mr-2 p-2 text-[#f2efe8] lg:hidden",
              panel:
                "m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto border-0 bg-[#0e0e0e] p-6 pt-20 text-[#f2efe8] backdrop:bg-black/70",
            }}
          >
            <nav aria-label={t.nav.mainMenu}>
              <NumberedNav
                {...props}
                className={`border-t ${uh.line}`}
                linkClassName={`flex items-baseline gap-4 border-b ${uh.line} py-3 font-(family-name:--font-heading) text-3xl font-bold tracking-[-0.02em] uppercase aria-[current=page]:text-(--accent)`}
                numberClassName="w-6 font-(family-name:--font-mono) text-xs font-normal tracking-normal text-(--accent)"
              />
            </nav>
            <LanguageSwitch {...props} className="mt-8" linkClassName={langLink} />
            <p className="mt-10">
              <a href={site.paths.book} className={uh.button}>
                {t.home.checkAvailability}
                <ArrowUpRight aria-hidden="true" className="size-4" />
              </a>
            </p>
          </SiteMenu>
        </div>
      </div>
    </header>
  );
}

export function Footer(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  return (
    <footer className={`border-t ${uh.line} ${data.page === "home" ? "" : "mt-24 md:mt-32"}`}>
      <div className={`${uh.container} grid gap-12 py-16 md:grid-cols-12 md:py-20`}>
        <div className="md:col-span-5">
          <h2 className={uh.label}>{t.footer.contact}</h2>
          <div className="mt-6">
            <ContactDetails {...props} look={contactDetailsLook} />
          </div>
        </div>
        {site.social.length > 0 && (
          <div className="md:col-span-3">
            <h2 className={uh.label}>{t.footer.follow}</h2>
            <SocialLinks
              {...props}
              className="mt-6 space-y-3"
              linkClassName="inline-flex items-center gap-2 font-(family-name:--font-heading) text-lg font-bold uppercase hover:text-(--accent)"
              after={<ArrowUpRight aria-hidden="true" className="size-4" />}
            />
          </div>
        )}
        {data.alternates.length > 1 && (
          <div className="md:col-span-4">
            <h2 className={uh.label}>{t.footer.languages}</h2>
            <LanguageList data={data} className="mt-6 flex flex-wrap gap-2" linkClassName={langLink} />
          </div>
        )}
      </div>
      <p
        aria-hidden="true"
        className={`${uh.container} ${uh.display} overflow-hidden pb-6 leading-[0.82] tracking-[-0.045em] text-(--accent)`}
        style={{ fontSize: fittedSize(site.name, 90, 3, 12) }}
      >
        {site.name}
      </p>
      <div
        className={`${uh.container} flex flex-col gap-2 border-t ${uh.line} py-6 ${uh.label} sm:flex-row sm:justify-between`}
      >
        <p>
          © {new Date().getFullYear()} {site.name}
        </p>
        <a href={site.platformOrigin} className="underline-offset-4 hover:text-[#f2efe8] hover:underline">
          {t.footer.poweredBy}
        </a>
      </div>
    </footer>
  );
}

/** The heading of every page but the home page: its number from the menu, a huge title, an intro set off to the right. */
export function PageHeading({ data, label, title, intro }: PageHeadingProps) {
  return (
    <div className={`${uh.container} pt-14 pb-12 md:pt-24 md:pb-20`}>
      <p className={uh.label}>
        <span className="text-(--accent)">{pageNumber(data.site, data.page)}</span> / {label}
      </p>
      <h1 className={`${uh.h1} mt-5`} style={{ fontSize: titleSize(title) }}>
        {title}
      </h1>
      {intro && (
        <div className="mt-10 md:grid md:grid-cols-12">
          <p className={`${uh.lead} md:col-span-6 md:col-start-7`}>{intro}</p>
        </div>
      )}
    </div>
  );
}

/** A numbered section: a rule, its number and label in mono, then the big heading. */
export function SectionHead({
  id,
  number,
  label,
  title,
  aside,
}: {
  id: string;
  number: string;
  label?: string;
  title: string;
  aside?: ReactNode;
}) {
  return (
    <div className={`border-t ${uh.line} pt-5`}>
      <p className={uh.label}>
        <span className="text-(--accent)">{number}</span>
        {label && <> / {label}</>}
      </p>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-x-10 gap-y-6 md:mt-8">
        <h2 id={id} className={`${uh.h2} max-w-5xl`}>
          {title}
        </h2>
        {aside}
      </div>
    </div>
  );
}
