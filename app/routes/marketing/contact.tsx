import { Clock, Languages, type LucideIcon, Mail, MessageCircle, Video } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { contactContent } from "../../../content/contact/index.ts";
import type { ContactContent } from "../../../content/contact/types.ts";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { LEAD_LIMITS } from "../../../modules/leads/lead-schemas.ts";
import { TextAreaField, TextField } from "../../components/forms/fields.tsx";
import { leadAction } from "../../components/forms/lead-action.server.ts";
import { LeadForm } from "../../components/forms/lead-form.tsx";
import { ContactFields, leadFieldLabels } from "../../components/marketing/contact-fields.tsx";
import { FormWithAside } from "../../components/marketing/form-with-aside.tsx";
import { useWhatsappLink } from "../../components/marketing/use-whatsapp-link.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { PageHero, Section } from "../../components/ui/section.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { pageOf } from "../../lib/page-request.ts";
import { marketingMeta, pageAlternates } from "../../seo/page-meta.ts";
import type { Route } from "./+types/contact";

const CONTACT_EMAIL = "hello@vayvista.nl";

export function loader({ url }: Route.LoaderArgs) {
  const { lang } = pageOf(url);
  const content = contactContent[lang];
  return { lang, content, title: content.metaTitle, description: content.metaDescription };
}

export function action(args: Route.ActionArgs) {
  return leadAction("contact", args);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  return marketingMeta({
    matches,
    lang: loaderData.lang,
    title: loaderData.title,
    description: loaderData.description,
    alternates: pageAlternates("contact"),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ContactPage",
        name: loaderData.title,
        inLanguage: loaderData.lang,
      },
    ],
  });
};

/** One way to reach us in the contact details: an icon, what it is, and the details. */
function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-9">
      <dt className="font-semibold text-pine-950">
        <Icon aria-hidden="true" className="absolute top-1 left-0 h-5 w-5 text-pine-700" />
        {label}
      </dt>
      {children}
    </div>
  );
}

const linkClass = "font-medium text-pine-700 underline underline-offset-2 hover:text-pine-900";

/** Beside the form: how to reach us, what to ask about, and the consultation as an alternative. */
function ContactAside({ content }: { content: ContactContent }) {
  const { lang } = useI18n();
  const whatsapp = useWhatsappLink();
  const { details } = content;
  return (
    <aside aria-labelledby="contact-details-title" className="space-y-8">
      <div className="rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-200 md:p-8">
        <h2 id="contact-details-title" className="font-display text-2xl font-semibold text-pine-950">
          {details.title}
        </h2>
        <dl className="mt-6 space-y-6">
          <Detail icon={Mail} label={details.emailLabel}>
            <dd className="mt-1">
              <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass} data-testid="contact-email">
                {CONTACT_EMAIL}
              </a>
            </dd>
          </Detail>
          {whatsapp && (
            <Detail icon={MessageCircle} label={details.whatsappLabel}>
              <dd className="mt-1 text-slate-700">
                {details.whatsappBody}{" "}
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {details.whatsappCta}
                </a>
              </dd>
            </Detail>
          )}
          <Detail icon={Clock} label={details.responseLabel}>
            <dd className="mt-1 text-slate-700">{details.responseBody}</dd>
          </Detail>
          <Detail icon={Languages} label={details.languagesLabel}>
            <dd className="mt-1 text-slate-700">{details.languagesBody}</dd>
          </Detail>
        </dl>
      </div>

      <div className="px-2">
        <h2 className="font-display text-xl font-semibold text-pine-950">{content.topics.title}</h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700 marker:text-pine-600">
          {content.topics.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>

      <div className="rounded-3xl bg-pine-900 p-6 text-white md:p-8">
        <Video aria-hidden="true" className="h-7 w-7 text-pine-200" />
        <h2 className="mt-3 font-display text-2xl font-semibold">{content.consultation.title}</h2>
        <p className="mt-2 text-pine-100">{content.consultation.body}</p>
        <Link to={pagePath("consultation", lang)} className={buttonClass("primary", "md", "mt-5")}>
          {content.consultation.cta}
        </Link>
      </div>
    </aside>
  );
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { t } = useI18n();
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <Section className="pt-4 md:pt-8">
        <FormWithAside
          titleId="contact-form-title"
          title={content.form.title}
          intro={content.form.intro}
          wideAside
          aside={<ContactAside content={content} />}
        >
          <LeadForm
            id="contact"
            actionData={actionData}
            submitLabel={t("form.submitContact")}
            labels={leadFieldLabels(t, ["name", "email", "phone", "subject", "message"])}
            success={{
              title: t("contact.sentTitle"),
              body: t("contact.sentBody"),
              again: t("contact.another"),
            }}
          >
            <ContactFields phoneOptional />
            <TextField
              name="subject"
              label={t("form.subject")}
              hint={content.form.subjectHint}
              maxLength={LEAD_LIMITS.subject}
            />
            <TextAreaField
              name="message"
              label={t("form.message")}
              hint={content.form.messageHint}
              maxLength={LEAD_LIMITS.message}
              className="sm:col-span-2"
            />
          </LeadForm>
        </FormWithAside>
      </Section>
    </>
  );
}
