import { type RefObject, useId } from "react";
import type { Placeholder } from "../../../../modules/guest-messages/message-placeholders.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";

/** The field the owner last typed in, where a placeholder goes. */
export type InsertTarget = RefObject<HTMLInputElement | HTMLTextAreaElement | null>;

/** Puts `text` where the cursor is in `field` (replacing a selection) and leaves the cursor after it. */
function insertAtCursor(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  field.setRangeText(text, start, end, "end");
  field.focus();
}

/**
 * The placeholders a message can use, each with what it stands for in the owner's language.
 * Clicking one inserts `{{ unit.name }}` at the cursor of the last field typed in (this is
 * the page's only script; without it the codes are there to type).
 */
export function PlaceholderList({
  placeholders,
  target,
}: {
  placeholders: readonly Placeholder[];
  target: InsertTarget;
}) {
  const { t } = useI18n();
  const hintId = useId();
  return (
    <section aria-labelledby={`${hintId}-heading`} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id={`${hintId}-heading`} className="font-semibold text-pine-950">
        {t("dashboard.messages.templates.placeholders")}
      </h3>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t("dashboard.messages.templates.placeholdersHint")}
      </p>
      {/* On a phone the list scrolls in a box of its own, so the words stay near the top. */}
      <ul
        className="mt-3 grid max-h-72 gap-1.5 overflow-y-auto sm:grid-cols-2 lg:max-h-none lg:overflow-visible"
        data-testid="placeholders"
      >
        {placeholders.map((name) => {
          const code = `{{ ${name} }}`;
          return (
            <li key={name}>
              <button
                type="button"
                aria-describedby={hintId}
                data-placeholder={name}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => target.current && insertAtCursor(target.current, code)}
                className="w-full rounded-lg px-2 py-1.5 text-left hover:bg-white focus-visible:bg-white"
              >
                <code className="block font-mono text-sm text-pine-800">{code}</code>
                <span className="block text-sm text-slate-700">
                  {t(`dashboard.messages.templates.placeholder.${name}`)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
