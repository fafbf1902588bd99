/**
 * The fictional holiday home behind every dashboard mock-up: one summer month of bookings
 * and the prices they were made at. Amounts in euro cents; every total is worked out from
 * the same rates, so the screens agree with each other.
 */
export type Source = "direct" | "airbnb" | "booking";

export type SampleBooking = {
  guest: string;
  source: Source;
  persons: number;
  pet?: boolean;
  /** [month, day] in YEAR; `to` is the departure day. */
  from: readonly [number, number];
  to: readonly [number, number];
};

export const YEAR = 2027;
export const MONTH = 7;
export const NIGHTLY_CENTS = 16_500;
export const CLEANING_CENTS = 7_500;
export const TOURIST_TAX_CENTS = 250;
export const PET_CENTS = 2_500;
export const DEPOSIT_PCT = 30;
export const BALANCE_WEEKS = 2;

export const BOOKINGS: readonly SampleBooking[] = [
  { guest: "Lukas", source: "airbnb", persons: 2, from: [6, 28], to: [7, 5] },
  { guest: "Anna", source: "direct", persons: 3, from: [7, 8], to: [7, 12] },
  { guest: "Sanne", source: "direct", persons: 4, from: [7, 12], to: [7, 19] },
  { guest: "Thomas", source: "booking", persons: 2, from: [7, 19], to: [7, 26] },
  { guest: "Emma", source: "direct", persons: 5, pet: true, from: [7, 26], to: [8, 2] },
  { guest: "Noor", source: "direct", persons: 2, from: [8, 9], to: [8, 16] },
];

/** Night of 5 July kept free by the owner. */
export const BLOCKED_DAYS: readonly number[] = [5];

const utcDay = (m: number, d: number) => Date.UTC(YEAR, m - 1, d);

export function nights(b: SampleBooking): number {
  return Math.round((utcDay(...b.to) - utcDay(...b.from)) / 86_400_000);
}

export function bookingTotal(b: SampleBooking): number {
  const n = nights(b);
  return n * NIGHTLY_CENTS + CLEANING_CENTS + n * b.persons * TOURIST_TAX_CENTS + (b.pet ? PET_CENTS : 0);
}

export function depositOf(b: SampleBooking): number {
  return Math.round((bookingTotal(b) * DEPOSIT_PCT) / 100);
}

/** The booking that covers the night starting on this day of MONTH, if any. */
export function bookingOnNight(date: number): SampleBooking | undefined {
  const t = utcDay(MONTH, date);
  return BOOKINGS.find((b) => utcDay(...b.from) <= t && t < utcDay(...b.to));
}

export function occupancy(): number {
  const days = new Date(Date.UTC(YEAR, MONTH, 0)).getUTCDate();
  let booked = 0;
  for (let d = 1; d <= days; d++) if (bookingOnNight(d)) booked++;
  return booked / days;
}

export function byGuest(name: string): SampleBooking {
  const b = BOOKINGS.find((x) => x.guest === name);
  if (!b) throw new Error(`no sample booking for ${name}`);
  return b;
}

/** Payments received on the owner's own site (platform bookings are paid through the platform). */
export const PAYMENTS = [
  { date: [7, 9], guest: "Emma", method: "iDEAL", kind: "balance" },
  { date: [7, 5], guest: "Noor", method: "iDEAL", kind: "deposit" },
  { date: [6, 28], guest: "Sanne", method: "Visa", kind: "balance" },
  { date: [6, 27], guest: "Anna", method: "iDEAL", kind: "full" },
  { date: [6, 21], guest: "Emma", method: "Mastercard", kind: "deposit" },
] as const;

export function paymentAmount(p: (typeof PAYMENTS)[number]): number {
  const b = byGuest(p.guest);
  if (p.kind === "full") return bookingTotal(b);
  if (p.kind === "deposit") return depositOf(b);
  return bookingTotal(b) - depositOf(b);
}

export const VISITORS_PER_MONTH = [620, 780, 1050, 1180, 1320, 1240, 1460, 1010, 640, 560, 430, 710] as const;
export const VISITORS_30_DAYS = 1284;
export const REQUESTS_30_DAYS = 23;
export const DIRECT_REVENUE_CENTS = 1_842_000;
export const DIRECT_SHARE = 0.64;
export const SOURCE_SHARES = [0.46, 0.24, 0.14, 0.16] as const;
