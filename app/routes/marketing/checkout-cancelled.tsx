import { MessageCircle, RotateCcw, Send, ShieldCheck } from "lucide-react";
import { checkoutContent } from "../../../content/checkout/index.ts";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { IconTile } from "../../components/marketing/icon-tile.tsx";
import { plainPageMeta } from "../../components/marketing/plain-page-meta.ts";
import { useWhatsappLink } from "../../components/marketing/use-whatsapp-link.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { PageHero, Section } from "../../components/ui/section.tsx";
import { pageOf } from "../../lib/page-request.ts";
import type { Route } from "./+types/checkout-cancelled";

/**
 * Where a payment that did not go through leads: nothing was charged. The same for every
 * visitor (the checkout itself fills in again what the owner typed, from their pending
 * subscription), so it may be cached like any marketing page.
 */
export function loader({ url }: Route.LoaderArgs) {
  const { lang } = pageOf(url);
  const copy = checkoutContent[lang].cancelled;
  return { lang, copy, title: copy.metaTitle, description: copy.metaDescription };
}

export const meta: Route.MetaFunction = plainPageMeta("checkoutCancelled", { noindex: true });

export default function CheckoutCancelledPage({ loaderData }: Route.ComponentProps) {
  const { lang, copy } = loaderData;
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
          {options.map((option, i) => (
            <li key={option.title} className="flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-pine-100">
              <IconTile icon={option.icon} />
              <h3 className="mt-4 font-display text-xl font-semibold text-pine-950">{option.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{option.body}</p>
              <a
                href={option.href}
                {...(option.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className={buttonClass(i === 0 ? "primary" : "ghost", "md", "mt-6 w-full")}
              >
                {option.cta}
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
