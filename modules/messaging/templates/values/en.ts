import type { ValueWords } from "./types.ts";

export const enValues: ValueWords = {
  signIn: {
    device: "{browser} on {system}",
    someBrowser: "A browser",
    unknownDevice: "Unknown device",
    unknownAddress: "unknown",
  },
  booking: {
    policy: {
      fullRefund: {
        one: "Cancel at least {n} day before arrival for a full refund.",
        other: "Cancel at least {n} days before arrival for a full refund.",
      },
      partRefund: {
        one: "Cancel at least {n} day before arrival for a {percent}% refund.",
        other: "Cancel at least {n} days before arrival for a {percent}% refund.",
      },
      later: "If you cancel later, nothing is refunded.",
    },
  },
  enquiry: {
    replySubject: "Your message to {site}",
  },
};
