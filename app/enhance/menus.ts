/** Disclosure menus (<details data-menu>) that close like menus. */
export function enhanceMenus(): void {
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
