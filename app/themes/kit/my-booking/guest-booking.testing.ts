import type { GuestBookingView, MoneyLine } from "../../../../modules/payments/guest-booking.ts";
import { TWO_NIGHTS_QUOTE } from "../booking/booking.testing.tsx";
import type { MyBookingState } from "../page-data.ts";

/*
 * What the guest booking page's tests draw: a booking as guestBookingView builds it, in any
 * state, with the money timeline the test gives, and the page's state around it.
 */

/** The booking tests' two nights at € 145 with a € 95 cleaning fee (€ 385), with a € 200 deposit. */
export const STAY_QUOTE = { ...TWO_NIGHTS_QUOTE, depositCents: 20_000, violations: [], bookable: true };

export const TOKEN = "tok_4Jw9Qm2Lx7Rv0Ns5Tb8Kc3Hd6Fg1Yz";

/** A confirmed booking of the demo's first unit, nothing paid yet, nothing due online. */
export function guestBooking(unitId: string, change: Partial<GuestBookingView> = {}): GuestBookingView {
  return {
    stayId: "6f1c1d2e-1111-4a4a-9999-000000000001",
    token: TOKEN,
    reference: "VV-7K3P-9QXM",
    state: "confirmed",
    unitId,
    checkIn: "2026-07-03",
    checkOut: "2026-07-05",
    adults: 2,
    children: 1,
    guestName: "Ada Lovelace",
    quote: STAY_QUOTE,
    totalCents: 38_500,
    depositCents: 20_000,
    currency: "EUR",
    holdExpiresAt: null,
    acceptedRequest: false,
    timeZone: "Europe/Amsterdam",
    timeline: [],
    paidCents: 0,
    nextDue: null,
    canPay: false,
    cancellation: null,
    settled: false,
    testPayments: false,
    ...change,
  };
}

/** A line of the money timeline: the first payment, paid by iDEAL, unless changed. */
export function moneyLine(change: Partial<MoneyLine> = {}): MoneyLine {
  return {
    id: `line-${change.kind ?? "paid"}-${change.what ?? "first"}-${change.at ?? ""}`,
    kind: "paid",
    what: "first",
    amountCents: 11_550,
    at: "2026-06-01T10:05:00.000Z",
    method: "ideal",
    note: null,
    failureCode: null,
    ...change,
  };
}

/** The page's state around a booking: its pay and calendar links, the last action's notice. */
export function myBookingState(view: GuestBookingView, change: Partial<MyBookingState> = {}): MyBookingState {
  return {
    view,
    payPath: `/en/my-booking?b=${view.token}&pay=now`,
    calendarPath: `/api/my-booking.ics?b=${view.token}`,
    notice: null,
    checkInInstructions: "",
    bankTransfer: null,
    ...change,
  };
}
