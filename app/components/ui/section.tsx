import type { ReactNode } from "react";
import { cn } from "./cn.ts";

type Tone = "white" | "sand" | "pine";

const tones: Record<Tone, string> = {
  white: "bg-white",
  sand: "bg-sand-50",
  pine: "bg-pine-900 text-white",
};

/** A full-width band of a page with a centred, padded container. */
export function Section({
  id,
  tone = "white",
  className,
  children,
  labelledBy,
}: {
  id?: string;
  tone?: Tone;
  className?: string;
  children: ReactNode;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn(tones[tone], "py-16 md:py-24", className)}>
      <div className="container-page">{children}</div>
    </section>
  );
}

/** Eyebrow, heading and intro of a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  invert = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "center" | "left";
  invert?: boolean;
}) {
  return (
    <div className={cn("mb-10 max-w-3xl md:mb-14", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p
          className={cn(
            "mb-3 text-sm font-semibold uppercase tracking-wider",
            invert ? "text-pine-200" : "text-coral-600",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="font-display text-3xl leading-tight font-semibold md:text-4xl">
        {title}
      </h2>
      {intro && <p className={cn("mt-4 text-lg", invert ? "text-pine-100" : "text-slate-600")}>{intro}</p>}
    </div>
  );
}

/** The opening band of an inner page: its h1 and lead. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-pine-50 to-white pt-14 pb-12 md:pt-20 md:pb-16">
      <div className="container-page max-w-4xl text-center">
        {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-coral-600">{eyebrow}</p>}
        <h1 className="font-display text-4xl leading-tight font-semibold text-pine-950 md:text-5xl">{title}</h1>
        {lead && <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 md:text-xl">{lead}</p>}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}
