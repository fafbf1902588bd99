import type { ValueWords } from "./types.ts";

export const plValues: ValueWords = {
  signIn: {
    device: "{browser} w systemie {system}",
    someBrowser: "Przeglądarka",
    unknownDevice: "Nieznane urządzenie",
    unknownAddress: "nieznany",
  },
  booking: {
    policy: {
      fullRefund: {
        one: "Przy anulowaniu najpóźniej {n} dzień przed przyjazdem otrzymasz zwrot całej kwoty.",
        few: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot całej kwoty.",
        many: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot całej kwoty.",
        other: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot całej kwoty.",
      },
      partRefund: {
        one: "Przy anulowaniu najpóźniej {n} dzień przed przyjazdem otrzymasz zwrot {percent}\u00a0%.",
        few: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot {percent}\u00a0%.",
        many: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot {percent}\u00a0%.",
        other: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot {percent}\u00a0%.",
      },
      later: "Przy późniejszym anulowaniu kwota nie jest zwracana.",
    },
  },
  enquiry: {
    replySubject: "Twoja wiadomość – {site}",
  },
};
