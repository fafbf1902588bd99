/**
 * What the site's booking page posts for a stay, as a guest fills it in (two adults, the
 * house rules and the cancellation policy accepted); `guest` overrides who books.
 */
export function bookingForm(
  stay: { checkIn: string; checkOut: string },
  guest: { name: string; email: string; phone: string; country: string },
): Record<string, string> {
  return {
    ...stay,
    adults: "2",
    children: "0",
    ...guest,
    acceptHouseRules: "on",
    acceptCancellationPolicy: "on",
  };
}
