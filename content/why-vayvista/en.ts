import type { WhyContent } from "./types.ts";

export const en: WhyContent = {
  meta: {
    title: "Why VayVista: direct bookings instead of commission",
    description:
      "Work out what booking platforms cost you in commission compared with a fixed monthly fee for your own booking website, and why owning the guest relationship matters.",
  },
  hero: {
    eyebrow: "Why VayVista",
    title: "Stop handing over a share of every booking",
    lead: "Booking platforms bring guests, and take a slice of every stay in return. Your own booking website costs a fixed amount, whatever you earn. Here is the maths, and what else you get back.",
  },
  math: {
    eyebrow: "The maths",
    title: "What commission really costs you",
    intro:
      "A worked example with round numbers. Swap in your own turnover and rate to see what it means for your holiday home.",
    assumptionsTitle: "Assumptions in this example",
    assumptions: [
      "Your holiday home turns over {turnover} a year in bookings.",
      "The booking platform charges {rate} commission on that amount. Rates vary by platform and contract.",
      "For comparison, all of those bookings come in through your own VayVista site instead.",
      "VayVista costs {{setupFee}} once for the setup, plus {{monthlyFee}} a month.",
    ],
    platformLabel: "Commission to the platform, per year",
    platformNote: "{rate} of {turnover}",
    firstYearLabel: "VayVista in the first year",
    firstYearNote: "{{setupFee}} setup + 12 × {{monthlyFee}}",
    laterYearLabel: "VayVista from the second year",
    laterYearNote: "12 × {{monthlyFee}}",
    savingFirst: "You keep {savingFirst} more in the first year",
    savingLater: "and {savingLater} more in every year after that.",
    breakEvenTitle: "When does it pay for itself?",
    breakEven:
      "From {breakEven} in direct bookings a year, the commission you save covers a full first year of VayVista. Everything above that stays in your pocket.",
    caveatsTitle: "Worth knowing",
    caveats: [
      "All amounts exclude VAT.",
      "Payment providers charge a small fee per online payment. That applies to direct bookings too and is left out here.",
      "Not every guest will switch to booking direct straight away. That is fine: the break-even point shows how little needs to move for it to pay off.",
    ],
  },
  ownership: {
    eyebrow: "More than money",
    title: "Your guests, your relationship",
    intro:
      "On a platform, the guest is the platform's customer. On your own site, they are yours, and that is worth a lot over the years.",
    items: [
      {
        title: "Guest details are yours",
        body: "Name, email address and phone number land straight in your dashboard. You can reach guests before, during and after their stay.",
      },
      {
        title: "Returning guests book direct",
        body: "A family that comes back every summer no longer pays via a platform. You can thank them with a better rate, and still earn more.",
      },
      {
        title: "Your brand, your story",
        body: "Guests remember the name of your house and your website, not one listing among thousands on the same platform.",
      },
      {
        title: "Your rules",
        body: "You set your own prices, deposit, cancellation terms and house rules. A change of policy or ranking at a platform no longer decides your summer.",
      },
    ],
  },
  comparison: {
    eyebrow: "Side by side",
    title: "VayVista, booking platforms or a DIY website builder?",
    intro: "Each option has its place. This is how they compare on what matters most to holiday-home owners.",
    caption: "Comparison of VayVista, booking platforms such as Airbnb and Booking.com, and a DIY website builder",
    criterion: "What matters",
    columns: ["VayVista", "Booking platforms", "DIY website builder"],
    marks: { yes: "Yes", partial: "Partly", no: "No" },
    rows: [
      {
        label: "Commission per booking",
        cells: [
          { mark: "yes", text: "0%: a fixed monthly fee" },
          { mark: "no", text: "A percentage of every booking" },
          { mark: "partial", text: "None for the builder; booking add-ons often cost extra" },
        ],
      },
      {
        label: "Your own website and brand",
        cells: [
          { mark: "yes", text: "Your own site, on your own domain if you like" },
          { mark: "no", text: "A listing among many others" },
          { mark: "yes", text: "Yes, if you design it yourself" },
        ],
      },
      {
        label: "Guest details and relationship",
        cells: [
          { mark: "yes", text: "Yours, from the first booking" },
          { mark: "partial", text: "Limited; contact runs through the platform" },
          { mark: "yes", text: "Yours" },
        ],
      },
      {
        label: "Booking system without double bookings",
        cells: [
          { mark: "yes", text: "Included, with live availability" },
          { mark: "yes", text: "Within the platform" },
          { mark: "partial", text: "Only with add-ons you set up yourself" },
        ],
      },
      {
        label: "Calendar sync with Airbnb and Booking.com",
        cells: [
          { mark: "yes", text: "Included and set up for you" },
          { mark: "partial", text: "Via iCal, which you set up per platform" },
          { mark: "partial", text: "Depends on the add-ons you choose" },
        ],
      },
      {
        label: "Payments straight to your account",
        cells: [
          { mark: "yes", text: "iDEAL and cards, deposit and balance" },
          { mark: "partial", text: "Paid out by the platform, minus its fee" },
          { mark: "partial", text: "Possible with a payment add-on" },
        ],
      },
      {
        label: "Hosting, updates and backups",
        cells: [
          { mark: "yes", text: "Taken care of, with 24/7 monitoring" },
          { mark: "yes", text: "Handled by the platform" },
          { mark: "no", text: "Largely your own job" },
        ],
      },
      {
        label: "Reach among travellers",
        cells: [
          { mark: "partial", text: "Google and your own channels; combine with platforms through sync" },
          { mark: "yes", text: "Very large reach" },
          { mark: "partial", text: "Only what you build up yourself" },
        ],
      },
      {
        label: "Time it takes you",
        cells: [
          { mark: "yes", text: "About 10 minutes of onboarding" },
          { mark: "partial", text: "Managing a listing per platform" },
          { mark: "no", text: "Many hours of building and upkeep" },
        ],
      },
    ],
  },
  together: {
    title: "Keep the platforms, lose the dependence",
    body: "You don't have to choose. Many owners keep Airbnb and Booking.com for their reach and use their own site for returning guests and people who find them through Google. Calendar sync keeps everything in line, and every booking that comes in directly saves you the commission.",
  },
  cta: {
    title: "Curious what it would mean for your holiday home?",
    body: "In a free consultation we work out your own numbers with you, honestly, including when VayVista is not worth it.",
  },
};
