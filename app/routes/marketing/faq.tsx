import { MessageCircle } from "lucide-react";
import { FAQ_CONTENT } from "../../../content/faq/index.ts";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { FaqGroups, FaqTopics } from "../../components/marketing/faq/faq-groups.tsx";
import { faqPageJsonLd } from "../../components/marketing/faq/faq-json-ld.ts";
import { planContent } from "../../components/marketing/plan-content.ts";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PageHero, Section } from "../../components/ui/section.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { marketingMeta, pageAlternates } from "../../seo/page-meta.ts";
import type { Route } from "./+types/faq";

/** Frequently asked questions, grouped by topic, with FAQPage structured data. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, content } = await planContent(url, context, FAQ_CONTENT);
  return {
    lang,
    page: "faq" as const,
    title: content.metaTitle,
    description: content.metaDescription,
    content,
    jsonLd: faqPageJsonLd(
      content.groups.flatMap((group) => group.items),
      lang,
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  return marketingMeta({
    matches,
    lang: loaderData.lang,
    title: loaderData.title,
    description: loaderData.description,
    alternates: pageAlternates(loaderData.page),
    jsonLd: [loaderData.jsonLd],
  });
};

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { lang, t } = useI18n();
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <div className="-mt-4 px-5 pb-4 md:-mt-6">
        <FaqTopics groups={content.groups} label={content.topicsLabel} />
      </div>
      <Section className="pt-10 md:pt-14">
        <FaqGroups groups={content.groups} />
      </Section>
      <Section tone="sand" labelledBy="faq-contact">
        <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-pine-100 text-pine-800">
            <MessageCircle aria-hidden="true" className="h-7 w-7" />
          </span>
          <h2 id="faq-contact" className="mt-5 font-display text-3xl font-semibold text-pine-950 md:text-4xl">
            {content.contact.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{content.contact.body}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={pagePath("contact", lang)} size="lg">
              {t("nav.contact")}
            </ButtonLink>
            <ButtonLink to={pagePath("consultation", lang)} size="lg" variant="ghost">
              {t("common.bookCall")}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
