import type { PricingContent } from "./types.ts";

export const en: PricingContent = {
  metaTitle: "Pricing: your own booking website for {{monthlyFee}} a month",
  metaDescription:
    "One clear plan: {{setupFee}} one-off and {{monthlyFee}} a month for your own booking website with calendar sync, online payments and hosting. 0% commission, {{moneyBackDays}}-day money-back guarantee.",
  eyebrow: "Pricing",
  title: "One plan, everything included, no commission",
  lead: "No tiers, no small print and no percentage of your bookings. You pay a fixed monthly fee for a complete booking website that we build, host and look after.",
  plan: {
    title: "The VayVista plan",
    intro: "Everything you need to let guests book directly with you.",
    features: [
      "Your own website with booking system",
      "Calendar sync with Airbnb and Booking.com",
      "Online payments by iDEAL and card",
      "Hosting, backups and updates included",
    ],
    cta: "Get started",
    consultationLink: "Questions first? Book a free consultation",
  },
  included: {
    title: "Everything that is included",
    intro: "For {{monthlyFee}} a month we take care of the technology. You take care of your guests.",
    groups: [
      {
        title: "Your website",
        items: [
          "Your own website on a subdomain (yourhome.vayvista.nl) or on your own domain name",
          "A choice of six themes, from modern-minimal to nature-rustic",
          "Looks great on phones, tablets and computers",
          "Photos, description, amenities, location and house rules clearly laid out",
          "Found on Google thanks to technical SEO: fast pages, tidy titles and a sitemap",
        ],
      },
      {
        title: "Bookings and payments",
        items: [
          "A booking system that never double-books",
          "iCal calendar sync with Airbnb, Booking.com and other platforms",
          "Online payments by iDEAL and card",
          "Automatic guest emails, from the booking confirmation to a reminder before arrival",
          "Your own dashboard with bookings, guests and availability",
          "0% commission: every direct booking is entirely yours",
        ],
      },
      {
        title: "Care and support",
        items: [
          "Fast, secure hosting with an encrypted connection (HTTPS)",
          "Daily backups",
          "24/7 monitoring: we know when your site cannot be reached",
          "Monthly updates and improvements",
          "Personal help by email and WhatsApp, with an answer within one working day",
        ],
      },
    ],
  },
  guarantee: {
    title: "{{moneyBackDays}}-day money-back guarantee",
    paragraphs: [
      "We want you to be sure VayVista is right for you, so you can try us without risk: if you are not happy within {{moneyBackDays}} days of starting, you get your money back.",
      "That includes the {{setupFee}} setup fee. You do not have to explain yourself: one email or WhatsApp message is enough.",
    ],
    points: ["Setup fee included", "No questions, no forms", "After that, cancel any month"],
  },
  extras: {
    title: "Not included, but available",
    intro:
      "The plan is complete for a professional booking website. If you want more, we can do it as a separate job. You only pay for what you choose.",
    items: [
      {
        title: "Professional photography",
        body: "A photographer who knows how to show a holiday home at its best, inside and out.",
        page: "photography",
        link: "More about photography",
      },
      {
        title: "Custom work",
        body: "An extra feature, a link with your own systems or a design that is entirely your own.",
        page: "customWork",
        link: "More about custom work",
      },
    ],
    priceOnRequest: "Price on request",
  },
  comparison: {
    title: "What does commission really cost you?",
    intro:
      "Booking platforms take a percentage of every booking. Below is an example at 15% commission, a common rate. With VayVista you pay a fixed fee, however much you let.",
    caption: "Example per year: 15% commission compared with the cost of VayVista",
    headers: {
      revenue: "Direct bookings per year",
      commission: "15% commission",
      vayvistaYearOne: "VayVista, first year",
      vayvistaLater: "VayVista, each year after",
    },
    breakEven:
      "From around {breakEven} of direct bookings a month, VayVista costs you less than you would otherwise lose in commission.",
    note: "The first year is the {{setupFee}} setup fee plus 12 × {{monthlyFee}}. Commission rates differ by platform and by setting; amounts exclude VAT.",
  },
  faq: {
    title: "Questions about pricing",
    items: [
      {
        question: "Are there any other costs?",
        answer:
          "No. You pay {{setupFee}} once and then {{monthlyFee}} a month. Hosting, backups, updates and support are all included. Only extras you order yourself, such as photography or custom work, cost more, and only once you have agreed to the price.",
      },
      {
        question: "Do I pay commission on my bookings?",
        answer:
          "No, never. Whether your own site brings in ten bookings a year or two hundred, you pay the same fixed fee. Every direct booking is entirely yours.",
      },
      {
        question: "What is the setup fee for?",
        answer:
          "For setting up your website: we configure your theme, add your photos and texts, connect your Airbnb and Booking.com calendars and set up online payments. Your site is live within {{liveWithinDays}} days.",
      },
      {
        question: "How does the money-back guarantee work?",
        answer:
          "If you are not happy within {{moneyBackDays}} days of starting, send us an email or a WhatsApp message. You get back what you have paid, setup fee included.",
      },
      {
        question: "Am I tied into a long contract?",
        answer: "No. You can cancel any month. You pay until the end of the current month and nothing after that.",
      },
      {
        question: "Do I have to leave Airbnb or Booking.com?",
        answer:
          "Not at all. Many owners stay on the platforms and let returning guests, and guests who find them on Google, book directly. Your calendars stay in sync, so double bookings cannot happen.",
      },
      {
        question: "I have several properties. What does that cost?",
        answer:
          "Get in touch or book a consultation. Together we work out how best to present your properties, and we make you a proposal that fits.",
      },
      {
        question: "Do the prices include VAT?",
        answer: "No, all prices shown exclude VAT. VAT is listed separately on your invoice.",
      },
    ],
  },
  cta: {
    title: "Welcome your guests yourself, without commission?",
    body: "Book a free consultation or get started straight away. Your own booking website is live within {{liveWithinDays}} days.",
  },
};
