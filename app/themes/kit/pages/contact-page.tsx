import { ContactDetails } from "../blocks/contact-details.tsx";
import { HostCard } from "../blocks/host-card.tsx";
import { ContactForm } from "../contact-form.tsx";
import type { ThemePageProps } from "../page-data.ts";
import type { ContactAsideLook, KitPageProps, Theme } from "../theme.ts";

/** The owner's contact details under their heading, on a card where the theme sets them on one, and the hosts. */
function Aside({ look, theme, ...props }: ThemePageProps & { look: ContactAsideLook; theme: Theme }) {
  const details = (
    <>
      <h2 id="details-heading" className={look.heading}>
        {look.headingIcon}
        {props.t.contact.details}
      </h2>
      {look.afterHeading}
      <div className={look.body}>
        <ContactDetails {...props} look={theme.look.contact} />
      </div>
    </>
  );
  return (
    <>
      {look.card ? <div className={look.card}>{details}</div> : details}
      {look.host && <HostCard {...props} look={look.host} />}
    </>
  );
}

/** The contact page: the enquiry form beside the owner's contact details. */
export function ContactPage({ theme, ...props }: KitPageProps) {
  const { data, t } = props;
  const { look, PageHeading } = theme;
  const page = look.contactPage;
  return (
    <>
      <PageHeading {...props} label={data.site.name} title={t.nav.contact} intro={t.contact.intro} />
      <div className={page.grid}>
        <section aria-labelledby="form-heading" className={page.form}>
          <h2 id="form-heading" className={page.formHeading}>
            {t.contact.form.heading}
          </h2>
          <div className={page.formBody}>
            <ContactForm {...props} look={page.formLook ?? look.form} />
          </div>
        </section>
        <aside aria-labelledby="details-heading" className={page.aside}>
          {typeof page.details === "function" ? (
            page.details({ ...props, theme })
          ) : (
            <Aside {...props} look={page.details} theme={theme} />
          )}
        </aside>
      </div>
    </>
  );
}
