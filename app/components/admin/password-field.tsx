import { CircleAlert } from "lucide-react";
import { useI18n } from "../../i18n/i18n.tsx";

/**
 * A write-only secret: the input is always empty (the stored value never reaches the
 * page), and the hint says what leaving it empty does.
 */
export function PasswordField({
  id,
  name,
  label,
  hint,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error?: string;
}) {
  const { t } = useI18n();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-pine-950">
        {label}
        <span className="font-normal text-slate-600"> ({t("form.optional")})</span>
      </label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete="new-password"
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className={`mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-pine-700 ${
          error ? "border-coral-600 ring-1 ring-coral-600" : "border-slate-400 hover:border-pine-600"
        }`}
      />
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="mt-2 flex gap-1.5 text-sm font-medium text-coral-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
