import { Menu, X } from "lucide-react";
import type { ReactNode } from "react";
import type { ThemeStrings } from "../../strings/index.ts";

const MENU_ID = "site-menu";

/**
 * The phone menu: a popover the browser opens and closes (Escape, a tap outside) without a
 * script. `children` are the menu's links; the theme styles the button and the panel.
 */
export function MobileMenu({
  openLabel,
  closeLabel,
  buttonClassName,
  panelClassName,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  buttonClassName: string;
  panelClassName: string;
  children: ReactNode;
}) {
  return (
    <>
      <button type="button" popoverTarget={MENU_ID} aria-controls={MENU_ID} className={buttonClassName}>
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{openLabel}</span>
      </button>
      <div id={MENU_ID} popover="auto" className={panelClassName}>
        <button type="button" popoverTarget={MENU_ID} popoverTargetAction="hide" className="absolute top-4 right-4 p-2">
          <X aria-hidden="true" className="size-6" />
          <span className="sr-only">{closeLabel}</span>
        </button>
        {children}
      </div>
    </>
  );
}

/** The phone menu with its words: "Menu" on the button, "Close menu" inside. */
export function SiteMenu({
  t,
  look,
  children,
}: {
  t: ThemeStrings;
  look: { button: string; panel: string };
  children: ReactNode;
}) {
  return (
    <MobileMenu
      openLabel={t.nav.menu}
      closeLabel={t.nav.closeMenu}
      buttonClassName={look.button}
      panelClassName={look.panel}
    >
      {children}
    </MobileMenu>
  );
}
