import type { ReactNode } from "react";
import { ContactDetails } from "../kit/blocks/contact-details.tsx";
import { LanguageList } from "../kit/blocks/language-list.tsx";
import { SocialLinks } from "../kit/blocks/social-links.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { contactDetailsLook } from "./look.tsx";
import { Flourish } from "./ornaments.tsx";
import { ce } from "./tokens.ts";

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
