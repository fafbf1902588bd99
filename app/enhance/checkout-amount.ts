/**
 * The checkout's pay button says what the provider's page will ask (app/routes/marketing/
 * checkout.tsx): with the seller's VAT, or without it for a buyer outside the EU or a
 * business elsewhere in the EU with a VAT number, as the country and number are typed. The
 * server works it out again (and checks the number's format) when the form is sent.
 */
export function enhanceCheckoutAmount(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-checkout-vat]");
  const button = form?.querySelector<HTMLButtonElement>("button[type=submit][data-label]");
  const label = button?.querySelector("[data-label]");
  if (!form || !button || !label) return;
  const vat: { seller: string; eu: string[]; withVat: string; withoutVat: string } = JSON.parse(
    form.dataset.checkoutVat ?? "",
  );
  const update = () => {
    const typed = new FormData(form);
    const country = String(typed.get("country") ?? "") || vat.seller;
    const withNumber = typed.get("business") === "on" && String(typed.get("vatNumber") ?? "").trim() !== "";
    const exempt = !vat.eu.includes(country) || (country !== vat.seller && withNumber);
    const text = exempt ? vat.withoutVat : vat.withVat;
    button.dataset.label = text;
    if (form.getAttribute("aria-busy") !== "true") label.textContent = text;
  };
  form.addEventListener("input", update);
  form.addEventListener("change", update);
}
