import { cn } from "../ui/cn.ts";
import { StepNumber } from "./step-number.tsx";

const SIZES = {
  sm: { gap: "gap-4", number: "h-8 w-8 text-sm", title: "font-semibold", body: "mt-1 text-slate-700" },
  md: {
    gap: "gap-5",
    number: "h-10 w-10",
    title: "text-lg font-semibold",
    body: "mt-1.5 leading-relaxed text-slate-700",
  },
  lg: { gap: "gap-5", number: "h-10 w-10", title: "font-display text-xl font-semibold", body: "mt-1 text-slate-700" },
} as const;

/**
 * Steps of a process as an ordered list, each a number beside its title (h3) and text:
 * what happens after an order or a request, how we work, how custom work runs.
 * `connected` draws a line from each number to the next, as a timeline.
 */
export function NumberedSteps({
  steps,
  size = "md",
  tone = "pine",
  connected = false,
  stepLabel,
  className = "space-y-8",
  itemClassName,
}: {
  steps: readonly { title: string; body: string }[];
  size?: keyof typeof SIZES;
  tone?: "pine" | "coral";
  connected?: boolean;
  /** Read before each title by screen readers, e.g. "Step" gives "Step 2: …". */
  stepLabel?: string;
  /** Layout and spacing of the list. */
  className?: string;
  /** Extra classes for each step, e.g. to set it on a card. */
  itemClassName?: string;
}) {
  const s = SIZES[size];
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn(
            "relative flex",
            s.gap,
            connected &&
              "after:absolute after:top-10 after:-bottom-8 after:left-[1.1875rem] after:w-0.5 after:bg-pine-200 last:after:hidden",
            itemClassName,
          )}
        >
          <StepNumber
            n={index + 1}
            tone={tone}
            className={cn(s.number, connected && "relative z-10 font-display text-lg ring-4 ring-white")}
          />
          <div className={connected ? "pt-1.5" : undefined}>
            <h3 className={cn(s.title, "text-pine-950")}>
              {stepLabel && (
                <span className="sr-only">
                  {stepLabel} {index + 1}:{" "}
                </span>
              )}
              {step.title}
            </h3>
            <p className={s.body}>{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
