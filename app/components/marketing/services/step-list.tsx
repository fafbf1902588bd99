import { cn } from "../../ui/cn.ts";
import { StepNumber } from "../step-number.tsx";

/** Numbered steps of a process, side by side on wide screens and stacked on phones. */
export function StepList({
  items,
  stepLabel,
  invert = false,
}: {
  items: { title: string; body: string }[];
  stepLabel: string;
  invert?: boolean;
}) {
  return (
    <ol
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        items.length >= 4 ? "lg:grid-cols-4" : items.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-2",
      )}
    >
      {items.map((step, index) => (
        <li
          key={step.title}
          className={cn(
            "relative rounded-2xl p-6",
            invert ? "bg-pine-800/60 ring-1 ring-pine-700" : "bg-white shadow-sm ring-1 ring-slate-200",
          )}
        >
          <p
            className={cn("flex items-center gap-3 text-sm font-semibold", invert ? "text-pine-200" : "text-coral-600")}
          >
            <StepNumber n={index + 1} tone={invert ? "light" : "pine"} className="h-9 w-9 font-display text-lg" />
            <span className="sr-only">
              {stepLabel} {index + 1}
            </span>
          </p>
          <h3 className={cn("mt-4 text-lg font-semibold", invert ? "text-white" : "text-pine-950")}>{step.title}</h3>
          <p className={cn("mt-2 leading-relaxed", invert ? "text-pine-100" : "text-slate-600")}>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
