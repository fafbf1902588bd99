import type { ReactNode } from "react";
import type { SiteLang } from "../../../../modules/i18n/site-languages.ts";
import { ContactDetails, type ContactLook } from "../blocks/contact-details.tsx";
import { LanguageList } from "../blocks/language-list.tsx";
import { SocialLinks } from "../blocks/social-links.tsx";
import type { ThemePageProps } from "../page-data.ts";

/** The footer's classes; its layout (three columns from md) is the kit's where a theme leaves it out. */
export type FooterLook = {
  footer?: string;
  /** The drawn edge the footer rises from (scallops, the sea, a skyline). */
  edge?: ReactNode;
  /** The footer's ground and ink. */
  ground: string;
  grid: string;
  brand?: string;
  homeLink: string;
  /** What the link home shows: the site's name beside the theme's sign. */
  mark: (name: string) => ReactNode;
  tagline: string;
  hosts: string;
  hostNames: string;
  heading: string;
  /** Drawn before each heading's words. */
  headingIcon?: ReactNode;
  contactColumn?: string;
  contactBody: string;
  contact: ContactLook;
  moreColumn?: string;
  social: string;
  socialLink: string;
  languages: string;
  languageLink: string;
  /** How a language is named in the list; its code (and its name for screen readers) if left out. */
  languageLabel?: (lang: SiteLang) => ReactNode;
  credit: string;
  creditText: string;
  creditLink: string;
  /** The credit on a band of its own below the footer's ground. */
  creditBelow?: boolean;
};

function Heading({ look, id, children }: { look: FooterLook; id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className={look.heading}>
      {look.headingIcon}
      {children}
    </h2>
  );
}

/**
 * The footer: the site's name and tagline and its hosts; how to reach them; its social links
 * and languages (a list under its heading, not a second language navigation); the credit.
 */
export function Footer(props: ThemePageProps & { look: FooterLook }) {
  const { data, t, look } = props;
  const { site } = data;
  const credit = (
    <div className={look.credit}>
      <p className={look.creditText}>
        <span>
          © {new Date().getFullYear()} {site.name}
        </span>
        <span aria-hidden="true">·</span>
        <a href={site.platformOrigin} className={look.creditLink}>
          {t.footer.poweredBy}
        </a>
      </p>
    </div>
  );
  return (
    <footer className={look.footer ?? "mt-20 md:mt-28"}>
      {look.edge}
      <div className={look.ground}>
        <div className={look.grid}>
          <div className={look.brand ?? "md:col-span-5"}>
            <a href={site.paths.home} className={look.homeLink}>
              {look.mark(site.name)}
            </a>
            {site.tagline && <p className={look.tagline}>{site.tagline}</p>}
            {site.about.hostNames && (
              <p className={look.hosts}>
                {t.about.hosts}: <span className={look.hostNames}>{site.about.hostNames}</span>
              </p>
            )}
          </div>
          <div className={look.contactColumn ?? "md:col-span-4"}>
            <Heading look={look}>{t.footer.contact}</Heading>
            <div className={look.contactBody}>
              <ContactDetails {...props} look={look.contact} />
            </div>
          </div>
          <div className={look.moreColumn ?? "space-y-9 md:col-span-3"}>
            {site.social.length > 0 && (
              <div>
                <Heading look={look}>{t.footer.follow}</Heading>
                <SocialLinks {...props} className={look.social} linkClassName={look.socialLink} />
              </div>
            )}
            {data.alternates.length > 1 && (
              <div>
                <Heading look={look} id="footer-languages">
                  {t.footer.languages}
                </Heading>
                <LanguageList
                  data={data}
                  labelledBy="footer-languages"
                  className={look.languages}
                  linkClassName={look.languageLink}
                  label={look.languageLabel}
                />
              </div>
            )}
          </div>
        </div>
        {!look.creditBelow && credit}
      </div>
      {look.creditBelow && credit}
    </footer>
  );
}
