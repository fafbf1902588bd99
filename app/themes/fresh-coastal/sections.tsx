import type { ReactNode } from "react";
import { Horizon, Tag, Wave } from "./ornaments.tsx";
import { fc } from "./tokens.ts";

/**
 * A section's heading: an optional label on a tag, the title, and the horizon running out from it to
 * the right with its low sun; an action (a pill to the whole page) at the far end.
 */
export function SectionHeading({
  id,
  title,
  label,
  intro,
  action,
}: {
  id: string;
  title: string;
  label?: string;
  intro?: string;
  action?: ReactNode;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-end gap-x-8 gap-y-5">
        <div className="max-w-2xl">
          {label && <Tag className="mb-4">{label}</Tag>}
          <h2 id={id} className={fc.h2}>
            {title}
          </h2>
        </div>
        <Horizon className="mb-3 hidden min-w-24 flex-1 md:block" />
        {action && <div className="shrink-0">{action}</div>}
      </div>
      {intro && <p className={`${fc.lead} mt-5 max-w-2xl`}>{intro}</p>}
    </div>
  );
}

/**
 * The top of every page but the home page: the sea-mist band the header floats on, a tag,
 * the title and its intro, a sun low over the horizon on wide screens, and a wave into the
 * white page below.
 */
export function PageHeading({ label, title, intro }: { label?: string; title: string; intro?: string }) {
  return (
    <div>
      <div className={fc.mist}>
        <div
          className={`${fc.container} items-end gap-12 pt-12 pb-8 md:pt-20 md:pb-10 lg:grid lg:grid-cols-[1fr_18rem]`}
        >
          <div>
            {label && <Tag>{label}</Tag>}
            <h1 className={`${fc.h1} mt-5 max-w-3xl`}>{title}</h1>
            {intro && <p className={`${fc.lead} mt-6 max-w-2xl`}>{intro}</p>}
          </div>
          <HorizonScene className="hidden w-full lg:block" />
        </div>
      </div>
      <Wave flip className="-mt-px text-[#ecf5f7]" />
    </div>
  );
}

/** A sun half sunk behind the horizon, its path of light on the water in short strokes. */
export function HorizonScene({ className = "" }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 320 140" fill="none" className={className}>
      <circle cx="214" cy="86" r="46" fill="#f6d58e" opacity="0.35" />
      <circle cx="214" cy="86" r="30" fill="#f6d58e" />
      <path d="M0 86h320" className="stroke-(--accent)" strokeOpacity="0.45" strokeWidth="1.5" />
      <rect x="0" y="87" width="320" height="53" fill="#ecf5f7" />
      <g className="stroke-(--accent)" strokeOpacity="0.35" strokeWidth="3" strokeLinecap="round">
        <path d="M184 100h60M194 112h40M204 124h20" />
        <path d="M40 104c8-6 16-6 24 0s16 6 24 0M96 122c8-6 16-6 24 0s16 6 24 0" />
      </g>
    </svg>
  );
}
