import type { CustomWorkContent } from "./types.ts";

export const en: CustomWorkContent = {
  meta: {
    title: "Custom work for holiday-home websites",
    description:
      "Custom design, integrations, portals for several properties, migrations from an old site and features built for you. Free consultation and a fixed quote before we start.",
  },
  hero: {
    eyebrow: "Custom work",
    title: "When your holiday home needs more than the standard plan",
    lead: "Most owners have everything they need in the VayVista plan. For everyone else, we build the extra piece: a design of your own, a link to software you already use, or a portal for several houses. Always with a clear, fixed quote first.",
  },
  fit: {
    eyebrow: "Plan or custom work?",
    title: "Start with the plan, add only what you really need",
    intro:
      "Custom work is built on top of your VayVista site, so you keep the booking system, hosting and maintenance of the plan ({{monthlyFee}} a month, excl. VAT) and only pay extra for what is truly yours.",
    planTitle: "Already in the plan",
    plan: [
      "Website on one of six themes, in up to four languages",
      "Booking system with online payment and vouchers",
      "Calendar sync with Airbnb, Booking.com and Vrbo",
      "Hosting, backups, monitoring and updates",
      "Your own domain and a dashboard to edit content",
    ],
    customTitle: "A case for custom work",
    custom: [
      "You want a look that no theme offers",
      "Your bookings need to reach other software automatically",
      "You rent out several properties and want them on one site",
      "You're moving an existing website with a history in Google",
      "You need a feature that's specific to your place",
    ],
  },
  offerings: {
    eyebrow: "What we build",
    title: "Custom work we take on",
    intro: "Small or large, every project is about one thing: more direct bookings with less work for you.",
    items: [
      {
        icon: "palette",
        title: "Custom design",
        body: "A design made from scratch around your property and your brand, instead of a theme. Your own layout, colours and details, with the same fast, mobile-first base.",
        examples: ["Design based on your existing brand", "Special page layouts", "A logo for your holiday home"],
      },
      {
        icon: "plug",
        title: "Integrations",
        body: "Links between your VayVista site and the software you already use, so you don't type the same information twice.",
        examples: ["Accounting software", "Channel managers with an API", "Key boxes and smart locks"],
      },
      {
        icon: "building",
        title: "Portals for several properties",
        body: "One site for a holiday park, a group of cottages or a family with several houses, with a search across all properties and one shared dashboard.",
        examples: [
          "Search and filters across properties",
          "Combined availability overview",
          "Per-property prices and rules",
        ],
      },
      {
        icon: "move",
        title: "Migration from an old site",
        body: "We move your texts, photos and upcoming bookings, and redirect every old address, so returning guests and Google find the new pages straight away.",
        examples: ["Content and photo transfer", "Redirects of old addresses", "Import of future bookings"],
      },
      {
        icon: "puzzle",
        title: "Custom features",
        body: "Something only your place needs: extras guests can book, a special pricing rule, a guest guide behind a login or a form for group requests.",
        examples: ["Bookable extras such as linen or bikes", "Group and event requests", "Digital guest guide"],
      },
    ],
  },
  quoting: {
    eyebrow: "How we quote",
    title: "Clear about costs before anything starts",
    intro: "No open-ended bills and no surprises afterwards. This is how we agree on the price.",
    items: [
      {
        icon: "messages",
        title: "Free consultation",
        body: "A 30-minute video call in which we listen, ask questions and tell you honestly whether custom work is the best route, or whether the plan already covers it.",
      },
      {
        icon: "fileText",
        title: "A fixed quote",
        body: "For a clearly defined project you receive a written quote with a fixed price, what's included and a delivery date. That price doesn't change unless you ask for more.",
      },
      {
        icon: "clock",
        title: "Hourly rate on request",
        body: "For small jobs or work that's hard to define in advance, we can work at an hourly rate. We tell you the rate up front and agree a maximum with you.",
      },
    ],
    note: "You only pay once you've approved the quote. If the plan turns out to cover what you need, we'll tell you, and you don't pay for custom work.",
  },
  process: {
    eyebrow: "How it works",
    title: "From idea to a working solution",
    intro: "Every project follows the same clear steps, so you always know where things stand.",
    stepLabel: "Step",
    steps: [
      {
        title: "Consultation",
        body: "We talk through your wishes, your property and your guests. Free and without obligation.",
      },
      {
        title: "Proposal and quote",
        body: "You receive a written proposal with the scope, a fixed price or hourly rate and a realistic planning.",
      },
      {
        title: "Design and build",
        body: "We build in small steps and share a preview link, so you can give feedback early rather than at the end.",
      },
      {
        title: "Testing and going live",
        body: "We test everything together with you, including on your phone, and go live at a quiet moment.",
      },
      {
        title: "Aftercare",
        body: "Custom work runs on our hosting and is part of your regular maintenance. If something needs extra care, the quote says so up front.",
      },
    ],
  },
  faq: {
    eyebrow: "Questions",
    title: "Questions about custom work",
    items: [
      {
        question: "Do I need the VayVista plan for custom work?",
        answer:
          "Yes. Custom work is built on your VayVista site, so you keep everything the plan offers, including the booking system, hosting and maintenance. We don't build stand-alone websites.",
      },
      {
        question: "What does custom work cost?",
        answer:
          "That depends entirely on what you need. After a free consultation you receive a fixed quote, or for small jobs an hourly rate with an agreed maximum. You know the costs before we start.",
      },
      {
        question: "How long does a project take?",
        answer:
          "A migration or a small feature often takes a few weeks; a custom design or a portal for several properties takes longer. Your quote includes a realistic delivery date.",
      },
      {
        question: "Who owns what we build?",
        answer:
          "Your content, design files and data are yours. The software underneath is part of the VayVista platform, which is what lets us keep maintaining and updating it for you.",
      },
    ],
  },
  cta: {
    title: "Have a plan for your holiday home?",
    body: "Tell us about it in a free consultation. We'll tell you honestly what's possible and what it would cost.",
  },
};
