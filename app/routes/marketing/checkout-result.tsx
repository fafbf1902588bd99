import { ArrowRight, MessageCircle, PartyPopper, RotateCcw, Send, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { checkoutContent } from "../../../content/checkout/index.ts";
import type { CheckoutContent } from "../../../content/checkout/types.ts";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { getPlan } from "../../../modules/plans/get-plan.ts";
import { IconTile } from "../../components/marketing/icon-tile.tsx";
import { NumberedSteps } from "../../components/marketing/numbered-steps.tsx";
import { plainPageMeta } from "../../components/marketing/plain-page-meta.ts";
import { useWhatsappLink } from "../../components/marketing/use-whatsapp-link.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { PageHero, Section } from "../../components/ui/section.tsx";
import { services } from "../../context.ts";
import { pageOf } from "../../lib/page-request.ts";
import { withPlanFigures } from "../../lib/plan-copy.ts";
import type { Route } from "./+types/checkout-result";

/** The pages a payment provider sends the visitor back to: paid, or cancelled. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { page, lang } = pageOf(url);
  if (page !== "checkoutSuccess" && page !== "checkoutCancelled") throw new Response("Not Found", { status: 404 });
  const plan = await getPlan(services(context).db);
  const all = withPlanFigures(checkoutContent[lang], plan, lang);
  const result = page === "checkoutSuccess" ? "success" : "cancelled";
  const copy = result === "success" ? all.success : all.cancelled;
  return {
    lang,
    page,
    result,
    success: all.success,
    cancelled: all.cancelled,
    title: copy.metaTitle,
    description: copy.metaDescription,
  } as const;
}

export const meta: Route.MetaFunction = plainPageMeta(undefined, { noindex: true });

export default function CheckoutResultPage({ loaderData }: Route.ComponentProps) {
  const { lang, result, success, cancelled } = loaderData;
  return result === "success" ? <Success lang={lang} copy={success} /> : <Cancelled lang={lang} copy={cancelled} />;
}

function Success({ lang, copy }: { lang: Lang; copy: CheckoutContent["success"] }) {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-pine-700 text-white shadow-lg">
          <PartyPopper aria-hidden="true" className="h-8 w-8" />
        </span>
      </PageHero>
      <Section className="pt-4 md:pt-8">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-labelledby="success-next" data-testid="checkout-success">
            <h2 id="success-next" className="font-display text-3xl font-semibold text-pine-950">
              {copy.next.title}
            </h2>
            <NumberedSteps steps={copy.next.steps} size="lg" className="mt-8 space-y-8" />
          </section>
          <nav aria-labelledby="success-links" className="h-fit rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-200">
            <h2 id="success-links" className="font-display text-xl font-semibold text-pine-950">
              {copy.links.title}
            </h2>
            <ul className="mt-4 space-y-3">
              {copy.links.items.map((item) => (
                <li key={item.page}>
                  <Link
                    to={pagePath(item.page, lang)}
                    className="inline-flex items-center gap-2 font-semibold text-pine-700 underline-offset-4 hover:underline"
                  >
                    <ArrowRight aria-hidden="true" className="h-4 w-4" />
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Section>
    </>
  );
}

function Cancelled({ lang, copy }: { lang: Lang; copy: CheckoutContent["cancelled"] }) {
  const whatsapp = useWhatsappLink();
  const options = [
    { ...copy.options.retry, icon: RotateCcw, href: pagePath("checkout", lang), external: false },
    { ...copy.options.question, icon: Send, href: pagePath("contact", lang), external: false },
    ...(whatsapp ? [{ ...copy.options.whatsapp, icon: MessageCircle, href: whatsapp, external: true }] : []),
  ];
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-sand-100 text-pine-800 shadow">
          <ShieldCheck aria-hidden="true" className="h-8 w-8" />
        </span>
      </PageHero>
      <Section labelledBy="cancelled-options" className="pt-4 md:pt-8">
        <h2 id="cancelled-options" className="text-center font-display text-3xl font-semibold text-pine-950">
          {copy.options.title}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3" data-testid="checkout-cancelled">
          {options.map((option, i) => {
            const className = buttonClass(i === 0 ? "primary" : "ghost", "md", "mt-6 w-full");
            return (
              <li key={option.title} className="flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-pine-100">
                <IconTile icon={option.icon} />
                <h3 className="mt-4 font-display text-xl font-semibold text-pine-950">{option.title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{option.body}</p>
                {option.external ? (
                  <a href={option.href} target="_blank" rel="noopener noreferrer" className={className}>
                    {option.cta}
                  </a>
                ) : (
                  <Link to={option.href} className={className}>
                    {option.cta}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
