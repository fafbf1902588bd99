import { LoaderCircle } from "lucide-react";
import { buttonClass } from "../ui/button.tsx";

/**
 * The form's submit button; while sending it is disabled and says so. On pages that are not
 * hydrated, app/enhance/pages.ts shows the pending label from the data attributes.
 */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  tone = "primary",
  size = "lg",
  className = "w-full shrink-0 whitespace-nowrap sm:w-auto",
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  tone?: "primary" | "secondary";
  size?: "md" | "lg";
  /** Width and spacing where the form puts it. */
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending || undefined}
      data-label={label}
      data-pending-label={pendingLabel}
      className={buttonClass(tone, size, className)}
    >
      {pending && (
        <LoaderCircle aria-hidden="true" className={size === "lg" ? "h-5 w-5 animate-spin" : "h-4 w-4 animate-spin"} />
      )}
      <span data-label>{pending ? pendingLabel : label}</span>
    </button>
  );
}
