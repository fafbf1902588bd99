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
  },
  enquiry: {
    replySubject: "Ihre Nachricht an {site}",
  },
};
