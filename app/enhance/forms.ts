/**
 * Forms of pages that are not hydrated (marketing pages, owner sites) post and answer like
 * any HTML form; this adds what only a script can: a busy state while a form is sent, focus
 * on what the answer asks attention for, and links from the problem list to the fields.
 */
export function enhanceForms(): void {
  /** The form is being sent: no second click sends it twice, and the button says so. */
  function markBusy(form: HTMLFormElement, event: SubmitEvent): void {
    if (form.getAttribute("aria-busy") === "true") {
      event.preventDefault();
      return;
    }
    form.setAttribute("aria-busy", "true");
    const button = form.querySelector<HTMLButtonElement>("button[type=submit][data-pending-label]");
    const label = button?.querySelector("[data-label]");
    if (button && label) {
      label.textContent = button.dataset.pendingLabel ?? label.textContent;
      button.setAttribute("aria-disabled", "true");
    }
  }

  document.addEventListener("submit", (event) => {
    if (event.target instanceof HTMLFormElement && event.target.dataset.enhance === "busy")
      markBusy(event.target, event);
  });

  // Back to a page the browser kept in memory: its forms are no longer on their way.
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of document.querySelectorAll<HTMLFormElement>("form[data-enhance=busy][aria-busy=true]")) {
      form.removeAttribute("aria-busy");
      const button = form.querySelector<HTMLButtonElement>("button[data-pending-label]");
      const label = button?.querySelector("[data-label]");
      if (button && label) {
        label.textContent = button.dataset.label ?? label.textContent;
        button.removeAttribute("aria-disabled");
      }
    }
  });

  // A page that answered a form puts focus where the answer is: the list of problems, or the
  // confirmation. (Focus moves once the page is there, for screen readers to read it.)
  document.querySelector<HTMLElement>("[data-focus-on-load]")?.focus();

  // The problem list links to its fields: follow the link to the field, ready to type.
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-field-link]") : null;
    const field = link ? document.getElementById(link.hash.slice(1)) : null;
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView({ block: "center" });
    field.focus();
  });
}
