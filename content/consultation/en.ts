import type { ConsultationContent } from "./types.ts";

export const en: ConsultationContent = {
  metaTitle: "Free consultation: 30 minutes about your own booking website",
  metaDescription:
    "Book a free 30-minute video call. We look at your holiday home, your current bookings and what a commission-free website of your own could earn you. No obligation.",
  eyebrow: "Free consultation",
  title: "Find out in 30 minutes what direct bookings could do for you",
  lead: "In a personal video call we look at your holiday home, how you let it today and what a booking website of your own could mean for you. Honest advice, even if the answer is that it is not the right fit (yet).",
  facts: ["Free, with no obligation", "30 minutes by video", "In English, Dutch or Polish"],
  covers: {
    title: "What we cover in the call",
    intro: "There is nothing to prepare. We tailor the call to your situation, but these topics always come up:",
    items: [
      {
        title: "How you let your property now",
        body: "Which platforms bring your bookings, how much commission you pay and what gets in your way.",
      },
      {
        title: "Your own website",
        body: "We show you what your site could look like, which theme suits your home and how guests book and pay directly.",
      },
      {
        title: "Calendar and bookings",
        body: "How iCal sync with Airbnb and Booking.com works, so you are never double-booked.",
      },
      {
        title: "Costs and timing",
        body: "What you pay ({{setupFee}} one-off and {{monthlyFee}} a month), what you stand to save and how you go live within {{liveWithinDays}} days.",
      },
    ],
  },
  steps: {
    title: "How it works",
    items: [
      { title: "Pick a time", body: "Fill in the form with your preferred date and time slot." },
      {
        title: "We confirm",
        body: "Within one working day you receive an email confirmation with the link to the video call.",
      },
      {
        title: "We talk for 30 minutes",
        body: "Ask everything you want to know and get practical advice for your property.",
      },
    ],
  },
  form: {
    title: "Book your consultation",
    intro:
      "Choose a day and time slot that suits you. If it does not work out after all, we will find another time by email.",
    dateHint: "From tomorrow, up to three months ahead. Times are Dutch time (CET).",
    locationHint: "Town and country, for example Cornwall or Texel",
    notesHint: "For example your current listing, your wishes or your questions.",
  },
  prepare: {
    title: "Handy to have to hand",
    items: [
      "The link to your Airbnb or Booking.com listing, if you have one",
      "A rough idea of how many bookings you get a year",
      "Your questions: there is no such thing as a silly one",
    ],
  },
};
