import { type ReactNode, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { ErrorSummary } from "../forms/error-summary.tsx";
import { FieldKitProvider, fieldId } from "../forms/fields.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { buttonClass } from "../ui/button.tsx";
import { useAnswer } from "./use-answer.ts";

/**
 * A form inside a card of a list (editing a voucher or a review, answering a review). It
 * posts with the card's own fetcher, so the rest of the page stays as it is; a refusal keeps
 * what was typed (`values`) and says what to fix (`errors`, one message per field) in a
 * summary that takes the focus. `heading` names the form for screen readers.
 */
export function CardForm({
  fetcher,
  formId,
  fields,
  heading,
  errors,
  values,
  words,
  onCancel,
  className = "mt-4 space-y-5",
  children,
}: {
  fetcher: Pick<FetcherWithComponents<unknown>, "Form" | "state" | "data">;
  formId: string;
  /** What the form sends besides its fields: the intent and the id. */
  fields: Record<string, string>;
  heading?: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  words: { summary: string; save: string; saving: string; cancel: string };
  onCancel: () => void;
  className?: string;
  children: ReactNode;
}) {
  const items = Object.entries(errors).map(([name, message]) => ({ fieldId: fieldId(formId, name), message }));
  const headingId = `${formId}-edit-heading`;
  return (
    <fetcher.Form method="post" noValidate aria-labelledby={heading ? headingId : undefined} className={className}>
      {heading && (
        <h4 id={headingId} className="sr-only">
          {heading}
        </h4>
      )}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {items.length > 0 && <FocusedSummary formId={formId} title={words.summary} items={items} data={fetcher.data} />}
      <FieldKitProvider value={{ formId, errors, values }}>{children}</FieldKitProvider>
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          pending={fetcher.state !== "idle"}
          label={words.save}
          pendingLabel={words.saving}
          tone="secondary"
          size="md"
        />
        <button type="button" onClick={onCancel} className={buttonClass("ghost", "md")}>
          {words.cancel}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** The error summary of a card's form, focused when a new refusal arrives. */
function FocusedSummary({
  formId,
  title,
  items,
  data,
}: {
  formId: string;
  title: string;
  items: { fieldId: string; message: string }[];
  data: unknown;
}) {
  const element = useRef<HTMLDivElement>(null);
  useAnswer(data, true, () => element.current?.focus());
  return <ErrorSummary ref={element} id={`${formId}-errors`} title={title} items={items} />;
}
