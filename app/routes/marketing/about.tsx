import { Code2, Handshake, Headset, KeyRound, type LucideIcon, Palette, ReceiptText, Users } from "lucide-react";
import { ABOUT_CONTENT } from "../../../content/about/index.ts";
import type { AboutCard, AboutIcon } from "../../../content/about/types.ts";
import { CtaBand } from "../../components/marketing/cta-band.tsx";
import { HeadedSection } from "../../components/marketing/headed-section.tsx";
import { NumberedSteps } from "../../components/marketing/numbered-steps.tsx";
import { plainPageMeta } from "../../components/marketing/plain-page-meta.ts";
import { planContent } from "../../components/marketing/plan-content.ts";
import { PageHero, Section, SectionHeading } from "../../components/ui/section.tsx";
import type { Route } from "./+types/about";

const ICONS: Record<AboutIcon, LucideIcon> = {
  code: Code2,
  palette: Palette,
  headset: Headset,
  guests: Users,
  pricing: ReceiptText,
  freedom: KeyRound,
  honesty: Handshake,
};

/** Who we are, why we started, what we believe and how we work. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, content } = await planContent(url, context, ABOUT_CONTENT);
  return { lang, page: "about" as const, title: content.metaTitle, description: content.metaDescription, content };
}

export const meta: Route.MetaFunction = plainPageMeta("about");

function CardIcon({ icon }: { icon: AboutIcon }) {
  const Icon = ICONS[icon];
  return (
    <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-pine-100 text-pine-800">
      <Icon aria-hidden="true" className="h-5 w-5" />
    </span>
  );
}

function RoleCard({ card }: { card: AboutCard }) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <CardIcon icon={card.icon} />
      <div>
        <h4 className="font-semibold text-pine-950">{card.title}</h4>
        <p className="mt-1 text-slate-700">{card.text}</p>
      </div>
    </li>
  );
}

/** Decorative: three houses on a hill, one with its own little sign. */
function HousesIllustration() {
  return (
    <svg viewBox="0 0 320 140" aria-hidden="true" className="h-auto w-full max-w-sm" focusable="false">
      <path d="M0 120 Q80 80 160 100 T320 92 V140 H0Z" className="fill-pine-100" />
      <g className="fill-white stroke-pine-700" strokeWidth="3" strokeLinejoin="round">
        <path d="M40 104 V78 L62 60 L84 78 V104Z" />
        <path d="M130 100 V66 L160 42 L190 66 V100Z" />
        <path d="M236 96 V74 L256 58 L276 74 V96Z" />
      </g>
      <g className="fill-coral-500">
        <rect x="150" y="76" width="20" height="24" rx="2" />
        <circle cx="160" cy="28" r="7" />
      </g>
      <path d="M160 35 V42" className="stroke-coral-600" strokeWidth="3" />
      <g className="fill-sand-300">
        <rect x="54" y="84" width="14" height="12" rx="1" />
        <rect x="248" y="80" width="14" height="12" rx="1" />
      </g>
    </svg>
  );
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { who, why, beliefs, how } = content;
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} />

      <Section labelledBy="about-who">
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="about-who" eyebrow={who.eyebrow} title={who.title} align="left" />
            <div className="-mt-4 space-y-4 text-lg leading-relaxed text-slate-700 md:-mt-8">
              {who.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <div className="rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-200 md:p-8">
            <h3 className="font-display text-2xl font-semibold text-pine-950">{who.rolesTitle}</h3>
            <ul className="mt-6 space-y-4">
              {who.roles.map((role) => (
                <RoleCard key={role.title} card={role} />
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-16">
          <h3 className="font-display text-2xl font-semibold text-pine-950">{who.marketsTitle}</h3>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {who.markets.map((market) => (
              <li key={market.code} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
                <span
                  aria-hidden="true"
                  className="inline-flex rounded-full bg-pine-800 px-3 py-1 text-xs font-bold tracking-wider text-white"
                >
                  {market.code}
                </span>
                <h4 className="mt-3 text-lg font-semibold text-pine-950">{market.name}</h4>
                <p className="mt-1 text-slate-700">{market.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section tone="sand" labelledBy="about-why">
        <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
          <div>
            <SectionHeading id="about-why" eyebrow={why.eyebrow} title={why.title} align="left" />
            <div className="-mt-4 max-w-[70ch] space-y-4 text-lg leading-relaxed text-slate-700 md:-mt-8">
              {why.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <figure className="flex flex-col items-center gap-6 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-sand-200">
            <HousesIllustration />
            <blockquote className="text-center font-display text-2xl leading-snug text-pine-900">
              <p>“{why.pullQuote}”</p>
            </blockquote>
          </figure>
        </div>
      </Section>

      <HeadedSection id="about-beliefs" heading={beliefs}>
        <ul className="grid gap-6 md:grid-cols-2">
          {beliefs.items.map((item) => (
            <li key={item.title} className="rounded-3xl bg-white p-7 ring-1 ring-slate-200">
              <CardIcon icon={item.icon} />
              <h3 className="mt-5 font-display text-xl font-semibold text-pine-950">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection id="about-how" tone="sand" heading={how}>
        <NumberedSteps
          steps={how.steps.map((step) => ({ title: step.title, body: step.text }))}
          tone="coral"
          className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2"
          itemClassName="rounded-3xl bg-white p-7 ring-1 ring-sand-200"
        />
      </HeadedSection>

      <CtaBand title={content.cta.title} body={content.cta.body} />
    </>
  );
}
