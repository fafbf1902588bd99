import { ShieldCheck } from "lucide-react";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { formatMoney } from "../../../modules/plans/format-plan.ts";
import { CheckoutForm } from "../../components/marketing/checkout/checkout-form.tsx";
import { OrderSummary } from "../../components/marketing/checkout/order-summary.tsx";
import { plainPageMeta } from "../../components/marketing/plain-page-meta.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { PageHero, Section } from "../../components/ui/section.tsx";
import type { Route } from "./+types/checkout";
import { checkoutAction, checkoutPage } from "./checkout/checkout.server.ts";

export function loader(args: Route.LoaderArgs) {
  return checkoutPage(args);
}

export function action(args: Route.ActionArgs) {
  return checkoutAction(args);
}

/** The page shows who is signed in and what they typed: never kept by the page cache, browsers or proxies. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = plainPageMeta("checkout");

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, plan, content, amounts, available } = loaderData;
  const account = actionData?.account ?? loaderData.account;
  const totalCents = actionData?.totalCents ?? amounts.totalCents;
  const here = pagePath("checkout", lang);
  const signInHref = `/login?lang=${lang}&next=${encodeURIComponent(here)}`;
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <Section className="pt-0 md:pt-4">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
          <div className="min-w-0" data-testid="checkout">
            {available && !actionData?.unavailable ? (
              <CheckoutForm
                copy={content}
                account={account}
                values={actionData?.values ?? loaderData.values}
                problems={actionData?.problems ?? { fields: {} }}
                amount={formatMoney(totalCents, plan.currency, lang)}
                vat={
                  amounts.domestic && {
                    sellerCountry: amounts.domestic.sellerCountry,
                    withVat: formatMoney(amounts.domestic.totalCents, plan.currency, lang),
                    withoutVat: formatMoney(amounts.subtotalCents, plan.currency, lang),
                  }
                }
                signInHref={signInHref}
              />
            ) : (
              <section
                aria-labelledby="checkout-unavailable"
                className="rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-200 md:p-8"
                data-testid="checkout-unavailable"
              >
                <h2 id="checkout-unavailable" className="font-display text-2xl font-semibold text-pine-950">
                  {content.unavailable.title}
                </h2>
                <p className="mt-3 text-slate-700">{content.unavailable.body}</p>
                <a href={pagePath("contact", lang)} className={buttonClass("primary", "lg", "mt-6")}>
                  {content.unavailable.contact}
                </a>
              </section>
            )}
            <p className="mt-8 text-center text-slate-700">
              {content.consultation.question}{" "}
              <a
                href={pagePath("consultation", lang)}
                className="font-semibold text-pine-700 underline underline-offset-2 hover:text-pine-900"
              >
                {content.consultation.link}
              </a>
            </p>
          </div>
          {/* On a phone the order comes first: what it costs, before anything is typed. */}
          <aside className="space-y-6 max-lg:order-first lg:sticky lg:top-24 lg:self-start">
            <OrderSummary plan={plan} copy={content} amounts={amounts} />
            <section
              aria-labelledby="checkout-guarantee"
              className="flex gap-4 rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-200"
            >
              <ShieldCheck aria-hidden="true" className="h-8 w-8 shrink-0 text-pine-700" />
              <div>
                <h2 id="checkout-guarantee" className="font-display text-xl font-semibold text-pine-950">
                  {content.guarantee.title}
                </h2>
                <p className="mt-2 text-slate-700">{content.guarantee.body}</p>
              </div>
            </section>
          </aside>
        </div>
      </Section>
    </>
  );
}
