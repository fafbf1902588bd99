import type { HomeContent } from "./types.ts";

export const en: HomeContent = {
  meta: {
    title: "Commission-free booking website for your holiday home",
    description:
      "VayVista builds your own booking website: direct bookings without commission, calendar sync with Airbnb and Booking.com, online payments. Live within {{liveWithinDays}} days.",
  },
  hero: {
    eyebrow: "For holiday-home owners",
    title: "Your own booking website. Zero commission.",
    lead: "VayVista builds and runs a professional website for your holiday home, with a booking system that never double-books. Guests book and pay you directly, so every euro stays with you.",
    points: [
      "0% commission on every booking",
      "Live within {{liveWithinDays}} days",
      "{{moneyBackDays}}-day money-back guarantee",
    ],
    mockup: {
      siteName: "The Dune House",
      domain: "thedunehouse.eu",
      tagline: "Holiday home by the sea",
      nav: ["The house", "Area", "Prices", "Contact"],
      fromPrice: "From {price} a night",
      facts: ["6 guests", "3 bedrooms", "Garden"],
      directBadge: "Booked directly with the owner",
      arrival: "Arrival",
      departure: "Departure",
      guests: "Guests",
      guestsValue: "4 guests",
      checkAvailability: "Check availability",
      pickDates: "Choose your dates",
      nights: "{nights} nights",
      total: "Total",
      book: "Book now",
      newBooking: "New direct booking",
      newBookingBody: "{name} · {dates} · {amount}, no commission",
    },
  },
  features: {
    eyebrow: "Everything included",
    title: "All you need to take bookings yourself",
    intro:
      "One subscription, no add-ons to piece together. We set it up, keep it running and help you whenever you need us.",
    items: {
      website: {
        title: "Your own website",
        body: "A fast, attractive site for your holiday home on a VayVista subdomain or your own domain, built on one of six themes and filled with your photos and your story.",
      },
      booking: {
        title: "Booking system without double bookings",
        body: "Guests see live availability, pick their dates and book on the spot. Each night can only be sold once, whichever channel the booking comes from.",
      },
      sync: {
        title: "Calendar sync with Airbnb and Booking.com",
        body: "Keep using the platforms if you like. Calendars sync automatically via iCal, so a booking on one channel blocks the dates on all the others.",
      },
      emails: {
        title: "Automatic guest emails",
        body: "Confirmation, payment reminder, arrival information and a thank-you after the stay go out on time, in your own words, without you lifting a finger.",
      },
      payments: {
        title: "Online payments",
        body: "Guests pay securely by iDEAL or card. Take a deposit when they book and the balance later; the money goes to your account, not to a platform.",
      },
      seo: {
        title: "Found on Google",
        body: "Clean code, fast pages, the right titles and descriptions and structured data, so guests looking for a holiday home in your area can find you.",
      },
      hosting: {
        title: "Hosting, backups and monitoring",
        body: "Secure hosting with SSL, daily backups, 24/7 monitoring and monthly updates. You never have to think about the technical side again.",
      },
      support: {
        title: "Personal support",
        body: "A question about your site, or a change you would like? You reach a small team that knows your website, by email or WhatsApp.",
      },
    },
  },
  pricing: {
    eyebrow: "Pricing",
    title: "One clear price. Never any commission.",
    intro:
      "You pay a fixed monthly fee, however many bookings come in. Your tenth booking of the summer costs you exactly as much as your first: nothing.",
    notPaying: {
      title: "What you will never pay with VayVista",
      items: [
        "A percentage of your booking income",
        "Fees per guest, per night or per booking",
        "Extra charges for hosting, backups or updates",
        "A long contract: you can stop any month",
      ],
    },
    included: [
      "Your own website with booking system",
      "Calendar sync with Airbnb and Booking.com",
      "Hosting, backups, monitoring and support",
    ],
    pricingLink: "See full pricing details",
  },
  steps: {
    eyebrow: "How it works",
    title: "From first call to first direct booking",
    intro:
      "You bring your house and your story; we do the technical work. Onboarding takes most owners about 10 minutes.",
    items: [
      {
        title: "Free consultation",
        body: "A video call about your holiday home, your guests and your wishes. No obligation, and honest advice even if VayVista turns out not to be the right fit.",
      },
      {
        title: "Choose a theme, add your content",
        body: "Pick one of six themes and share your photos, description, prices and house rules through a short onboarding form.",
      },
      {
        title: "We connect everything",
        body: "We set up your booking system, link your Airbnb and Booking.com calendars, connect online payments and test it all.",
      },
      {
        title: "Live within {{liveWithinDays}} days",
        body: "Your website goes online and direct bookings can start. From then on we look after hosting, updates and support.",
      },
    ],
    link: "More about how it works",
  },
  cta: {
    title: "Ready for bookings without commission?",
    body: "Book a free, no-obligation consultation. We will look at your holiday home together and tell you honestly what VayVista can do for you.",
  },
  themesDemo: {
    eyebrow: "See for yourself",
    title: "Six themes and a dashboard that keeps things simple",
    intro:
      "Choose the look that suits your holiday home, then manage bookings, prices and guests from one clear dashboard.",
    themes: {
      title: "Six themes to choose from",
      body: "From modern and minimal to warm and rustic. Every theme looks great on a phone, and you can switch later without losing any content.",
      link: "View all themes",
    },
    demo: {
      title: "Your owner dashboard",
      body: "Bookings, calendar, prices, guest emails and payments in one place. Take the guided tour to see how it works.",
      link: "Take the dashboard tour",
      screenLabel:
        "Example of the dashboard overview, with occupancy, revenue, upcoming arrivals and the channel each booking came from.",
    },
  },
  testimonials: {
    eyebrow: "Owners on VayVista",
    title: "What owners say",
    intro: "Holiday-home owners who take their bookings into their own hands.",
    ratingLabel: "Rated {rating} out of 5",
  },
  statistics: {
    eyebrow: "VayVista in figures",
    title: "Our promises, in numbers",
    intro: "No made-up customer counts: just what you get from day one.",
    items: [
      { value: "0%", label: "commission on your direct bookings" },
      { value: "{{liveWithinDays}} days", label: "at most, from start to a live website" },
      { value: "24/7", label: "monitoring of your website" },
      { value: "Daily", label: "backups of your site and bookings" },
      { value: "6", label: "themes to choose from" },
      { value: "3", label: "languages we work in: Dutch, English and Polish" },
    ],
  },
};
