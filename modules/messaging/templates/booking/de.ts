import type { BookingGuestTemplateKey } from "../../booking-template-keys.ts";
import { type GuestBookingWords, guestBookingEmails } from "./layout.ts";
import type { BookingLanguage } from "./parts.ts";

/** German, for guests only (owners read the platform's languages); formal, as German hosts write. */
const guest: GuestBookingWords = {
  stay: {
    reference: "Buchungsnummer",
    unit: "Unterkunft",
    checkIn: "Anreise",
    checkOut: "Abreise",
    guests: "Gäste",
  },
  hello: "Hallo",
  regards: "Mit freundlichen Grüßen",
  ownerWrites: "Der Gastgeber schreibt:",
  price: "Preis",
  visitSite: "Zur Website",
  seeDates: "Freie Termine ansehen",
  viewBooking: "Ihre Buchung ansehen",
  bookingPage:
    "Auf Ihrer Buchungsseite sehen Sie jederzeit den aktuellen Stand Ihrer Buchung. Der Link ist nur für Sie bestimmt: Bitte geben Sie ihn nicht weiter.",
  requested: {
    subject: "Ihre Buchungsanfrage bei {{ siteName }} ({{ reference }})",
    heading: "Ihre Buchungsanfrage ist angekommen",
    intro:
      "vielen Dank für Ihre Anfrage für einen Aufenthalt bei {{ siteName }}. Der Gastgeber nimmt sie an oder lehnt sie ab; Sie erhalten Nachricht per E-Mail. Bis {{ holdUntil }} halten wir diese Daten für Sie frei: Niemand sonst kann sie buchen.",
    notYet: "Dies ist noch keine Buchung: Sie zahlen nichts, solange der Gastgeber Ihre Anfrage nicht angenommen hat.",
  },
  confirmed: {
    subject: "Ihre Buchung bei {{ siteName }} ist bestätigt ({{ reference }})",
    heading: "Ihre Buchung ist bestätigt",
    intro:
      "gute Nachrichten: Ihr Aufenthalt bei {{ siteName }} ist gebucht. Bitte bewahren Sie diese E-Mail auf, sie enthält alles, was Sie brauchen.",
    payment: "Bezahlung",
    accountHolder: "Kontoinhaber",
    mentionReference: "Bitte geben Sie bei der Überweisung Ihre Buchungsnummer {{ reference }} an.",
    houseRules: "Hausregeln",
    cancellationPolicy: "Stornierungsbedingungen",
    questions: "Fragen zu Ihrem Aufenthalt? Sie erreichen den Gastgeber über die Website.",
    welcome: "Wir freuen uns auf Ihren Besuch!",
  },
  declined: {
    subject: "Ihre Buchungsanfrage bei {{ siteName }} konnte nicht angenommen werden",
    heading: "Ihre Anfrage konnte nicht angenommen werden",
    intro:
      "leider kann der Gastgeber von {{ siteName }} Ihre Buchungsanfrage nicht annehmen. Die Daten werden nicht mehr für Sie freigehalten, und Sie zahlen nichts.",
    otherDates: "Vielleicht passen Ihnen andere Daten: Auf der Website sehen Sie, was noch frei ist.",
  },
  expired: {
    subject: "Ihre Buchungsanfrage bei {{ siteName }} ist abgelaufen",
    heading: "Ihre Anfrage ist abgelaufen",
    intro:
      "der Gastgeber von {{ siteName }} konnte Ihre Buchungsanfrage nicht rechtzeitig beantworten, daher ist sie abgelaufen. Die Daten werden nicht mehr für Sie freigehalten, und Sie zahlen nichts.",
    bookAgain:
      "Möchten Sie trotzdem kommen? Sehen Sie auf der Website nach, ob die Daten noch frei sind, und buchen Sie erneut.",
  },
  cancelled: {
    subject: "Ihre Buchung bei {{ siteName }} wurde storniert ({{ reference }})",
    heading: "Ihre Buchung wurde storniert",
    intro: "Ihre Buchung bei {{ siteName }} wurde storniert. Die Daten sind nicht mehr für Sie reserviert.",
    total: "Gesamtbetrag der Buchung",
    refund: "Erstattung",
    refundRule:
      "Die Erstattung richtet sich nach den Stornierungsbedingungen Ihrer Buchung. Was Sie online bezahlt haben, geht automatisch auf dem Weg zurück, auf dem Sie bezahlt haben; alles andere überweist Ihnen der Gastgeber. Eine Kaution erhalten Sie immer vollständig zurück.",
  },
  changed: {
    subject: "Ihre Buchung bei {{ siteName }} wurde geändert ({{ reference }})",
    heading: "Ihre Buchung wurde geändert",
    intro: "der Gastgeber von {{ siteName }} hat Ihre Buchung geändert. So sieht Ihr Aufenthalt jetzt aus:",
    notRight: "Stimmt etwas nicht? Bitte wenden Sie sich über die Website an den Gastgeber.",
  },
};

export const deBooking: BookingLanguage<BookingGuestTemplateKey> = {
  guestReason:
    "Sie erhalten diese E-Mail, weil diese Adresse für eine Buchung über die unten genannte Website angegeben wurde, die VayVista für den Gastgeber betreibt.",
  templates: guestBookingEmails(guest),
};

/** The booking emails' words, which the payment emails share (templates/payment). */
export const deBookingWords = { guest };
