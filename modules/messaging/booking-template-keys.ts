/**
 * The emails of a booking's life (modules/booking/queue-booking-emails.ts), registered in
 * template-keys.ts beside the others: to the guest, on the site's behalf and in the language
 * they booked in (German too); to the owner, in their account's language.
 */
export const BOOKING_GUEST_TEMPLATE_KEYS = [
  "booking-requested",
  "booking-confirmed",
  "booking-declined",
  "booking-expired",
  "booking-cancelled",
  "booking-changed",
] as const;
export type BookingGuestTemplateKey = (typeof BOOKING_GUEST_TEMPLATE_KEYS)[number];

export const BOOKING_OWNER_TEMPLATE_KEYS = ["booking-received", "booking-request-received"] as const;
export type BookingOwnerTemplateKey = (typeof BOOKING_OWNER_TEMPLATE_KEYS)[number];

export type BookingTemplateKey = BookingGuestTemplateKey | BookingOwnerTemplateKey;

export function isBookingGuestTemplate(key: string): key is BookingGuestTemplateKey {
  return (BOOKING_GUEST_TEMPLATE_KEYS as readonly string[]).includes(key);
}

/**
 * What every guest email of a booking shows: the stay as booked, written out in the guest's
 * language (dates in words, "2 adults, 1 child"), under the booking's reference. `url` is the
 * site's home page in that language (the footer names it).
 */
type GuestStay = {
  name: string;
  siteName: string;
  reference: string;
  unit: string;
  checkIn: string;
  checkOut: string;
  guests: string;
  url: string;
};

/**
 * The guest's own booking page (its secret token in the link), in the emails of a booking
 * that has one to show; empty for a stay without a page.
 */
export type GuestPage = GuestStay & { bookingUrl: string };

/** What the owner's emails about a new booking show, in the owner's language. */
type OwnerStay = {
  name: string;
  siteName: string;
  reference: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  unit: string;
  checkIn: string;
  checkOut: string;
  guests: string;
  /** The total the guest pays, as money ("€ 869,00"). */
  total: string;
  /** The language the guest booked in, named in the owner's language. */
  language: string;
  /** The guest's message; empty when they wrote none. */
  message: string;
  /** The booking in the owner's booking calendar. */
  url: string;
};

export type BookingTemplateData = {
  /**
   * To the guest: their request reached the owner, who accepts or declines it; the dates are
   * held for them until `holdUntil` (a moment in words, in the property's time zone).
   * `price` is the breakdown, one line each.
   */
  "booking-requested": GuestPage & { holdUntil: string; price: string };
  /**
   * To the guest: the booking stands (booked at once, accepted, or entered by the owner).
   * `payWays` says how it is paid: online through the booking page, or on arrival or by bank
   * transfer, to the owner's account when they gave one (each bank value empty otherwise,
   * and always when the booking is paid online); the unit's house rules (empty when none)
   * and the cancellation policy written out.
   */
  "booking-confirmed": GuestPage & {
    price: string;
    payWays: string;
    bankHolder: string;
    bankIban: string;
    bankBic: string;
    houseRules: string;
    cancellationPolicy: string;
  };
  /** To the guest: the owner declined the request; `message` is the owner's note, empty when none. */
  "booking-declined": GuestStay & { message: string };
  /** To the guest: the owner did not answer the request in time, the dates are free again. */
  "booking-expired": GuestStay;
  /**
   * To the guest: the booking is cancelled. `refund` is what the cancellation policy (or the
   * owner) gives back of `total`, as money; `message` the owner's note, empty when none.
   */
  "booking-cancelled": GuestPage & { total: string; refund: string; message: string };
  /** To the guest: the owner changed the booking; the stay as it now is, its new price, the owner's note. */
  "booking-changed": GuestPage & { price: string; message: string };
  /** To the owner: a guest booked (instantly) on their site. */
  "booking-received": OwnerStay;
  /** To the owner: a guest asks to book; `url` opens it to accept or decline before `holdUntil`. */
  "booking-request-received": OwnerStay & { holdUntil: string };
};

const GUEST_STAY = ["name", "siteName", "reference", "unit", "checkIn", "checkOut", "guests", "url"] as const;
export const GUEST_PAGE = [...GUEST_STAY, "bookingUrl"] as const;
const OWNER_STAY = [
  "name",
  "siteName",
  "reference",
  "guestName",
  "guestEmail",
  "guestPhone",
  "unit",
  "checkIn",
  "checkOut",
  "guests",
  "total",
  "language",
  "message",
  "url",
] as const;

export const BOOKING_PLACEHOLDERS: {
  [K in BookingTemplateKey]: readonly (keyof BookingTemplateData[K] & string)[];
} = {
  "booking-requested": [...GUEST_PAGE, "holdUntil", "price"],
  "booking-confirmed": [
    ...GUEST_PAGE,
    "price",
    "payWays",
    "bankHolder",
    "bankIban",
    "bankBic",
    "houseRules",
    "cancellationPolicy",
  ],
  "booking-declined": [...GUEST_STAY, "message"],
  "booking-expired": GUEST_STAY,
  "booking-cancelled": [...GUEST_PAGE, "total", "refund", "message"],
  "booking-changed": [...GUEST_PAGE, "price", "message"],
  "booking-received": OWNER_STAY,
  "booking-request-received": [...OWNER_STAY, "holdUntil"],
};
