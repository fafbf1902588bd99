import { Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * The phone menu of the signed-in app: a sheet over the left of the page, opened by its
 * button. A native modal <dialog> does what a dialog library did: focus moves in and stays
 * there, Escape closes it, the page behind is inert; a tap beside the sheet closes it too.
 */
export function MenuSheet({
  open,
  onOpenChange,
  openLabel,
  buttonText,
  buttonClassName,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button's name; `buttonText` shows beside its icon. */
  openLabel: string;
  buttonText?: string;
  buttonClassName: string;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
}) {
  const sheet = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = sheet.current;
    if (open && !dialog?.open) dialog?.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => onOpenChange(true)}
      >
        <Menu aria-hidden="true" className={buttonText ? "h-5 w-5" : "h-6 w-6"} />
        {buttonText && <span>{buttonText}</span>}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop is for pointers; keys close the sheet with Escape */}
      <dialog
        ref={sheet}
        aria-labelledby={titleId}
        onClose={() => onOpenChange(false)}
        // A click on the dialog element itself is a click on its backdrop: the sheet's content fills it.
        onClick={(event) => event.target === event.currentTarget && onOpenChange(false)}
        className="h-full max-h-none w-full max-w-xs overflow-y-auto bg-white shadow-2xl backdrop:bg-pine-950/40"
      >
        <div className="flex min-h-full flex-col p-5">
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="flex items-center gap-2.5 font-display text-lg font-semibold text-pine-950">
              {title}
            </h2>
            <button
              type="button"
              className="rounded-full p-2 hover:bg-pine-50"
              aria-label={closeLabel}
              onClick={() => onOpenChange(false)}
            >
              <X aria-hidden="true" className="h-6 w-6" />
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
