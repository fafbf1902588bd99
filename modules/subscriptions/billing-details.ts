import { isEuCountry, normaliseVatNumber } from "../billing/vat-number.ts";
import { isCountryCode } from "../onboarding/country-codes.ts";

/** Who the owner's invoices are made out to, as typed at checkout (or corrected later). */
export type BillingDetails = {
  /** The person's name (the contact person when a company is given). */
  name: string;
  company: string | null;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Only for a company in an EU country; normalised with its prefix (NL123456789B01). */
  vatNumber: string | null;
};

export type BillingField = keyof BillingDetails;
export type BillingProblem = {
  field: BillingField;
  code: "required" | "tooLong" | "country" | "vatNumber" | "vatNeedsCompany";
};

export const BILLING_LIMITS: Record<Exclude<BillingField, "country" | "vatNumber">, number> = {
  name: 120,
  company: 160,
  street: 160,
  postalCode: 20,
  city: 100,
};

/** One line of text: control characters and line breaks become spaces, ends trimmed. */
function oneLine(value: unknown): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return typeof value === "string" ? value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim() : "";
}

/**
 * Reads the checkout's billing fields: every problem at once, by field, as codes the page
 * words in the owner's language. A VAT number is only for a company in an EU country and
 * must fit that country's format (checked offline; VIES is not reachable from everywhere).
 */
export function readBillingDetails(
  form: Record<string, unknown>,
): { ok: true; details: BillingDetails } | { ok: false; problems: BillingProblem[] } {
  const problems: BillingProblem[] = [];
  const text = (field: keyof typeof BILLING_LIMITS, required: boolean): string => {
    const value = oneLine(form[field]);
    if (required && !value) problems.push({ field, code: "required" });
    else if (value.length > BILLING_LIMITS[field]) problems.push({ field, code: "tooLong" });
    return value;
  };
  const name = text("name", true);
  const company = text("company", false);
  const street = text("street", true);
  const postalCode = text("postalCode", true);
  const city = text("city", true);
  const country = oneLine(form.country).toUpperCase();
  if (!country) problems.push({ field: "country", code: "required" });
  else if (!isCountryCode(country)) problems.push({ field: "country", code: "country" });
  const typedVat = oneLine(form.vatNumber);
  let vatNumber: string | null = null;
  if (typedVat) {
    if (!company) problems.push({ field: "vatNumber", code: "vatNeedsCompany" });
    else {
      vatNumber = isEuCountry(country) ? normaliseVatNumber(country, typedVat) : null;
      if (!vatNumber) problems.push({ field: "vatNumber", code: "vatNumber" });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, details: { name, company: company || null, street, postalCode, city, country, vatNumber } };
}
