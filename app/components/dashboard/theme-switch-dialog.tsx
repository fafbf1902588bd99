import { LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { ThemeName } from "../../../modules/sites/themes.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { AlertDialog } from "../ui/alert-dialog.tsx";
import { buttonClass } from "../ui/button.tsx";

export type ThemeSwitchResult = { ok: true; theme: ThemeName } | { ok: false };

/**
 * Asks before the site changes its look, then posts the switch. The dialog stays open
 * (with a pending button) until the server answered; the answer is told with a toast.
 */
export function ThemeSwitchDialog({
  theme,
  names,
  onClose,
}: {
  /** The theme being confirmed; null when the dialog is closed. */
  theme: ThemeName | null;
  names: Record<ThemeName, string>;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<ThemeSwitchResult>();
  const pending = fetcher.state !== "idle";
  const handled = useRef<ThemeSwitchResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) toast.success(t("dashboard.theme.switched", { theme: names[result.theme] }));
    else toast.error(t("dashboard.theme.failed"));
    onClose();
  }, [fetcher.state, fetcher.data, names, onClose, t]);

  return (
    <AlertDialog
      open={theme !== null}
      onCancel={onClose}
      busy={pending}
      title={theme && t("dashboard.theme.confirmTitle", { theme: names[theme] })}
      description={t("dashboard.theme.confirmBody")}
    >
      {theme && (
        <fetcher.Form method="post" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <input type="hidden" name="theme" value={theme} />
          <button type="button" onClick={onClose} className={buttonClass("ghost", "md")} disabled={pending}>
            {t("dashboard.theme.cancel")}
          </button>
          <button type="submit" className={buttonClass("primary", "md")} disabled={pending}>
            {pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
            {pending ? t("dashboard.theme.switching") : t("dashboard.theme.confirm")}
          </button>
        </fetcher.Form>
      )}
    </AlertDialog>
  );
}
