import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { fieldId } from "../forms/fields.tsx";
import { cn } from "../ui/cn.ts";
import { STEP_FORM_ID } from "./step-form.tsx";

/**
 * A set of radio buttons drawn as cards: a fieldset with its legend, and the problem
 * beside it. The first radio carries the field id, so the error summary can focus it.
 */
export function ChoiceGroup({
  name,
  legend,
  error,
  className,
  children,
}: {
  name: string;
  legend: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const errorId = `${fieldId(STEP_FORM_ID, name)}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="font-semibold text-pine-950">{legend}</legend>
      {error && (
        <p id={errorId} className="mt-2 flex gap-1.5 text-sm font-medium text-coral-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
      <ul className={cn("mt-3 grid gap-3", className)}>{children}</ul>
    </fieldset>
  );
}

/** One card of a ChoiceGroup: the whole card is the radio's label. */
export function ChoiceCard({
  name,
  value,
  checked,
  first,
  chosenLabel,
  children,
  after,
}: {
  name: string;
  value: string;
  checked: boolean;
  /** The first card's radio gets the field's id. */
  first: boolean;
  /** Says "chosen" on the selected card, besides the ring. */
  chosenLabel?: string;
  children: ReactNode;
  /** Shown under the card, outside its label (e.g. a link). */
  after?: ReactNode;
}) {
  return (
    <li className="flex flex-col">
      <label
        className={cn(
          "relative flex h-full cursor-pointer flex-col rounded-2xl bg-white p-4 ring-1 ring-slate-300 transition-shadow",
          "hover:ring-pine-500 has-checked:ring-2 has-checked:ring-pine-700 has-checked:bg-pine-50/60",
          "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-coral-600",
        )}
      >
        <input
          type="radio"
          name={name}
          value={value}
          defaultChecked={checked}
          id={first ? fieldId(STEP_FORM_ID, name) : undefined}
          className="peer sr-only"
        />
        {children}
        {chosenLabel && (
          <span className="absolute top-3 right-3 hidden items-center gap-1 rounded-full bg-pine-700 px-2.5 py-1 text-xs font-semibold text-white peer-checked:inline-flex">
            <CircleCheck aria-hidden="true" className="h-3.5 w-3.5" />
            {chosenLabel}
          </span>
        )}
      </label>
      {after}
    </li>
  );
}
