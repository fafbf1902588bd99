/** How an owner says a guest paid outside the providers (read by the browser too: no other imports). */
export const OWNER_PAYMENT_METHODS = ["transfer", "cash", "card_terminal", "other"] as const;
export type OwnerPaymentMethod = (typeof OWNER_PAYMENT_METHODS)[number];
