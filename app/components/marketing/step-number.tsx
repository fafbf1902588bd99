import { cn } from "../ui/cn.ts";

const TONES = {
  pine: "bg-pine-700 text-white",
  coral: "bg-coral-600 text-white",
  /** On a dark (pine) band. */
  light: "bg-white text-pine-900",
  /** A quiet number, for points rather than steps. */
  soft: "bg-coral-600/10 text-coral-700",
} as const;

/**
 * The round number of a step. Decorative: the list is an <ol>, so assistive technology
 * already announces the position. The size comes in through className (e.g. "h-10 w-10");
 * `square` gives a rounded square instead of a circle, for the large step cards.
 */
export function StepNumber({
  n,
  tone = "pine",
  square = false,
  className,
}: {
  n: number;
  tone?: keyof typeof TONES;
  square?: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center font-semibold",
        square ? "rounded-2xl" : "rounded-full",
        TONES[tone],
        className,
      )}
    >
      {n}
    </span>
  );
}
