import { CircleAlert } from "lucide-react";
import type { MouseEvent, Ref } from "react";
import { useI18n } from "../../i18n/use-i18n.tsx";

/**
 * The box at the top of a form that failed: what went wrong, with a link to every field
 * that needs attention. The form moves focus here, so screen readers read it at once.
 * Its title counts the fields, or is the form's own problem when no field has one.
 */
export function ErrorSummary({
  ref,
  id,
  title,
  formProblem,
  items,
  focusOnLoad = false,
}: {
  /** Hydrated forms move focus here themselves; */
  ref?: Ref<HTMLDivElement>;
  /** a page that is not hydrated asks app/enhance/pages.ts to do it. */
  focusOnLoad?: boolean;
  id: string;
  /** Instead of the usual title. */
  title?: string;
  /** A problem with the whole form, such as too many requests. */
  formProblem?: string;
  items: { fieldId: string; message: string }[];
}) {
  const { t } = useI18n();
  const heading = title ?? (items.length > 0 ? t("form.errorSummary", { count: items.length }) : (formProblem ?? ""));
  // Under the title, unless it is the title.
  const message = title !== undefined || items.length > 0 ? formProblem : undefined;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView({ block: "center" });
    field.focus();
  };
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-focus-on-load={focusOnLoad || undefined}
      data-testid="form-errors"
      className="mb-8 rounded-2xl border-2 border-coral-600 bg-white p-5 outline-none focus-visible:ring-4 focus-visible:ring-coral-600/30"
    >
      <p id={`${id}-title`} className="flex gap-2 font-semibold text-coral-700">
        <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <span>{heading}</span>
      </p>
      {message && <p className="mt-2 text-ink">{message}</p>}
      {items.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-11">
          {items.map((item) => (
            <li key={item.fieldId}>
              <a
                href={`#${item.fieldId}`}
                data-field-link
                onClick={(e) => focusField(e, item.fieldId)}
                className="font-medium text-coral-700 underline underline-offset-2 hover:text-coral-600"
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
