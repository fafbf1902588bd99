import { SUBDOMAIN_LENGTH } from "../../../modules/sites/subdomain-rules.ts";
import { slugify } from "../../../modules/text/slugify.ts";

/** A first web address from the property's name: "Villa Zon & Zee" → "villa-zon-zee". */
export function suggestSubdomain(propertyName: string): string {
  return slugify(propertyName, SUBDOMAIN_LENGTH.max);
}
