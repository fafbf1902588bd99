import type { AboutContent } from "./types.ts";

export const en: AboutContent = {
  metaTitle: "About VayVista: a small team building for holiday-home owners",
  metaDescription:
    "Who we are, why we started and what we believe: your guests are yours, plain pricing and no lock-in. A small team from the Netherlands building direct-booking websites.",
  eyebrow: "About us",
  title: "We help holiday-home owners welcome guests on their own terms",
  lead: "VayVista is a small team that builds and runs booking websites for holiday homes. No commission, no fuss: your own website, your own guests, and people you can actually talk to.",
  who: {
    eyebrow: "Who we are",
    title: "A small team with one focus",
    paragraphs: [
      "We are developers, designers and support people who do one thing: booking websites for owners of holiday homes, cottages, chalets and apartments. No webshops, no corporate sites. Because we only do this, we know what a holiday-home owner needs, from a calendar that stays in sync with Airbnb and Booking.com to a welcome email that arrives at the right moment.",
      "We started in the Netherlands, where direct booking has been growing for years. Today we also work for owners in English-speaking markets and in Poland, in their own language.",
    ],
    rolesTitle: "The people behind your website",
    roles: [
      {
        icon: "code",
        title: "Product & technology",
        text: "Builds the booking system, the calendar sync and the dashboard, and keeps every website fast, secure and up to date.",
      },
      {
        icon: "palette",
        title: "Design & themes",
        text: "Designs our six themes and makes sure your website looks like your holiday home, not like a template.",
      },
      {
        icon: "headset",
        title: "Onboarding & support",
        text: "Sets up your website with you, connects your calendars and answers your questions by email or WhatsApp.",
      },
    ],
    marketsTitle: "Where we work",
    markets: [
      {
        code: "NL",
        name: "The Netherlands",
        text: "Where we started, with owners of holiday homes on the coast, in the woods and in the countryside.",
      },
      {
        code: "EN",
        name: "English-speaking markets",
        text: "For owners in the United Kingdom, Ireland and anywhere guests book in English.",
      },
      {
        code: "PL",
        name: "Poland",
        text: "For owners of holiday cottages and apartments by the Baltic, in the mountains and around the lakes.",
      },
    ],
  },
  why: {
    eyebrow: "Why we started",
    title: "Because a full calendar should feel like a good season",
    paragraphs: [
      "Owners kept telling us the same story. The house was fully booked, the guests were happy, and still a considerable part of every booking disappeared in platform commissions and fees. Guests found the house on a platform, so the platform owned the relationship: the guest's details, the reviews, the rules.",
      "Many owners already had a loyal group of returning guests, but no good way to let them book directly. A homemade website without a proper calendar meant double bookings and endless emailing back and forth. A custom website from an agency was expensive and needed someone to keep it running.",
      "So we built what was missing: a complete booking website that is ready quickly, syncs with the platforms owners already use, and costs a fixed monthly amount instead of a percentage of every stay.",
    ],
    pullQuote: "Platforms are great for being found. Your own website is where guests come back.",
  },
  beliefs: {
    eyebrow: "What we believe",
    title: "Four principles we do not compromise on",
    intro: "They determine how we build, how we charge and how we treat you.",
    items: [
      {
        icon: "guests",
        title: "Your guests are your guests",
        text: "A guest who books on your website books with you. You have their details and the direct contact, so the next stay can be booked without any commission.",
      },
      {
        icon: "pricing",
        title: "Plain pricing",
        text: "{{setupFee}} to set up, then {{monthlyFee}} a month. 0% commission, no packages to compare, no extra charge for a busy season.",
      },
      {
        icon: "freedom",
        title: "No lock-in",
        text: "Cancel any month. Your domain name is registered in your name and you take your bookings, texts and photos with you. You stay because it works, not because you have to.",
      },
      {
        icon: "honesty",
        title: "Honest about what a website can do",
        text: "Your own website does not replace every platform overnight, and we won't pretend it does. We'll tell you what to expect and help you grow your direct bookings step by step.",
      },
    ],
  },
  how: {
    eyebrow: "How we work",
    title: "Personal, quick and without jargon",
    intro: "You run your holiday home; we take care of the technology. This is how working with us goes.",
    steps: [
      {
        title: "We get to know your holiday home",
        text: "In a free consultation we look at your house, your guests and the platforms you use, and answer all your questions. No obligation.",
      },
      {
        title: "Your website is live within {{liveWithinDays}} days",
        text: "Send us your texts, photos, prices and house rules. We build your website, connect your calendars and set up payments, and you check everything before it goes live.",
      },
      {
        title: "We keep it running",
        text: "Hosting, daily backups, round-the-clock monitoring and monthly updates are included. If something needs attention, we are usually aware of it before you are.",
      },
      {
        title: "A real person when you need one",
        text: "Questions go to the team that built your website, by email or WhatsApp, in Dutch, English or Polish. And if it isn't right for you, the {{moneyBackDays}}-day money-back guarantee applies.",
      },
    ],
  },
  cta: {
    title: "Shall we get to know each other?",
    body: "Book a free consultation. We'll show you what your own website could look like and answer your questions, with no obligation.",
  },
};
