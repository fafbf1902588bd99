import type { GuestValueWords } from "./types.ts";

/** German, for guests of owners' sites only: the values of their emails. */
export const deValues: GuestValueWords = {
  booking: {
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
