import type { HowItWorksContent } from "./types.ts";

export const en: HowItWorksContent = {
  meta: {
    title: "How it works: your booking website in 4 steps",
    description:
      "From a free consultation to a live booking website within {{liveWithinDays}} days. See what you do, what VayVista does and how little time it takes you.",
  },
  hero: {
    eyebrow: "How it works",
    title: "Live within {{liveWithinDays}} days, without technical hassle",
    lead: "Four clear steps from first call to your first direct booking. You tell us about your holiday home; we build, connect and test everything, then keep it running.",
  },
  highlights: [
    { value: "± 10 min", label: "of your time for onboarding" },
    { value: "{{liveWithinDays}} days", label: "at most until your website is live" },
    { value: "0", label: "technical knowledge needed" },
  ],
  steps: {
    eyebrow: "Four steps",
    title: "Who does what, and how long it takes",
    intro: "For each step you can see what we ask of you and what we take care of. Most of the work is on our side.",
    youLabel: "What you do",
    weLabel: "What VayVista does",
    timeLabel: "Your time",
    stepLabel: "Step {n}",
    items: [
      {
        title: "Free consultation or direct sign-up",
        body: "We get to know your holiday home and your plans. Prefer to start straight away? You can also sign up directly and we pick it up from there.",
        you: [
          "Book a video call at a time that suits you, or sign up directly",
          "Tell us about your property, your guests and how you take bookings today",
        ],
        we: [
          "Give honest advice about what a direct-booking site can bring you",
          "Answer your questions about costs, calendar sync and payments",
          "Explain the next steps and plan your onboarding",
        ],
        time: "A short video call, or a few minutes to sign up",
      },
      {
        title: "Choose a theme and fill in your content",
        body: "You choose the look of your site and give us the material. No web design required: a short onboarding form guides you through it.",
        you: [
          "Pick one of the six themes",
          "Upload your photos and write a little about the house and the area",
          "Enter your prices, seasons and house rules",
        ],
        we: [
          "Turn your texts into clear, well-structured pages",
          "Arrange your photos and optimise them for fast loading",
          "Set up your seasons, minimum stays and extra costs",
        ],
        time: "About 10 minutes for the onboarding form",
      },
      {
        title: "We connect calendars and payments",
        body: "This is the technical part, and we do it for you. When it is done, your site knows every booking, whichever channel it arrives through.",
        you: [
          "Copy the iCal links from Airbnb and Booking.com (we show you exactly where)",
          "Confirm the details of your payment account",
        ],
        we: [
          "Link your Airbnb and Booking.com calendars in both directions",
          "Connect online payments with iDEAL and cards",
          "Write your automatic guest emails and test a complete booking",
        ],
        time: "A few minutes, with our instructions beside you",
      },
      {
        title: "Go live within {{liveWithinDays}} days",
        body: "We check everything with you once more, then your site goes online on a VayVista subdomain or your own domain.",
        you: ["Take a last look and give the green light", "Share the link with past guests and on social media"],
        we: [
          "Put your website live with SSL and monitoring",
          "Submit your site to Google",
          "Show you around your dashboard",
        ],
        time: "A quick final check, and your first direct booking can come in",
      },
    ],
  },
  prepare: {
    title: "Handy to have ready",
    intro: "You don't need everything on day one, but with these to hand the onboarding goes extra smoothly.",
    items: [
      "Ten to thirty good photos of your holiday home and the surroundings",
      "A short description of the house, the rooms and what makes it special",
      "Your prices per season, minimum stay and any extra costs",
      "Your house rules and cancellation terms",
      "The iCal links of your Airbnb and Booking.com calendars, if you use them",
    ],
  },
  afterLaunch: {
    eyebrow: "After launch",
    title: "What happens once your site is live?",
    intro:
      "Going live is where our work really begins. These are the questions owners ask us most about the time after launch.",
    items: [
      {
        question: "Who looks after updates, security and backups?",
        answer:
          "We do. Your site runs on our hosting with SSL, we make a backup every day, monitor it 24/7 and install updates every month. You don't have to do anything for it.",
      },
      {
        question: "Can I change texts, photos and prices myself?",
        answer:
          "Yes. In your dashboard you can edit texts, photos, prices and seasons whenever you like. Would you rather we did it? Send us a message and we will take care of it.",
      },
      {
        question: "What happens to my bookings on Airbnb and Booking.com?",
        answer:
          "They simply carry on. Thanks to calendar sync, every booking blocks the dates on the other channels, so you can move towards more direct bookings at your own pace.",
      },
      {
        question: "How do I get my first direct bookings?",
        answer:
          "Start with the guests you already know: send past guests your link and put it in your confirmation emails and social media. Your site is also set up to be found in Google, and in the consultation we share tips that work for holiday homes.",
      },
      {
        question: "Am I tied to a long contract?",
        answer:
          "No. You pay per month and can cancel any month. In the first {{moneyBackDays}} days you also have a money-back guarantee.",
      },
    ],
  },
  cta: {
    title: "Shall we take the first step together?",
    body: "Book a free consultation. We will talk about your holiday home and you will know exactly what to expect.",
  },
};
