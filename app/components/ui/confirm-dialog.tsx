import type { ReactNode } from "react";
import { AlertDialog } from "./alert-dialog.tsx";
import { buttonClass } from "./button.tsx";

/**
 * A yes-or-no question before something that cannot be undone (removing, erasing): Cancel
 * first, then the button that does it, which says `busyLabel` while the page waits.
 */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  busy,
  title,
  description,
  cancelLabel,
  confirmLabel,
  busyLabel,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
}) {
  return (
    <AlertDialog open={open} onCancel={onCancel} busy={busy} title={title} description={description}>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className={buttonClass("ghost", "md")}>
          {cancelLabel}
        </button>
        <button type="button" disabled={busy} onClick={onConfirm} className={buttonClass("primary", "md")}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </AlertDialog>
  );
}
