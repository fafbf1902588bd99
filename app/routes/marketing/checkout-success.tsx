import { ArrowRight, Hourglass, PartyPopper, RotateCw } from "lucide-react";
import { redirect } from "react-router";
import { checkoutContent } from "../../../content/checkout/index.ts";
import { landingPath } from "../../../modules/accounts/landing-path.ts";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { getPlan } from "../../../modules/plans/get-plan.ts";
import { checkoutReturn } from "../../../modules/subscriptions/checkout-return.ts";
import { NumberedSteps } from "../../components/marketing/numbered-steps.tsx";
import { plainPageMeta } from "../../components/marketing/plain-page-meta.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { PageHero, Section } from "../../components/ui/section.tsx";
import { services } from "../../context.ts";
import { pageOf } from "../../lib/page-request.ts";
import { withPlanFigures } from "../../lib/plan-copy.ts";
import type { Route } from "./+types/checkout-success";
import { SUBSCRIBED_PATH, successPath } from "./checkout/checkout.server.ts";

/** How often a page still waiting for the bank's answer looks again, in seconds. */
const RELOAD_SECONDS = 5;

/**
 * Where the provider sends the owner back (`?subscription=<id>`): only the signed-in
 * owner's own subscription (any other id is a 404). Its first payment, if still open, is
 * read from the provider and settled as the webhook would, so the page shows the real
 * state: still waiting for the bank, or confirmed with the next step. A payment that did not
 * go through leads to the cancelled page. A reload settles nothing twice.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { lang } = pageOf(url);
  const { db, accounts, payments } = services(context);
  const session = await accounts.getSession(request);
  if (!session) throw redirect(`/login?lang=${lang}&next=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  const subscriptionId = url.searchParams.get("subscription") ?? "";
  const state = await checkoutReturn(db, payments, { userId: session.user.id, subscriptionId });
  if (!state) throw new Response("Not Found", { status: 404 });
  if (state === "not_paid") throw redirect(pagePath("checkoutCancelled", lang));
  if (state === "ended") throw redirect(SUBSCRIBED_PATH);
  const plan = await getPlan(db);
  const copy = withPlanFigures(checkoutContent[lang].success, plan, lang);
  return {
    lang,
    state,
    copy,
    here: successPath(lang, subscriptionId),
    next: state === "confirmed" ? await landingPath(db, session.user) : null,
    title: state === "confirmed" ? copy.confirmed.title : copy.waiting.title,
    description: copy.metaDescription,
  };
}

/** About one owner's payment: never kept by the page cache, browsers or proxies. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const pageMeta = plainPageMeta("checkoutSuccess", { noindex: true });

/** While waiting, the page looks again by itself (no script needed). */
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...(args.loaderData?.state === "waiting" ? [{ httpEquiv: "refresh", content: String(RELOAD_SECONDS) }] : []),
];

export default function CheckoutSuccessPage({ loaderData }: Route.ComponentProps) {
  const { copy, state, next, here } = loaderData;
  if (state === "waiting") {
    return (
      <PageHero eyebrow={copy.waiting.eyebrow} title={copy.waiting.title} lead={copy.waiting.lead}>
        <div className="flex w-full flex-col items-center gap-6" data-testid="checkout-waiting" role="status">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-sand-100 text-pine-800 shadow">
            <Hourglass aria-hidden="true" className="h-8 w-8" />
          </span>
          <a href={here} className={buttonClass("ghost", "md", "bg-white")}>
            <RotateCw aria-hidden="true" className="h-4 w-4" />
            {copy.waiting.reload}
          </a>
        </div>
      </PageHero>
    );
  }
  const onboarding = next === "/onboarding";
  return (
    <>
      <PageHero eyebrow={copy.confirmed.eyebrow} title={copy.confirmed.title} lead={copy.confirmed.lead}>
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-pine-700 text-white shadow-lg">
          <PartyPopper aria-hidden="true" className="h-8 w-8" />
        </span>
      </PageHero>
      <Section className="pt-0 md:pt-4">
        <section
          aria-labelledby="success-next"
          data-testid="checkout-confirmed"
          className="mx-auto max-w-2xl rounded-3xl bg-white p-6 ring-1 ring-pine-100 md:p-10"
        >
          <h2 id="success-next" className="font-display text-3xl font-semibold text-pine-950">
            {copy.confirmed.next.title}
          </h2>
          <NumberedSteps steps={copy.confirmed.next.steps} size="lg" className="mt-8 space-y-8" />
          <a href={next ?? "/dashboard"} className={buttonClass("primary", "lg", "mt-10 w-full sm:w-auto")}>
            {onboarding ? copy.confirmed.onboarding : copy.confirmed.dashboard}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </a>
        </section>
      </Section>
    </>
  );
}
