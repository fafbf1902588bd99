import { ContactDetails } from "../kit/blocks/contact-details.tsx";
import { SocialLinks } from "../kit/blocks/social-links.tsx";
import { LanguageSwitch } from "../kit/language-switch.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { contactDetailsLook } from "./look.tsx";
import { mm } from "./tokens.ts";

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
