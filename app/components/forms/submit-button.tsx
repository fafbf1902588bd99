import { LoaderCircle } from "lucide-react";
import { buttonClass } from "../ui/button.tsx";

/** The form's submit button; while sending it is disabled and says so. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending || undefined}
      className={buttonClass("primary", "lg", "w-full shrink-0 whitespace-nowrap sm:w-auto")}
    >
      {pending && <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />}
      <span>{pending ? pendingLabel : label}</span>
    </button>
  );
}
