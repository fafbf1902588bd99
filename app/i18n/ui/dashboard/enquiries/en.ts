import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const en: Localized<typeof nl> = {
  title: "Enquiries",
  intro:
    "Messages guests send through the contact form of your website. Answer them by email, then mark them as handled.",
  filter: {
    label: "Which enquiries",
    all: "All",
    new: "New",
    handled: "Handled",
  },
  count_one: "{{count}} enquiry",
  count_other: "{{count}} enquiries",
  status: {
    new: "New",
    handled: "Handled",
  },
  receivedAt: "Received on {{time}}",
  stay: "{{from}} – {{to}}",
  guests_one: "{{count}} guest",
  guests_other: "{{count}} guests",
  nights_one: "{{count}} night",
  nights_other: "{{count}} nights",
  fields: {
    received: "Received",
    email: "Email address",
    phone: "Phone",
    arrival: "Arrival",
    departure: "Departure",
    guests: "Guests",
    unit: "Place to stay",
    language: "Language",
    message: "Message",
    handledAt: "Handled on",
  },
  notGiven: "Not given",
  languages: { nl: "Dutch", en: "English", de: "German", pl: "Polish" },
  read: "Read the message",
  close: "Collapse the message",
  reply: "Reply by email",
  replyHint: "Opens your email program with the guest's address and a subject in the language the guest wrote in.",
  markHandled: "Mark as handled",
  markNew: "Mark as new",
  markedHandled: "Enquiry from {{name}} marked as handled.",
  markedNew: "Enquiry from {{name}} marked as new again.",
  empty: {
    all: {
      title: "No enquiries yet",
      body: "As soon as a guest fills in the contact form on your website, their message appears here. You also get an email about it.",
    },
    new: {
      title: "No new enquiries",
      body: "You have handled every enquiry. New messages from guests appear here.",
    },
    handled: {
      title: "Nothing handled yet",
      body: "Enquiries you mark as handled are kept here.",
    },
  },
  pages: "Pages of enquiries",
  newest: "Newest enquiries",
  older: "Older enquiries",
  overview: {
    new_one: "{{count}} new enquiry is waiting for your answer.",
    new_other: "{{count}} new enquiries are waiting for your answer.",
    action: "View enquiries",
  },
};
