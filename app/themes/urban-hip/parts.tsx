import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { ContactDetails } from "../kit/blocks/contact-details.tsx";
import { LanguageList } from "../kit/blocks/language-list.tsx";
import { SocialLinks } from "../kit/blocks/social-links.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import type { PageHeadingProps } from "../kit/theme.ts";
import { langLink } from "./header.tsx";
import { contactDetailsLook } from "./look.tsx";
import { fittedSize, pageNumber, titleSize, uh } from "./tokens.ts";

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
