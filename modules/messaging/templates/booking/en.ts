import type { BookingTemplateKey } from "../../booking-template-keys.ts";
import { type GuestBookingWords, guestBookingEmails, type OwnerBookingWords, ownerBookingEmails } from "./layout.ts";
import type { BookingLanguage } from "./parts.ts";

const guest: GuestBookingWords = {
  stay: {
    reference: "Booking reference",
    unit: "Place to stay",
    checkIn: "Arrival",
    checkOut: "Departure",
    guests: "Guests",
  },
  hello: "Hello",
  regards: "Kind regards,",
  ownerWrites: "The owner writes:",
  price: "Price",
  visitSite: "Visit the website",
  seeDates: "See available dates",
  viewBooking: "View your booking",
  bookingPage:
    "Your booking page always shows how your booking stands. The link is for you alone, so please don't share it.",
  requested: {
    subject: "Your booking request at {{ siteName }} ({{ reference }})",
    heading: "Your booking request has arrived",
    intro:
      "Thank you for your request to stay at {{ siteName }}. The owner will accept or decline it, and you will hear by email. Until {{ holdUntil }} these dates are held for you: nobody else can book them.",
    notYet: "This is not a booking yet: you pay nothing until the owner has accepted your request.",
  },
  confirmed: {
    subject: "Your booking at {{ siteName }} is confirmed ({{ reference }})",
    heading: "Your booking is confirmed",
    intro: "Good news: your stay at {{ siteName }} is booked. Please keep this email: it has everything you need.",
    payment: "Payment",
    accountHolder: "Account holder",
    mentionReference: "Please mention your booking reference {{ reference }} with the transfer.",
    houseRules: "House rules",
    cancellationPolicy: "Cancellation policy",
    questions: "Any questions about your stay? You can reach the owner through the website.",
    welcome: "We look forward to welcoming you!",
  },
  declined: {
    subject: "Your booking request at {{ siteName }} could not be accepted",
    heading: "Your request could not be accepted",
    intro:
      "Unfortunately the owner of {{ siteName }} cannot accept your booking request. The dates are no longer held for you, and you pay nothing.",
    otherDates: "Perhaps other dates suit you: the website shows which are still free.",
  },
  expired: {
    subject: "Your booking request at {{ siteName }} has expired",
    heading: "Your request has expired",
    intro:
      "The owner of {{ siteName }} could not answer your booking request in time, so it has expired. The dates are no longer held for you, and you pay nothing.",
    bookAgain: "Would you still like to come? See on the website whether the dates are still free, and book again.",
  },
  cancelled: {
    subject: "Your booking at {{ siteName }} has been cancelled ({{ reference }})",
    heading: "Your booking has been cancelled",
    intro: "Your booking at {{ siteName }} has been cancelled. The dates are no longer reserved for you.",
    total: "Total of the booking",
    refund: "Refund",
    refundRule:
      "The refund follows the cancellation policy of your booking. What you paid online goes back by itself to the way you paid; anything else the owner transfers back to you. A security deposit always comes back in full.",
  },
  changed: {
    subject: "Your booking at {{ siteName }} has been changed ({{ reference }})",
    heading: "Your booking has been changed",
    intro: "The owner of {{ siteName }} has changed your booking. This is your stay as it now stands:",
    notRight: "Does something not look right? Please contact the owner through the website.",
  },
};

const owner: OwnerBookingWords = {
  labels: {
    ...guest.stay,
    guest: "Guest",
    email: "Email address",
    phone: "Phone",
    total: "Total",
    language: "Language",
  },
  hello: "Hi",
  received: {
    subject: "New booking at {{ siteName }}: {{ guestName }}, {{ checkIn }}",
    heading: "You have a new booking",
    intro:
      "{{ guestName }} has booked a stay at {{ siteName }}. The dates are now blocked in your booking calendar and in your calendar feeds.",
    guestTold:
      "The guest has received a confirmation with the price, how to pay, the house rules and the cancellation policy.",
    open: "Open the booking",
  },
  requestReceived: {
    subject: "Booking request at {{ siteName }}: please answer before {{ holdUntil }}",
    heading: "New booking request",
    intro:
      "{{ guestName }} would like to stay at {{ siteName }}. Please accept or decline the request before {{ holdUntil }}. Until then the dates are held for this guest; without an answer the request expires and the dates are free again.",
    answer: "Accept or decline",
  },
};

export const enBooking: BookingLanguage<BookingTemplateKey> = {
  guestReason:
    "You are receiving this email because this address was given for a booking on the website below, which VayVista hosts for its owner.",
  templates: { ...guestBookingEmails(guest), ...ownerBookingEmails(owner) },
};

/** The booking emails' words, which the payment emails share (templates/payment). */
export const enBookingWords = { guest, owner };
