import { LoaderCircle } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useI18n } from "../../i18n/use-i18n.tsx";
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
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={buttonClass(danger ? "ghost" : "secondary", "md", "whitespace-nowrap")}>
        {pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
        {label}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-pine-950/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="font-display text-xl font-semibold text-pine-950">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-slate-700">{description}</AlertDialog.Description>
          <fetcher.Form
            method="post"
            action={action}
            className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
          >
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <AlertDialog.Cancel className={buttonClass("ghost", "md")}>{t("admin.common.cancel")}</AlertDialog.Cancel>
            <button type="submit" disabled={pending} className={buttonClass(danger ? "primary" : "secondary", "md")}>
              {pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
              {pending ? t("admin.common.working") : confirmLabel}
            </button>
          </fetcher.Form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
