import { ownerSeriesEmails } from "./layout.ts";

export const enOwnerSeries = ownerSeriesEmails({
  hello: "Hi",
  regards: "Kind regards,",
  team: "The VayVista team",
  gettingStarted: {
    subject: "Three things that make {{ siteName }} book better",
    heading: "Your website is up: what next?",
    intro:
      "Two days ago you started with VayVista and {{ siteName }} is already online. These three steps make the biggest difference for guests who find you:",
    steps: [
      "Add your best photos: guests decide on the first five. A bright living room, the bedrooms and the view work best.",
      "Check your prices and minimum stay per season, so the calendar never offers a night you would rather not rent.",
      "Link the calendars of the other sites you rent through, so a night booked there is closed on your own website at once.",
    ],
    help: "Stuck somewhere? Reply to this email or open a support request in your dashboard; we answer within one working day.",
    button: "Open your dashboard",
  },
  onboardingDay1: {
    subject: "Your booking website is waiting for you",
    heading: "You're almost there",
    intro:
      "Yesterday you created a VayVista account, but your website isn't set up yet. It takes about ten minutes: a few details about your home, a design and a web address.",
    saved: "Everything you filled in is saved, so you carry on exactly where you left off.",
    button: "Continue setting up",
  },
  onboardingDay3: {
    subject: "Can we help you set up your website?",
    heading: "Shall we help you get started?",
    intro:
      "Three days ago you signed up for VayVista, and your website isn't there yet. Maybe something was unclear, or you simply haven't had the time.",
    help: "Reply to this email with your question or the address of your holiday home and we'll think along with you. Prefer to do it yourself? Your answers so far are saved.",
    button: "Finish my website",
  },
  domainNotVerified: {
    subject: "{{ domain }} is not linked to your website yet",
    heading: "Your domain is not verified yet",
    intro:
      "Two days ago you linked {{ domain }} to your VayVista website, but we still can't find the verification record.",
    check:
      'Check at your domain provider that a TXT record named {{ record }} exists with the value shown in your dashboard. Changes can take a few hours to come through; after that one click on "Check again" is enough.',
    meanwhile: "In the meantime your website simply stays reachable at its VayVista address.",
    button: "View the DNS settings",
  },
  monthlySummary: {
    subject: "{{ siteName }} in {{ month }}",
    heading: "Your month in figures",
    intro: "Here is how {{ siteName }} did in {{ month }}.",
    labels: {
      bookings: "Bookings arriving",
      booked: "Value of those bookings",
      received: "Received from guests",
      visitors: "Visitors",
      pageViews: "Pages viewed",
    },
    note: "The value counts confirmed bookings whose guests arrived that month; received is what guests paid in that month, less refunds and without security deposits.",
    button: "See the details in your dashboard",
  },
});
