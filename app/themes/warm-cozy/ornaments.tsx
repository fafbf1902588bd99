import { Leaf } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The theme's hand-made touches, all decoration (hidden from screen readers): a scalloped
 * edge like a cottage awning, a drawn squiggle under a heading, a sprig beside a small line.
 * The waves between bands of colour are in sections.tsx.
 */

/** A row of scallops in the footer's bark colour: the footer's top edge, like a cottage awning. */
export function Scallops() {
  return (
    <div
      aria-hidden="true"
      className="h-3.5 bg-[radial-gradient(circle_at_14px_14px,#3a2a1f_13px,transparent_13.5px)] bg-[length:28px_14px] bg-repeat-x"
    />
  );
}

/** A hand-drawn squiggle, in the accent, under a page's title. */
export function Squiggle({ className = "" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 132 14"
      className={`h-3.5 w-32 text-(--accent) ${className}`}
      fill="none"
    >
      <path
        d="M3 8.5c9-7 17-7 25 0s17 7 25 0 17-7 25 0 17 7 25 0 17-7 26-1"
        stroke="currentColor"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The small line above a heading: a sprig and a few words in the heading face. */
export function Eyebrow({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={`inline-flex items-center gap-2 font-(family-name:--font-heading) text-base font-medium text-(--accent) md:text-lg ${className}`}
    >
      <Leaf aria-hidden="true" focusable="false" className="size-4 -rotate-12" strokeWidth={2.2} />
      {children}
    </p>
  );
}
