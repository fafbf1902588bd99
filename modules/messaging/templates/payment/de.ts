import type { PaymentGuestTemplateKey } from "../../payment-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";
import { deBookingWords } from "../booking/de.ts";
import { type GuestPaymentWords, guestPaymentEmails } from "./layout.ts";

/** German, for guests only (owners read the platform's languages); formal, as German hosts write. */
const guest: GuestPaymentWords = {
  labels: {
    amount: "Betrag",
    paymentFor: "Zahlung",
    method: "Zahlungsart",
    paid: "Bisher bezahlt",
    paidOfTotal: "{{ paid }} von {{ total }}",
    payBy: "Bitte bezahlen bis",
    refundedTo: "Erstattet über",
    releaseOn: "Automatische Freigabe am",
    wasDue: "Zu zahlen bis",
    refund: "Erstattung",
  },
  payNow: "Jetzt bezahlen",
  received: {
    subject: "Zahlung für Ihren Aufenthalt bei {{ siteName }} erhalten ({{ reference }})",
    heading: "Vielen Dank für Ihre Zahlung",
    intro: "wir haben Ihre Zahlung für Ihren Aufenthalt bei {{ siteName }} erhalten.",
    stillDue: "Noch zu bezahlen",
    fullyPaid: "Ihr Aufenthalt ist damit vollständig bezahlt.",
  },
  failed: {
    subject: "Ihre Zahlung für {{ siteName }} ist fehlgeschlagen ({{ reference }})",
    heading: "Ihre Zahlung ist fehlgeschlagen",
    intro:
      "leider ist die folgende Zahlung für Ihren Aufenthalt bei {{ siteName }} fehlgeschlagen. Es wurde nichts abgebucht.",
    payAgain:
      "Bitte bezahlen Sie den Betrag auf Ihrer Buchungsseite mit einer Zahlungsart Ihrer Wahl, damit Ihre Buchung bestehen bleibt.",
  },
  due: {
    subject: "Zahlung für Ihren Aufenthalt bei {{ siteName }} fällig ({{ reference }})",
    heading: "Eine Zahlung ist fällig",
    intro: "die folgende Zahlung für Ihren Aufenthalt bei {{ siteName }} ist jetzt fällig.",
    howToPay: "Sie bezahlen auf Ihrer Buchungsseite, mit einer Zahlungsart Ihrer Wahl.",
  },
  reminder: {
    subject: "Erinnerung: Zahlung für Ihren Aufenthalt bei {{ siteName }} ({{ reference }})",
    heading: "Eine freundliche Erinnerung",
    intro: "die folgende Zahlung für Ihren Aufenthalt bei {{ siteName }} ist bei uns noch nicht eingegangen.",
    alreadyPaid: "Haben Sie bereits bezahlt? Dann betrachten Sie diese E-Mail bitte als gegenstandslos.",
  },
  cancelWarning:
    "Ist sie bis dahin nicht bezahlt, wird Ihre Buchung am {{ cancelOn }} gemäß ihren Stornierungsbedingungen storniert, wie der Gastgeber es festgelegt hat.",
  cancelledUnpaid: {
    subject: "Ihre Buchung bei {{ siteName }} wurde storniert: Restbetrag nicht bezahlt ({{ reference }})",
    heading: "Ihre Buchung wurde storniert",
    intro:
      "der Restbetrag Ihrer Buchung bei {{ siteName }} wurde nicht fristgerecht bezahlt. Deshalb wurde Ihre Buchung gemäß ihren Stornierungsbedingungen storniert. Die Termine sind nicht mehr für Sie reserviert.",
    refundRule:
      "Die Erstattung richtet sich nach den Stornierungsbedingungen Ihrer Buchung, aus dem, was Sie bereits bezahlt haben. Online Bezahltes geht automatisch auf dem Weg zurück, auf dem Sie bezahlt haben.",
    questions: "Fragen dazu? Sie erreichen den Gastgeber über die Website.",
  },
  refunded: {
    subject: "Erstattung für Ihren Aufenthalt bei {{ siteName }} ({{ reference }})",
    heading: "Ihre Erstattung ist unterwegs",
    intro: "{{ siteName }} hat Ihnen den folgenden Betrag erstattet.",
    arrival: "Je nach Bank dauert es einige Werktage, bis das Geld auf Ihrem Konto ist.",
  },
  depositHeld: {
    subject: "Ihre Kaution für {{ siteName }} ({{ reference }})",
    heading: "Ihre Kaution ist auf Ihrer Karte reserviert",
    intro:
      "für Ihren Aufenthalt bei {{ siteName }} ist die folgende Kaution jetzt auf Ihrer Karte reserviert. Es wurde nichts abgebucht: Der Betrag wird nur vorgemerkt.",
    release:
      "Meldet der Gastgeber keinen Schaden, endet die Reservierung an diesem Tag von selbst. In jedem Fall erhalten Sie von uns eine E-Mail.",
  },
  depositReleased: {
    subject: "Ihre Kaution für {{ siteName }} wurde freigegeben ({{ reference }})",
    heading: "Ihre Kaution wurde freigegeben",
    intro:
      "die Reservierung Ihrer Kaution für Ihren Aufenthalt bei {{ siteName }} ist beendet. Es wurde nichts abgebucht.",
    arrival:
      "Je nach Bank kann es einige Tage dauern, bis der reservierte Betrag wieder verfügbar ist. Vielen Dank für Ihren Aufenthalt!",
  },
  depositClaimed: {
    subject: "Zu Ihrer Kaution für {{ siteName }} ({{ reference }})",
    heading: "Zu Ihrer Kaution",
    intro:
      "nach Ihrem Aufenthalt bei {{ siteName }} hat der Gastgeber {{ kept }} Ihrer Kaution von {{ amount }} einbehalten.",
    reason: "Begründung des Gastgebers:",
    rest: "Den Rest, {{ returned }}, erhalten Sie zurück; je nach Bank kann das einige Tage dauern.",
    questions: "Fragen dazu? Sie erreichen den Gastgeber über die Website.",
  },
};

export const dePayment: Record<PaymentGuestTemplateKey, TemplateSource> = guestPaymentEmails(
  deBookingWords.guest,
  guest,
);
