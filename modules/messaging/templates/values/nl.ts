import type { ValueWords } from "./types.ts";

export const nlValues: ValueWords = {
  signIn: {
    device: "{browser} op {system}",
    someBrowser: "Een browser",
    unknownDevice: "Onbekend apparaat",
    unknownAddress: "onbekend",
  },
  booking: {
    policy: {
      fullRefund: {
        one: "Annuleer je uiterlijk {n} dag voor aankomst, dan krijg je het hele bedrag terug.",
        other: "Annuleer je uiterlijk {n} dagen voor aankomst, dan krijg je het hele bedrag terug.",
      },
      partRefund: {
        one: "Annuleer je uiterlijk {n} dag voor aankomst, dan krijg je {percent}\u00a0% terug.",
        other: "Annuleer je uiterlijk {n} dagen voor aankomst, dan krijg je {percent}\u00a0% terug.",
      },
      later: "Annuleer je later, dan krijg je niets terug.",
    },
  },
  enquiry: {
    replySubject: "Je bericht aan {site}",
  },
};
