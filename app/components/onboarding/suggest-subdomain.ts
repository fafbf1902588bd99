import { SUBDOMAIN_LENGTH } from "../../../modules/sites/subdomain-rules.ts";

/** A first web address from the property's name: "Villa Zon & Zee" → "villa-zon-zee". */
export function suggestSubdomain(propertyName: string): string {
  return propertyName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SUBDOMAIN_LENGTH.max)
    .replace(/-+$/, "");
}
