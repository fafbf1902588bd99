import type { ContactContent } from "./types.ts";

export const en: ContactContent = {
  metaTitle: "Contact us about your own booking website",
  metaDescription:
    "Questions about a website for your holiday home, calendar sync with Airbnb and Booking.com, or our pricing? Email, WhatsApp or use the form. We reply within one working day.",
  eyebrow: "Contact",
  title: "Just ask us",
  lead: "Not sure whether a booking website of your own suits your holiday home, or curious how something works? Send us a message. A real person from our team will answer, not a chatbot.",
  form: {
    title: "Send us a message",
    intro: "Tell us a little about your property and your question. The more specific you are, the better we can help.",
    subjectHint: "For example: calendar sync, your own domain name or switching over",
    messageHint:
      "At least 10 characters. Feel free to mention where you let your property now and how many units you have.",
  },
  details: {
    title: "Other ways to reach us",
    emailLabel: "Email",
    whatsappLabel: "WhatsApp",
    whatsappBody: "Prefer a quick chat? Message us, screenshots or photos of your current listing are welcome.",
    whatsappCta: "Open WhatsApp",
    responseLabel: "Response time",
    responseBody: "We reply within one working day, usually the same day.",
    languagesLabel: "Languages",
    languagesBody: "You can write to us in English, Dutch or Polish.",
  },
  topics: {
    title: "What we can help you with",
    items: [
      "Whether a direct-booking website suits your property and the way you let it today",
      "How iCal sync with Airbnb and Booking.com prevents double bookings",
      "Which of our six themes suits your home best",
      "Connecting your own domain name or using a subdomain",
      "Online payments by iDEAL and card",
      "Custom work, photography and other extras",
    ],
  },
  consultation: {
    title: "Rather talk it through?",
    body: "Book a free 30-minute video call. We look at your property and your bookings together, and you will know straight away what a website of your own can do for you.",
    cta: "Book a free consultation",
  },
};
