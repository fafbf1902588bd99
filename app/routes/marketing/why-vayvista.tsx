import { Check, Handshake, Info, Mail, Minus, Repeat, Scale, Stamp, X } from "lucide-react";
import type { ReactNode } from "react";
import { commissionExample } from "../../../content/why-vayvista/example.ts";
import { whyContent } from "../../../content/why-vayvista/index.ts";
import type { Cell, Mark } from "../../../content/why-vayvista/types.ts";
import { CtaBand } from "../../components/marketing/cta-band.tsx";
import { HeadedSection } from "../../components/marketing/headed-section.tsx";
import { IconCallout } from "../../components/marketing/icon-callout.tsx";
import { IconTile } from "../../components/marketing/icon-tile.tsx";
import { euros, fill, percent } from "../../components/marketing/mockups/sample-format.ts";
import { plainPageMeta } from "../../components/marketing/plain-page-meta.ts";
import { planContent } from "../../components/marketing/plan-content.ts";
import { cn } from "../../components/ui/cn.ts";
import { PageHero } from "../../components/ui/section.tsx";
import type { Route } from "./+types/why-vayvista";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, plan, content } = await planContent(url, context, whyContent);
  const example = commissionExample(plan);
  const figures = {
    turnover: euros(lang, example.turnoverCents),
    rate: percent(lang, example.commissionRate),
    commission: euros(lang, example.commissionCents),
    firstYear: euros(lang, example.firstYearCents),
    laterYear: euros(lang, example.laterYearCents),
    savingFirst: euros(lang, example.savingFirstYearCents),
    savingLater: euros(lang, example.savingLaterYearCents),
    breakEven: euros(lang, example.breakEvenCents),
  };
  return { lang, title: content.meta.title, description: content.meta.description, content, example, figures };
}

export const meta: Route.MetaFunction = plainPageMeta("whyVayvista");

const MARK_STYLE: Record<Mark, { icon: typeof Check; className: string }> = {
  yes: { icon: Check, className: "bg-pine-100 text-pine-800" },
  partial: { icon: Minus, className: "bg-amber-100 text-amber-900" },
  no: { icon: X, className: "bg-coral-600/10 text-coral-700" },
};

function MarkedCell({ cell, label }: { cell: Cell; label: string }) {
  const { icon: Icon, className } = MARK_STYLE[cell.mark];
  return (
    <span className="flex items-start gap-2.5">
      <span className={cn("mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full", className)}>
        <Icon aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={3} />
      </span>
      <span>
        <span className="sr-only">{label}: </span>
        {cell.text}
      </span>
    </span>
  );
}

function CostBar({
  label,
  note,
  amount,
  share,
  tone,
}: {
  label: string;
  note: string;
  amount: string;
  share: number;
  tone: "coral" | "pine";
}) {
  return (
    <li>
      <p className="flex items-baseline justify-between gap-4">
        <span className="font-semibold text-pine-950">{label}</span>
        <span className="font-display text-2xl font-semibold whitespace-nowrap text-pine-950">{amount}</span>
      </p>
      <p className="text-sm text-slate-600">{note}</p>
      <div aria-hidden="true" className="mt-2 h-3 rounded-full bg-slate-100">
        <div
          className={cn("h-full rounded-full", tone === "coral" ? "bg-coral-500" : "bg-pine-600")}
          style={{ width: `${Math.max(2, Math.round(share * 100))}%` }}
        />
      </div>
    </li>
  );
}

const OWNERSHIP_ICONS = [Mail, Repeat, Stamp, Scale] as const;

