import type { GuestValueWords } from "./types.ts";

/** German, for guests of owners' sites only: the values of their emails. */
export const deValues: GuestValueWords = {
  booking: {
    party: {
      adults: { one: "{n} Erwachsener", other: "{n} Erwachsene" },
      children: { one: "{n} Kind", other: "{n} Kinder" },
    },
    price: {
      nights: { one: "{n} Nacht", other: "{n} Nächte" },
      discounts: {
        lengthOfStay: "Rabatt für längeren Aufenthalt",
        lastMinute: "Last-Minute-Rabatt",
        earlyBooking: "Frühbucherrabatt",
      },
      discount: "{name} ({percent}\u00a0%)",
      extraGuests: "Zusätzliche Gäste",
      voucher: "Gutschein {code}",
      cleaningFee: "Endreinigung",
      touristTax: "Kurtaxe",
      total: "Gesamt",
      agreedTotal: "Gesamt (mit dem Gastgeber vereinbart)",
      deposit: "Kaution (wird erstattet, nicht im Gesamtbetrag)",
    },
    policy: {
      fullRefund: {
        one: "Bei Stornierung bis spätestens {n} Tag vor Anreise erhalten Sie den vollen Betrag zurück.",
        other: "Bei Stornierung bis spätestens {n} Tage vor Anreise erhalten Sie den vollen Betrag zurück.",
      },
      partRefund: {
        one: "Bei Stornierung bis spätestens {n} Tag vor Anreise erhalten Sie {percent}\u00a0% zurück.",
        other: "Bei Stornierung bis spätestens {n} Tage vor Anreise erhalten Sie {percent}\u00a0% zurück.",
      },
      later: "Bei späterer Stornierung wird nichts erstattet.",
    },
    payWays: {
      toOwner: "Sie zahlen bei Anreise oder per Banküberweisung.",
      online:
        "Sie zahlen online. Auf Ihrer Buchungsseite sehen Sie, was Sie bereits bezahlt haben, was noch offen ist und bis wann; dort können Sie auch bezahlen.",
    },
  },
  payment: {
    for: {
      full: "Gesamtbetrag",
      first: "Anzahlung",
      balance: "Restzahlung",
      deposit: "Kaution",
      other: "Zahlung",
    },
    methods: {
      card: "Karte",
      ideal: "iDEAL",
      bancontact: "Bancontact",
      przelewy24: "Przelewy24",
      blik: "BLIK",
      sepa_debit: "SEPA-Lastschrift",
      transfer: "Banküberweisung",
      cash: "Bar",
      card_terminal: "Kartenterminal",
      owner: "Direkt an den Gastgeber",
      online: "Online-Zahlung",
    },
    dueLine: "{what}: {amount}, fällig am {date}",
    holdLine: "{what}: {amount}, Reservierung auf der Karte am {date}",
    collection: {
      card: "Den Rest buchen wir am Fälligkeitstag von derselben Karte ab: Sie müssen nichts weiter tun.",
      sepa_mandate:
        "Der Rest wird am Fälligkeitstag per SEPA-Lastschrift von Ihrem Konto eingezogen: Sie müssen nichts weiter tun.",
      link: "Vor dem Fälligkeitstag senden wir Ihnen einen Zahlungslink; Sie können auch jederzeit auf Ihrer Buchungsseite bezahlen.",
    },
  },
  enquiry: {
    replySubject: "Ihre Nachricht an {site}",
  },
};
