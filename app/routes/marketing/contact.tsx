import { Clock, Languages, Mail, MessageCircle, Video } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { contactContent } from "../../../content/contact/index.ts";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { contactSchema, LEAD_LIMITS, leadErrors } from "../../../modules/leads/lead-schemas.ts";
import { TextAreaField, TextField } from "../../components/forms/fields.tsx";
import { leadAction } from "../../components/forms/lead-action.server.ts";
import { LeadForm } from "../../components/forms/lead-form.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { PageHero, Section } from "../../components/ui/section.tsx";
import { translator, useI18n } from "../../i18n/i18n.tsx";
import { pageOf } from "../../lib/page-request.ts";
import { marketingMeta, pageAlternates, type RootData } from "../../seo/page-meta.ts";
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

function validateContact(values: Record<string, unknown>) {
  const result = contactSchema.safeParse(values);
  return result.success ? null : leadErrors(result.error.issues);
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { lang, t } = useI18n();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const whatsapp = root?.whatsappPhone
    ? `https://wa.me/${root.whatsappPhone}?text=${encodeURIComponent(translator("nl")("whatsapp.message"))}`
    : undefined;

  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <Section className="pt-4 md:pt-8">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <div>
            <h2 id="contact-form-title" className="font-display text-3xl font-semibold text-pine-950">
              {content.form.title}
            </h2>
            <p className="mt-3 mb-8 text-lg text-slate-600">{content.form.intro}</p>
            <LeadForm
              id="contact"
              actionData={actionData}
              validate={validateContact}
              submitLabel={t("form.submitContact")}
              labels={{
                name: t("form.name"),
                email: t("form.email"),
                phone: t("form.phone"),
                subject: t("form.subject"),
                message: t("form.message"),
              }}
              success={{
                title: t("contact.sentTitle"),
                body: t("contact.sentBody"),
                toast: t("contact.sentToast"),
                again: t("contact.another"),
              }}
            >
              <TextField name="name" label={t("form.name")} autoComplete="name" maxLength={LEAD_LIMITS.name} />
              <TextField
                name="email"
                type="email"
                label={t("form.email")}
                autoComplete="email"
                inputMode="email"
                maxLength={LEAD_LIMITS.email}
              />
              <TextField
                name="phone"
                type="tel"
                label={t("form.phone")}
                hint={t("form.phoneHint")}
                optional
                autoComplete="tel"
                inputMode="tel"
                maxLength={LEAD_LIMITS.phone}
              />
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
          </div>

          <aside aria-labelledby="contact-details-title" className="space-y-8">
            <div className="rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-200 md:p-8">
              <h2 id="contact-details-title" className="font-display text-2xl font-semibold text-pine-950">
                {content.details.title}
              </h2>
              <dl className="mt-6 space-y-6">
                <div className="relative pl-9">
                  <dt className="font-semibold text-pine-950">
                    <Mail aria-hidden="true" className="absolute top-1 left-0 h-5 w-5 text-pine-700" />
                    {content.details.emailLabel}
                  </dt>
                  <dd className="mt-1">
                    <a
                      href={`mailto:${CONTACT_EMAIL}`}
                      className="font-medium text-pine-700 underline underline-offset-2 hover:text-pine-900"
                      data-testid="contact-email"
                    >
                      {CONTACT_EMAIL}
                    </a>
                  </dd>
                </div>
                {whatsapp && (
                  <div className="relative pl-9">
                    <dt className="font-semibold text-pine-950">
                      <MessageCircle aria-hidden="true" className="absolute top-1 left-0 h-5 w-5 text-pine-700" />
                      {content.details.whatsappLabel}
                    </dt>
                    <dd className="mt-1 text-slate-700">
                      {content.details.whatsappBody}{" "}
                      <a
                        href={whatsapp}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-medium text-pine-700 underline underline-offset-2 hover:text-pine-900"
                      >
                        {content.details.whatsappCta}
                      </a>
                    </dd>
                  </div>
                )}
                <div className="relative pl-9">
                  <dt className="font-semibold text-pine-950">
                    <Clock aria-hidden="true" className="absolute top-1 left-0 h-5 w-5 text-pine-700" />
                    {content.details.responseLabel}
                  </dt>
                  <dd className="mt-1 text-slate-700">{content.details.responseBody}</dd>
                </div>
                <div className="relative pl-9">
                  <dt className="font-semibold text-pine-950">
                    <Languages aria-hidden="true" className="absolute top-1 left-0 h-5 w-5 text-pine-700" />
                    {content.details.languagesLabel}
                  </dt>
                  <dd className="mt-1 text-slate-700">{content.details.languagesBody}</dd>
                </div>
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
        </div>
      </Section>
    </>
  );
}
