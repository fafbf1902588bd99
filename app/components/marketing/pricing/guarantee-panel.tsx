import { Check, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { FactPill } from "../fact-pill.tsx";

/** The money-back guarantee as a calm, reassuring panel with a shield badge. */
export function GuaranteePanel({
  title,
  paragraphs,
  points,
  headingLevel = 2,
  children,
}: {
  title: string;
  paragraphs: string[];
  points?: string[];
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      className="flex flex-col gap-6 rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-200 md:flex-row md:items-start md:gap-10 md:p-10"
      data-testid="money-back-guarantee"
    >
      <div className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-pine-700 text-white shadow-lg">
        <ShieldCheck aria-hidden="true" className="h-10 w-10" />
      </div>
      <div>
        <Heading className="font-display text-2xl font-semibold text-pine-950 md:text-3xl">{title}</Heading>
        {paragraphs.map((p) => (
          <p key={p} className="mt-3 text-lg text-slate-700">
            {p}
          </p>
        ))}
        {points && points.length > 0 && (
          <ul className="mt-5 flex flex-wrap gap-3">
            {points.map((point) => (
              <FactPill key={point} icon={Check} text={point} />
            ))}
          </ul>
        )}
        {children}
      </div>
    </div>
  );
}
