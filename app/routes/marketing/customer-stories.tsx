import { customerStoriesContent } from "../../../content/customer-stories/index.ts";
import { listCustomerStories } from "../../../modules/marketing/testimonials.ts";
import { getPlan } from "../../../modules/plans/get-plan.ts";
import { CtaBand } from "../../components/marketing/cta-band.tsx";
import { plainPageMeta } from "../../components/marketing/plain-page-meta.ts";
import { StoryCard } from "../../components/marketing/stories/story-card.tsx";
import { PageHero, Section } from "../../components/ui/section.tsx";
import { services } from "../../context.ts";
import { pageOf } from "../../lib/page-request.ts";
import { withPlanFigures } from "../../lib/plan-copy.ts";
import type { Route } from "./+types/customer-stories";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang } = pageOf(url);
  const { db } = services(context);
  const [stories, plan] = await Promise.all([listCustomerStories(db, lang), getPlan(db)]);
  const content = withPlanFigures(customerStoriesContent[lang], plan, lang);
  return {
    lang,
    page: "customerStories" as const,
    title: content.metaTitle,
    description: content.metaDescription,
    content,
    stories,
  };
}

export const meta: Route.MetaFunction = plainPageMeta("customerStories");

export default function CustomerStories({ loaderData }: Route.ComponentProps) {
  const { content, stories } = loaderData;
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <Section className="pt-4 md:pt-8">
        {stories.length === 0 ? (
          <p className="mx-auto max-w-xl text-center text-lg text-slate-700">{content.empty}</p>
        ) : (
          <div className="space-y-10 md:space-y-14">
            {stories.map((story) => (
              <StoryCard key={story.id} story={story} labels={content.labels} />
            ))}
          </div>
        )}
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} />
    </>
  );
}
