import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const en: Localized<typeof nl> = {
  heading: "Download your data",
  intro:
    "One zip file with everything of yours: your website's texts and photos, places to stay, prices, bookings, guests, messages, payments, vouchers, reviews, blog posts, connected calendars and our invoices to you. Tables as CSV (they open in Excel), the rest as JSON, photos and invoices as separate files, explained in README.txt. Passwords and secret links are never included.",
  request: "Prepare my archive",
  requesting: "Requesting…",
  again: "Prepare a new archive",
  retry: "Try again",
  requestedToast: "We're preparing your archive. We'll email you as soon as it's ready.",
  underWay: "An archive is already being prepared for you. Please wait until it's ready.",
  tooOften: "You have asked for an archive many times today. Please try again tomorrow.",
  state: { requested: "Requested", running: "Being prepared", ready: "Ready", failed: "Failed" },
  makingNote:
    "We have been preparing your archive since {{date}}. It usually takes a few minutes, a little longer with many photos. We'll email {{email}} as soon as it's ready, and the link will appear here too.",
  checkAgain: "Check again",
  readyNote: "Made on {{date}} ({{size}}). You can download it until {{expires}}; after that we delete it.",
  download: "Download archive",
  failedNote:
    "Preparing your archive of {{date}} failed. That's not down to you: please try again, and if it still fails, let us know through Support.",
  accountOnly: "Only your account details (JSON)",
  size: { kb: "{{value}} kB", mb: "{{value}} MB" },
};
