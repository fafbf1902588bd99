import type { MyBookingStrings } from "./types.ts";

/** Die eigene Buchungsseite eines Gastes auf Deutsch. */
export const deMyBooking: MyBookingStrings = {
  meta: {
    title: "Ihre Buchung",
    description: "Ihre Buchung: die Daten, der Preis, Ihre Zahlungen, die Stornierung und die Angaben zur Anreise.",
  },
  states: {
    awaiting_payment: {
      title: "Zahlung ausstehend",
      body: "Wir halten diese Daten bis {until} für Sie frei. Sobald Ihre Zahlung eingegangen ist, ist Ihre Buchung bestätigt; ist sie bis dahin nicht eingegangen, werden die Daten wieder frei.",
    },
    request: {
      title: "Antwort des Gastgebers ausstehend",
      body: "Der Gastgeber prüft Ihre Anfrage und meldet sich per E-Mail. Sie bezahlen erst, wenn die Anfrage angenommen ist.",
    },
    confirmed: {
      title: "Bestätigt",
      body: "Ihr Aufenthalt ist gebucht. Wir freuen uns auf Sie!",
    },
    cancelled: {
      title: "Storniert",
      body: "Diese Buchung wurde storniert. Eine Erstattung finden Sie unten bei den Zahlungen.",
    },
    declined: {
      title: "Nicht angenommen",
      body: "Leider konnte der Gastgeber diese Anfrage nicht annehmen. Es wurde nichts abgebucht.",
    },
    expired: {
      title: "Abgelaufen",
      body: "Die Zahlung ist nicht rechtzeitig eingegangen, deshalb wurden die Daten wieder freigegeben. Es wurde nichts abgebucht.",
    },
  },
  paidInFull: "Alles Fällige ist bezahlt; die Angaben zu Ihrer Anreise finden Sie unten.",
  bookAgain: "Erneut buchen",
  pay: {
    button: "Jetzt {amount} bezahlen",
    due: "Noch zu zahlen: {amount}, fällig am {date}.",
    dueNow: "Jetzt zu zahlen: {amount}.",
    nextFirst:
      "Sie bezahlen auf der sicheren Seite unseres Zahlungsanbieters und kommen danach hierher zurück. Sobald die Zahlung eingegangen ist, ist Ihre Buchung bestätigt und Sie erhalten eine E-Mail.",
    nextLater:
      "Sie bezahlen auf der sicheren Seite unseres Zahlungsanbieters und kommen danach hierher zurück. Sobald die Zahlung eingegangen ist, erhalten Sie eine E-Mail.",
  },
  testPayments:
    "Testmodus: Zahlungen für diese Buchung laufen über einen Testanbieter. Es wird kein echtes Geld bewegt.",
  stay: {
    heading: "Ihr Aufenthalt",
    nights: { one: "{n} Nacht", other: "{n} Nächte" },
    calendar: "In meinen Kalender eintragen",
  },
  price: {
    heading: "Preis",
    agreed: "Vereinbarter Preis",
  },
  timeline: {
    heading: "Zahlungen",
    empty: "Noch keine Zahlungen.",
    what: {
      first: "Anzahlung",
      balance: "Restzahlung",
      full: "Gesamtbetrag",
      deposit: "Kaution",
      refund: "Erstattung",
    },
    paid: "Bezahlt am {date}",
    paidBy: "Bezahlt am {date} per {method}",
    due: "Fällig am {date}",
    dueNow: "Jetzt fällig",
    held: "Seit {date} auf Ihrer Karte reserviert",
    released: "Freigegeben am {date}",
    kept: "Am {date} vom Gastgeber einbehalten",
    reason: "Grund: {reason}",
    refunded: "Erstattet am {date}",
    refundPending: "Wird Ihnen erstattet",
    refundFailed: "Noch nicht erstattet: Es wird erneut versucht",
    failed: "Zahlung fehlgeschlagen am {date}",
    payHere: "Hier bezahlen",
    cancelled: "Nicht mehr fällig",
    paidSoFar: "Bisher bezahlt",
    methods: {
      card: "Karte",
      ideal: "iDEAL",
      bancontact: "Bancontact",
      przelewy24: "Przelewy24",
      blik: "BLIK",
      sepa_debit: "SEPA-Lastschrift",
      transfer: "Banküberweisung",
      cash: "Barzahlung",
      card_terminal: "Karte vor Ort",
    },
  },
  cancel: {
    heading: "Stornieren",
    policy: "Stornobedingungen: {name}",
    refund: "Wenn Sie jetzt stornieren, erhalten Sie {amount} zurück.",
    noRefund: "Wenn Sie jetzt stornieren, wird nichts erstattet.",
    nothingPaid: "Sie haben noch nichts bezahlt, daher gibt es nichts zu erstatten.",
    refundWay:
      "Eine Erstattung erfolgt über die Zahlungsart, mit der Sie bezahlt haben; bis sie auf Ihrem Konto erscheint, kann es einige Tage dauern.",
    open: "Diese Buchung stornieren",
    warning: "Eine Stornierung lässt sich nicht rückgängig machen: Die Daten werden für andere Gäste freigegeben.",
    confirm: "Ja, meine Buchung stornieren",
  },
  notices: {
    refund_changed: "Der Erstattungsbetrag hat sich geändert, seit Sie diese Seite geöffnet haben.",
    confirmAgain: "Wenn Sie trotzdem stornieren möchten, bestätigen Sie bitte unten noch einmal.",
    not_cancellable: "Diese Buchung kann hier nicht mehr storniert werden. Bitte wenden Sie sich an den Gastgeber.",
    payment_unavailable:
      "Online bezahlen ist im Moment nicht möglich. Bitte versuchen Sie es später noch einmal oder wenden Sie sich an den Gastgeber.",
  },
  arrival: {
    heading: "Anreise",
    later: "Die Adresse und die Angaben zur Anreise erscheinen hier, sobald alles Fällige bezahlt ist.",
    address: "Adresse",
    instructions: "Hinweise zum Check-in",
  },
  transfer: {
    heading: "Oder per Banküberweisung bezahlen",
    intro: "Sie können den Betrag auch auf das Bankkonto des Gastgebers überweisen:",
    holder: "Kontoinhaber",
    iban: "IBAN",
    bic: "BIC",
    amount: "Betrag",
    reference: "Verwendungszweck",
    byDay: "Bitte sorgen Sie dafür, dass er bis zum {date} eingeht.",
    byMoment: "Bitte sorgen Sie dafür, dass er vor {until} eingeht; sonst werden die Daten wieder frei.",
    after:
      "Geben Sie den Verwendungszweck bei der Überweisung an, damit der Gastgeber Ihre Zahlung zuordnen kann. Sobald sie eingegangen ist, erscheint sie unter Zahlungen.",
  },
  host: {
    heading: "Fragen?",
    body: "Wenden Sie sich an Ihren Gastgeber und nennen Sie Ihre Buchungsnummer {reference}.",
  },
};
