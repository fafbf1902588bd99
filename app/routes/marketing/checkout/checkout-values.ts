import type { SubscriptionRow } from "../../../../modules/subscriptions/subscription-lines.ts";

/** The checkout form's fields that are sent back filled in (never the password). */
export const CHECKOUT_FIELDS = [
  "email",
  "name",
  "business",
  "company",
  "vatNumber",
  "street",
  "postalCode",
  "city",
  "country",
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number] | "password";
export type CheckoutValues = Record<(typeof CHECKOUT_FIELDS)[number], string>;

export const EMPTY_VALUES: CheckoutValues = {
  email: "",
  name: "",
  business: "",
  company: "",
  vatNumber: "",
  street: "",
  postalCode: "",
  city: "",
  country: "",
};

/** The details an owner typed before (their pending subscription keeps them), to type nothing twice. */
export function valuesOf(subscription: SubscriptionRow): CheckoutValues {
  return {
    email: subscription.billingEmail,
    name: subscription.billingName,
    business: subscription.billingCompany ? "on" : "",
    company: subscription.billingCompany ?? "",
    vatNumber: subscription.billingVatNumber ?? "",
    street: subscription.billingStreet,
    postalCode: subscription.billingPostalCode,
    city: subscription.billingCity,
    country: subscription.billingCountry,
  };
}
