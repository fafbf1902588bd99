import type { FaqContent } from "./types.ts";

export const en: FaqContent = {
  metaTitle: "Frequently asked questions about your holiday-home website",
  metaDescription:
    "Answers about VayVista: what it costs, how quickly your site is live, calendar sync with Airbnb and Booking.com, online payments, your own domain, the GDPR and cancelling.",
  eyebrow: "FAQ",
  title: "Frequently asked questions",
  lead: "Everything holiday-home owners usually ask us before they start: about the price, your website, bookings, payments and privacy. Can't find your question? Just ask us.",
  topicsLabel: "Topics",
  groups: [
    {
      id: "pricing-contract",
      title: "Pricing & contract",
      items: [
        {
          id: "cost",
          question: "What does a VayVista website cost?",
          answer: [
            "You pay a one-off setup fee of {{setupFee}} and then {{monthlyFee}} a month, excluding VAT. That covers your own booking website, the booking system, calendar sync, automatic guest emails, hosting, daily backups, monitoring, monthly updates and personal support.",
            "There are no hidden costs and no commission on your bookings. You can see exactly what is included on our [pricing page](page:pricing).",
          ],
        },
        {
          id: "commission",
          question: "Do you take a commission on my bookings?",
          answer: [
            "No. VayVista charges 0% commission, however many bookings you receive. Every guest who books through your own website pays you directly, so the full rental income is yours.",
            "If you let guests pay online, the payment provider charges its own small transaction fee. That fee goes to the payment provider, not to us.",
          ],
        },
        {
          id: "contract",
          question: "Am I tied to a long contract? How do I cancel?",
          answer: [
            "No. Your subscription runs month by month and you can cancel any month. Send us a message and your subscription ends at the end of the month you have already paid for.",
            "Your domain name stays yours, and for 30 days after the end you can download your bookings, texts and photos. No lock-in, no notice period of months.",
          ],
        },
        {
          id: "money-back",
          question: "How does the money-back guarantee work?",
          answer: [
            "If you are not happy, let us know within {{moneyBackDays}} days of ordering and we will refund everything you have paid: the setup fee and the monthly fees. You don't need to give a reason.",
            "The exact conditions are in our [terms of service](page:terms#money-back).",
          ],
        },
      ],
    },
    {
      id: "website-themes",
      title: "Website & themes",
      items: [
        {
          id: "live",
          question: "How quickly will my website be live?",
          answer: [
            "Your website is live within {{liveWithinDays}} days of us receiving your texts, photos, prices and house rules. Don't have everything ready yet? We'll help you collect it during a short call.",
          ],
        },
        {
          id: "domain",
          question: "Can I use my own domain name?",
          answer: [
            "Yes. You can start on a free VayVista subdomain and connect your own domain name, such as yourholidayhome.co.uk, at any moment. Don't have a domain yet? We'll help you choose and register one.",
            "The domain is always registered in your name, so it stays yours, including if you ever leave VayVista.",
          ],
        },
        {
          id: "themes",
          question: "Which themes can I choose from, and can I switch later?",
          answer: [
            "You choose from six themes, from modern and minimal to warm and cosy, classic and elegant, fresh and coastal, urban, or rustic and close to nature. Each one works on mobile phones, tablets and computers and is built to turn visitors into bookings.",
            "You can switch theme later without losing your texts, photos or bookings. Have a look at all [themes](page:themes) or try the [demo](page:demo).",
          ],
        },
        {
          id: "changes",
          question: "Can I change texts, photos and prices later?",
          answer: [
            "Yes. You manage your bookings, availability and prices in your dashboard. Want to change a text or swap some photos? Send them to us and we'll take care of it; that's part of your support.",
            "Need something that goes beyond a standard booking website, such as an extra page with its own layout or a link to another system? We'll gladly look at it as [custom work](page:customWork).",
          ],
        },
        {
          id: "photos",
          question: "I don't have good photos. Can you help?",
          answer: [
            "Good photos make a big difference to how many people book. If your own photos aren't quite up to it, we can arrange a professional shoot of your holiday home. That is not included in the subscription; you receive a clear quote first. Read more about [holiday-home photography](page:photography).",
          ],
        },
      ],
    },
    {
      id: "bookings-calendar",
      title: "Bookings & calendar sync",
      items: [
        {
          id: "calendar-sync",
          question: "How does calendar sync with Airbnb and Booking.com work?",
          answer: [
            "We link your website to the platforms you use with iCal links, in both directions. A booking on Airbnb or Booking.com blocks those dates on your website, and a booking on your website blocks them on the platforms.",
            "You set it up once, with our help, and after that it runs by itself. Read how it works on the [calendar sync](page:calendarSync) page.",
          ],
        },
        {
          id: "double-bookings",
          question: "Can I get a double booking?",
          answer: [
            "Not on your own website: our booking system never accepts two bookings for the same dates.",
            "Between platforms there is always a short delay, because Airbnb and Booking.com decide for themselves how often they read a calendar. The chance of two bookings landing in exactly that gap is small, but it can't be ruled out completely. Keep your availability up to date on every channel and we'll check with you that all links work properly.",
          ],
        },
        {
          id: "guest-emails",
          question: "What do my guests receive after booking?",
          answer: [
            "Your guest automatically receives a booking confirmation with the dates, the price and your details, and you receive a notification of the new booking straight away. The emails carry your holiday home's name, so your guest knows exactly who they booked with.",
          ],
        },
        {
          id: "house-rules",
          question: "Whose house rules and cancellation policy apply?",
          answer: [
            "Yours. The booking is an agreement between you and your guest; VayVista only provides the technology. You decide your own house rules, cancellation policy and payment terms, and we put them clearly on your website so guests see them before they book.",
          ],
        },
      ],
    },
    {
      id: "payments",
      title: "Payments",
      items: [
        {
          id: "guest-payments",
          question: "How do my guests pay?",
          answer: [
            "Guests can pay online while booking, for example with iDEAL or by card. For this we connect a licensed payment provider to your website, with which you open your own account. We help you set it up.",
          ],
        },
        {
          id: "payouts",
          question: "When do I receive the money? Does VayVista hold it?",
          answer: [
            "VayVista never touches your guests' money. Payments go through the payment provider straight to your account, and the provider pays out to your bank account according to its own payout schedule.",
          ],
        },
        {
          id: "payment-costs",
          question: "Are there costs for online payments?",
          answer: [
            "The payment provider charges a small fee per transaction, depending on the payment method. Those rates are set by the provider and you will see them before you open your account. We add nothing on top: VayVista takes 0% commission.",
          ],
        },
      ],
    },
    {
      id: "technical-privacy",
      title: "Technical & privacy",
      items: [
        {
          id: "gdpr",
          question: "Who is responsible for my guests' data under the GDPR?",
          answer: [
            "You are the controller of your guests' data; VayVista processes them on your behalf as the processor. We have set this out in a data processing agreement that forms part of your subscription.",
            "We only store what is needed for the booking, keep servers and backups in the European Union and never sell data. Read more in our [privacy policy](page:privacy).",
          ],
        },
        {
          id: "hosting",
          question: "Where is my website hosted, and what if something breaks?",
          answer: [
            "Your website runs on servers in the European Union, with a secure https connection. We make a backup every day, monitor your website day and night and install updates every month.",
            "If something does go wrong, we are alerted and get to work straight away. You don't need to be technical: we handle it. More on our [technical maintenance](page:maintenance) page.",
          ],
        },
        {
          id: "google",
          question: "Will my website be found on Google?",
          answer: [
            "We build every website on a solid technical basis for search engines: fast pages, clear page titles and descriptions, a sitemap and structured data about your holiday home. Your own domain name helps too.",
            "Nobody can honestly guarantee a top position in Google, but we can help you make the most of it. Read about our [SEO optimisation](page:seo).",
          ],
        },
        {
          id: "leaving",
          question: "What happens to my website and data if I stop?",
          answer: [
            "Your website goes offline at the end of your last paid month. For 30 days you can still download your bookings, texts and photos; after that we delete the data, apart from what we are legally required to keep, such as invoices.",
            "Your domain name is yours, and if we registered it for you we will transfer it free of charge.",
          ],
        },
      ],
    },
  ],
  contact: {
    title: "Didn't find your answer?",
    body: "Ask us directly. We reply within one working day, in plain English and without a sales pitch. Or book a free consultation and we'll look at your holiday home together.",
  },
};