export default function WhyVayvista({ loaderData }: Route.ComponentProps) {
  const { content, example, figures } = loaderData;
  const { math, comparison } = content;
  const f = (text: string) => fill(text, figures);
  const max = Math.max(example.commissionCents, example.firstYearCents);
  const columnHeads: ReactNode[] = comparison.columns.map((c, i) => (
    <th
      key={c}
      scope="col"
      className={cn(
        "px-5 py-4 text-left font-display text-lg font-semibold",
        i === 0 ? "bg-pine-800 text-white" : "text-pine-950",
      )}
    >
      {c}
    </th>
  ));
  return (
    <>
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead} />

      <HeadedSection id="math-title" heading={math}>
        <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[1fr_1.2fr]">
          <div className="rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-200 md:p-8">
            <h3 className="flex items-center gap-2 font-display text-xl font-semibold text-pine-950">
              <Info aria-hidden="true" className="h-5 w-5 text-coral-600" />
              {math.assumptionsTitle}
            </h3>
            <ol className="mt-5 space-y-4">
              {math.assumptions.map((a, i) => (
                <li key={a} className="flex gap-3 text-slate-700">
                  <span
                    aria-hidden="true"
                    className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-white text-sm font-semibold text-pine-800 ring-1 ring-sand-200"
                  >
                    {i + 1}
                  </span>
                  {f(a)}
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 md:p-8">
            <ul className="space-y-6">
              <CostBar
                label={math.platformLabel}
                note={f(math.platformNote)}
                amount={figures.commission}
                share={example.commissionCents / max}
                tone="coral"
              />
              <CostBar
                label={math.firstYearLabel}
                note={math.firstYearNote}
                amount={figures.firstYear}
                share={example.firstYearCents / max}
                tone="pine"
              />
              <CostBar
                label={math.laterYearLabel}
                note={math.laterYearNote}
                amount={figures.laterYear}
                share={example.laterYearCents / max}
                tone="pine"
              />
            </ul>
            <p className="mt-8 rounded-2xl bg-pine-800 p-5 text-lg text-white">
              <strong className="font-semibold">{f(math.savingFirst)}</strong> {f(math.savingLater)}
            </p>
          </div>
        </div>
        <div className="mx-auto mt-6 grid max-w-5xl gap-6 lg:grid-cols-2">
          <div className="rounded-3xl bg-pine-50 p-6 ring-1 ring-pine-100 md:p-8">
            <h3 className="font-display text-xl font-semibold text-pine-950">{math.breakEvenTitle}</h3>
            <p className="mt-2 text-slate-700">{f(math.breakEven)}</p>
          </div>
          <div className="rounded-3xl p-6 ring-1 ring-slate-200 md:p-8">
            <h3 className="font-display text-xl font-semibold text-pine-950">{math.caveatsTitle}</h3>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-600 marker:text-slate-400">
              {math.caveats.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        </div>
      </HeadedSection>

      <HeadedSection id="ownership-title" tone="sand" heading={content.ownership}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {content.ownership.items.map((item, i) => {
            return (
              <li key={item.title} className="rounded-2xl bg-white p-6 ring-1 ring-sand-200">
                <IconTile icon={OWNERSHIP_ICONS[i] ?? Handshake} tone="coral" />
                <h3 className="mt-5 font-display text-lg font-semibold text-pine-950">{item.title}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{item.body}</p>
              </li>
            );
          })}
        </ul>
      </HeadedSection>

      <HeadedSection id="comparison-title" heading={comparison}>
        <table className="hidden w-full overflow-hidden rounded-3xl text-[15px] ring-1 ring-slate-200 md:table">
          <caption className="sr-only">{comparison.caption}</caption>
          <thead className="bg-sand-50">
            <tr>
              <th
                scope="col"
                className="px-5 py-4 text-left text-sm font-semibold tracking-wider text-slate-600 uppercase"
              >
                {comparison.criterion}
              </th>
              {columnHeads}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {comparison.rows.map((row) => (
              <tr key={row.label} className="align-top">
                <th scope="row" className="px-5 py-4 text-left font-semibold text-pine-950">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={comparison.columns[i]} className={cn("px-5 py-4 text-slate-700", i === 0 && "bg-pine-50")}>
                    <MarkedCell cell={cell} label={comparison.marks[cell.mark]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="space-y-4 md:hidden">
          {comparison.rows.map((row) => (
            <li key={row.label} className="rounded-2xl p-5 ring-1 ring-slate-200">
              <h3 className="font-display text-lg font-semibold text-pine-950">{row.label}</h3>
              <dl className="mt-3 space-y-3">
                {row.cells.map((cell, i) => (
                  <div key={comparison.columns[i]} className={cn(i === 0 && "-mx-2 rounded-xl bg-pine-50 px-2 py-2")}>
                    <dt className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
                      {comparison.columns[i]}
                    </dt>
                    <dd className="mt-1 text-slate-700">
                      <MarkedCell cell={cell} label={comparison.marks[cell.mark]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <IconCallout
          icon={Handshake}
          title={content.together.title}
          body={content.together.body}
          tone="sand"
          className="mx-auto mt-12 max-w-3xl"
        />
      </HeadedSection>

      <CtaBand title={content.cta.title} body={content.cta.body} />
    </>
  );
}
