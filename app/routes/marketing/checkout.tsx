import { ArrowRight, CalendarDays, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { checkoutContent } from "../../../content/checkout/index.ts";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { getPlan } from "../../../modules/plans/get-plan.ts";
import { NumberedSteps } from "../../components/marketing/numbered-steps.tsx";
import { plainPageMeta } from "../../components/marketing/plain-page-meta.ts";
import { OrderSummary } from "../../components/marketing/pricing/order-summary.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PageHero, Section } from "../../components/ui/section.tsx";
import { services } from "../../context.ts";
import { pageOf } from "../../lib/page-request.ts";
import { withPlanFigures } from "../../lib/plan-copy.ts";
import type { Route } from "./+types/checkout";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang } = pageOf(url);
  const plan = await getPlan(services(context).db);
  const content = withPlanFigures(checkoutContent[lang].checkout, plan, lang);
  return { lang, plan, content, title: content.metaTitle, description: content.metaDescription };
}

export const meta: Route.MetaFunction = plainPageMeta("checkout");

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { lang, plan, content } = loaderData;
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <Section className="pt-4 md:pt-8">
        <div className="grid gap-10 lg:grid-cols-[26rem_minmax(0,1fr)] lg:gap-16">
          <div className="space-y-6">
            <OrderSummary plan={plan} copy={content.summary} />
            <section
              aria-labelledby="checkout-cta"
              className="rounded-3xl bg-pine-900 p-6 text-white md:p-8"
              data-testid="checkout-cta"
            >
              <CalendarDays aria-hidden="true" className="h-7 w-7 text-pine-200" />
              <h2 id="checkout-cta" className="mt-3 font-display text-2xl font-semibold">
                {content.cta.title}
              </h2>
              <p className="mt-2 text-pine-100">{content.cta.body}</p>
              <ButtonLink to={pagePath("consultation", lang)} size="lg" className="mt-6 w-full">
                {content.cta.button}
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </ButtonLink>
              <p className="mt-5 text-center text-sm text-pine-100">
                {content.cta.question}{" "}
                <Link to={pagePath("contact", lang)} className="font-semibold text-white underline underline-offset-2">
                  {content.cta.questionLink}
                </Link>
              </p>
            </section>
          </div>
          <div>
            <section aria-labelledby="checkout-next">
              <h2 id="checkout-next" className="font-display text-3xl font-semibold text-pine-950">
                {content.next.title}
              </h2>
              <NumberedSteps steps={content.next.steps} size="lg" className="mt-8 space-y-8" />
            </section>

            <section
              aria-labelledby="checkout-guarantee"
              className="mt-12 flex gap-4 rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-200"
            >
              <ShieldCheck aria-hidden="true" className="h-8 w-8 shrink-0 text-pine-700" />
              <div>
                <h2 id="checkout-guarantee" className="font-display text-xl font-semibold text-pine-950">
                  {content.guarantee.title}
                </h2>
                <p className="mt-2 text-slate-700">{content.guarantee.body}</p>
              </div>
            </section>
          </div>
        </div>
      </Section>
    </>
  );
}
