import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { AlertDialog } from "../ui/alert-dialog.tsx";
import { buttonClass } from "../ui/button.tsx";
import { type Feedback, useFeedbackToast } from "./use-feedback-toast.ts";

/**
 * A button that asks before it acts: the dialog says what will happen, and only its
 * confirm button posts `fields` to the page's action. The answer shows as a toast.
 */
export function ConfirmAction({
  label,
  title,
  description,
  confirmLabel,
  fields,
  danger = false,
  action,
}: {
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  fields: Record<string, string>;
  danger?: boolean;
  /** Where to post; the current route's action when left out. */
  action?: string;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<Feedback>();
  const [open, setOpen] = useState(false);
  const pending = fetcher.state !== "idle";
  useFeedbackToast(fetcher.data);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setOpen(false);
  }, [fetcher.state, fetcher.data]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={buttonClass(danger ? "ghost" : "secondary", "md", "whitespace-nowrap")}
      >
        {pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
        {label}
      </button>
      <AlertDialog open={open} onCancel={() => setOpen(false)} title={title} description={description}>
        <fetcher.Form
          method="post"
          action={action}
          className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
        >
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="button" onClick={() => setOpen(false)} className={buttonClass("ghost", "md")}>
            {t("admin.common.cancel")}
          </button>
          <button type="submit" disabled={pending} className={buttonClass(danger ? "primary" : "secondary", "md")}>
            {pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
            {pending ? t("admin.common.working") : confirmLabel}
          </button>
        </fetcher.Form>
      </AlertDialog>
    </>
  );
}
