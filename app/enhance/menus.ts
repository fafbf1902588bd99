/** Disclosure menus (<details data-menu>) that close like menus; popover menus' buttons that say whether they are open. */
export function enhanceMenus(): void {
  mirrorPopoverState();
  // Disclosure menus (<details data-menu>) close on a click elsewhere, on Escape, when focus
  // leaves them and when another one opens.
  const menus = () => [...document.querySelectorAll<HTMLDetailsElement>("details[data-menu]")];
  document.addEventListener("click", (event) => {
    for (const menu of menus()) if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of menus()) {
      if (!menu.open) continue;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
  document.addEventListener("focusin", (event) => {
    for (const menu of menus()) if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
}

/**
 * The button that opens a popover menu carries aria-expanded, kept to the popover's state.
 * Without this script the browser itself exposes the button as expanded or collapsed (a
 * popover's invoker), which a fixed aria-expanded in the HTML could contradict, so the
 * attribute is only ever written here.
 */
function mirrorPopoverState(): void {
  const sync = () => {
    for (const button of document.querySelectorAll<HTMLButtonElement>("button[popovertarget]")) {
      if (button.popoverTargetAction === "hide") continue;
      button.setAttribute("aria-expanded", String(button.popoverTargetElement?.matches(":popover-open") ?? false));
    }
  };
  sync();
  // A popover's toggle event does not bubble: it is caught on its way down.
  document.addEventListener("toggle", sync, true);
}
