import type { ReactNode } from "react";
import { cn } from "../ui/cn.ts";

/**
 * The layout of the contact and consultation pages: the form under its h2 and intro,
 * and a narrower column beside it (below it on phones) with what to expect.
 * `framed` sets the form on a white card, for a tinted band; `wideAside` gives the side
 * column room for contact details.
 */
export function FormWithAside({
  titleId,
  title,
  intro,
  framed = false,
  wideAside = false,
  aside,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  framed?: boolean;
  wideAside?: boolean;
  /** The side column, an <aside> with its own heading. */
  aside: ReactNode;
  /** The form. */
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        "grid gap-12 lg:gap-16",
        wideAside ? "lg:grid-cols-[minmax(0,1fr)_22rem]" : "lg:grid-cols-[minmax(0,1fr)_20rem]",
      )}
    >
      <div className={framed ? "rounded-3xl bg-white p-6 shadow-xl ring-1 ring-pine-100 md:p-10" : undefined}>
        <h2 id={titleId} className="font-display text-3xl font-semibold text-pine-950">
          {title}
        </h2>
        <p className="mt-3 mb-8 text-lg text-slate-600">{intro}</p>
        {children}
      </div>
      {aside}
    </div>
  );
}
