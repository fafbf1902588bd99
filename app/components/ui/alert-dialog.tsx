import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A question the page waits for ("Remove this domain?"): a native modal <dialog> with the
 * alertdialog role, so no dialog library is loaded. Focus moves to its first button (put
 * Cancel first), the page behind is inert, Escape cancels unless `busy`, and focus returns
 * to what opened it. `children` holds the buttons.
 */
export function AlertDialog({
  open,
  onCancel,
  busy = false,
  title,
  description,
  children,
}: {
  open: boolean;
  onCancel: () => void;
  busy?: boolean;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) element?.showModal();
    if (!open && element?.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => busy && event.preventDefault()}
      onClose={onCancel}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-pine-950/40"
    >
      <h2 id={titleId} className="font-display text-xl font-semibold text-pine-950">
        {title}
      </h2>
      <p id={descriptionId} className="mt-3 text-slate-700">
        {description}
      </p>
      {children}
    </dialog>
  );
}
