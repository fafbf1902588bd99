import { CircleAlert, Star } from "lucide-react";
import { useState } from "react";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { fieldId, useFieldKit } from "../../forms/fields.tsx";
import { cn } from "../../ui/cn.ts";

/**
 * A rating of 1 to 5 as five radio buttons drawn as stars: arrow keys move between them,
 * each says how many stars it is, the chosen one and those before it are filled.
 */
export function RatingField({ name, label, defaultValue }: { name: string; label: string; defaultValue?: number }) {
  const { t } = useI18n();
  const kit = useFieldKit();
  const id = fieldId(kit.formId, name);
  const [value, setValue] = useState(() => Number(kit.values[name] ?? defaultValue ?? 0));
  const error = kit.errors[name];
  const messages = error === undefined ? [] : typeof error === "string" ? [error] : error;
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="font-semibold text-pine-950">{label}</legend>
      <div className="mt-1 flex gap-0.5">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="relative inline-flex h-11 w-11 items-center justify-center rounded-lg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-pine-700"
          >
            <input
              type="radio"
              // The first star is where the form's error summary sends focus.
              id={stars === 1 ? id : `${id}-${stars}`}
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => setValue(stars)}
              aria-invalid={errorId ? true : undefined}
              // Invisible over the star, so a click or tap lands on the radio itself.
              className="absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
            />
            <Star
              aria-hidden="true"
              className={cn(
                "h-8 w-8",
                stars <= value ? "fill-amber-400 text-amber-600" : errorId ? "text-coral-600" : "text-slate-500",
              )}
            />
            <span className="sr-only">{t("dashboard.reviews.fields.stars", { count: stars })}</span>
          </label>
        ))}
      </div>
      {errorId && (
        <ul id={errorId} className="mt-1 space-y-1 text-sm font-medium text-coral-700">
          {messages.map((message) => (
            <li key={message} className="flex gap-1.5">
              <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{message}</span>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
