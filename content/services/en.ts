import { THEME_DISPLAY_NAMES } from "../themes/names.ts";
import type { ServicesContent } from "./types.ts";

const themeNames = THEME_DISPLAY_NAMES.en;
const themeList = (["modern-minimal", "warm-cozy", "classic-elegant", "fresh-coastal", "urban-hip"] as const)
  .map((theme) => themeNames[theme])
  .join(", ");

export const en: ServicesContent = {
  labels: {
    eyebrow: "Services",
    includedTitle: "Included in the plan",
    extrasTitle: "Optional extras",
    faqEyebrow: "Questions",
    faqTitle: "Questions owners ask us",
    relatedEyebrow: "Works well with",
    relatedTitle: "Related services",
    readMore: "Read more",
    stepLabel: "Step",
  },
  pages: {
    websiteDevelopment: {
      meta: {
        title: "Holiday-home website development",
        description:
          "A fast, mobile-first website for your holiday home: six themes, your own domain, four languages and texts and photos you edit yourself. Live within {{liveWithinDays}} days.",
      },
      summary: "Your own mobile-first website in four languages, on your own domain, with texts you edit yourself.",
      hero: {
        eyebrow: "Website development",
        title: "A website for your holiday home that guests actually book from",
        lead: "No template you have to fight with and no web agency invoice every time you change a sentence. We build your site on one of six themes, connect your domain and hand you a dashboard where you change texts and photos yourself.",
      },
      problem: {
        eyebrow: "The problem",
        title: "Most holiday homes have no real home on the internet",
        intro:
          "Guests find you on Airbnb or Booking.com, look at your photos and book there. They rarely know the house has a name, let alone a website of its own.",
        points: [
          {
            title: "A listing is not a website",
            body: "On a platform your house sits between hundreds of others, in the platform's layout, under the platform's rules. Returning guests search for the platform, not for you.",
          },
          {
            title: "Do-it-yourself builders take weekends",
            body: "Website builders look easy until you need a booking calendar, several languages and a page that loads quickly on a phone in a holiday park with one bar of signal.",
          },
          {
            title: "An agency site is out of date in a year",
            body: "A one-off site from a web designer costs a lot up front, and every later change means an email, a wait and another invoice. So the prices and photos stay as they were.",
          },
        ],
      },
      solution: {
        eyebrow: "What VayVista does",
        title: "A complete website, built for one holiday home (or a few)",
        intro:
          "Every VayVista site is built for the same job: let a guest fall for your place and book it directly. That focus keeps the site simple for you and clear for your guests.",
        visual: {
          kind: "website",
          address: "duinzicht.vayvista.nl",
          propertyName: "Villa Duinzicht",
          tagline: "Sleep with the sound of the sea, five minutes from the beach",
          bookButton: "Check availability",
          nav: ["The house", "Area", "Prices", "Contact"],
          editHint: "Edit text",
        },
        features: [
          {
            icon: "palette",
            title: "Six themes to choose from",
            body: `${themeList} or ${themeNames["nature-rustic"]}. Pick the one that suits your house; your photos, colours and texts make it yours.`,
          },
          {
            icon: "globe",
            title: "Your own domain or a free subdomain",
            body: "Use a domain you already own, such as villaduinzicht.nl, or start straight away on a subdomain like duinzicht.vayvista.nl. We handle the technical connection and the security certificate.",
          },
          {
            icon: "smartphone",
            title: "Mobile first",
            body: "Most guests look at holiday homes on their phone. Every page is designed for a small screen first, with big photos, readable text and a booking button always within reach.",
          },
          {
            icon: "languages",
            title: "Dutch, English, Polish and German",
            body: "Your site can run in up to four languages, each with its own address, so German guests find the German page. Buttons, booking forms and guest emails are translated for you.",
          },
          {
            icon: "pen",
            title: "You edit texts and photos yourself",
            body: "Change the description, add a photo of the new terrace or update the house rules from your dashboard. No code, no waiting for a web designer.",
          },
          {
            icon: "calendarCheck",
            title: "Booking built in, not bolted on",
            body: "Availability, prices and online payment are part of the site, not an external widget that looks different and loads slowly.",
          },
        ],
      },
      steps: {
        eyebrow: "How it works in practice",
        title: "From first call to your own website",
        intro: "Most owners are live within {{liveWithinDays}} days of sending us their texts and photos.",
        items: [
          {
            title: "A short call",
            body: "We talk about your house, your guests and what you want the site to do. You leave with a clear picture of the plan and no obligation.",
          },
          {
            title: "You choose a theme and send your material",
            body: "Photos, a description, your prices and your house rules. Don't have polished texts yet? We help shape them into a page that reads well.",
          },
          {
            title: "We build and set everything up",
            body: "Pages, languages, booking calendar, payments, calendar sync and your domain. You get a preview link to check everything.",
          },
          {
            title: "Live, and you take the wheel",
            body: "After your approval the site goes live. From then on you change texts and photos yourself, and we keep the technology running.",
          },
        ],
      },
      spotlight: {
        eyebrow: "Themes",
        title: "Six looks, one solid base",
        intro:
          "Every theme has the same booking system, speed and languages underneath. What differs is the atmosphere, so choose the one that feels like your house.",
        items: [
          {
            title: themeNames["modern-minimal"],
            body: "Lots of white space and big photos. For architect-designed houses and guests who love calm.",
          },
          {
            title: themeNames["warm-cozy"],
            body: "Soft colours and rounded shapes. For cottages, farmhouses and family holidays.",
          },
          {
            title: themeNames["classic-elegant"],
            body: "Serif headings and a refined layout. For villas, manor houses and period properties.",
          },
          {
            title: themeNames["fresh-coastal"],
            body: "Light blues and sandy tones. For beach houses, dune cottages and homes near the water.",
          },
          { title: themeNames["urban-hip"], body: "Bold type and strong contrast. For city apartments and lofts." },
          {
            title: themeNames["nature-rustic"],
            body: "Earthy greens and wood tones. For forest lodges, cabins and homes in the countryside.",
          },
        ],
        footnote: "You can switch theme later without losing your texts, photos or bookings.",
      },
      plan: {
        eyebrow: "What you get",
        title: "Included in the plan, and what you can add",
        intro:
          "The website is part of the VayVista plan: {{setupFee}} once, then {{monthlyFee}} a month (excl. VAT), with no commission on your bookings.",
        included: [
          "Your website on one of six themes",
          "Connection of your own domain, or a free vayvista.nl subdomain",
          "Up to four languages: Dutch, English, Polish and German",
          "Dashboard to edit texts, photos, prices and house rules",
          "Booking system, online payments and calendar sync",
          "Hosting, security certificate, backups and updates",
        ],
        extras: [
          {
            title: "Custom design",
            body: "A design made from scratch around your brand instead of one of the themes. Quoted as custom work.",
          },
          {
            title: "Professional photography",
            body: "A partner photographer in the Netherlands photographs your house. Price on request.",
          },
          {
            title: "Text writing and translation",
            body: "We write or translate your descriptions for you, so every language reads naturally. Quoted in advance.",
          },
        ],
      },
      faq: [
        {
          question: "Do I need my own domain name?",
          answer:
            "No. You can start on a free subdomain such as yourhouse.vayvista.nl and move to your own domain whenever you like. If you already have a domain, we connect it for you; it stays registered in your name.",
        },
        {
          question: "Can I move my existing website and its content?",
          answer:
            "Yes. We copy your texts and photos into your new site. If your old site is well known in Google, we also redirect the old addresses to the new pages so you don't lose visitors. A large or complicated migration is quoted as custom work.",
        },
        {
          question: "Do I have to write the texts in all four languages myself?",
          answer:
            "You decide which languages your site shows. Buttons, forms and guest emails are translated already. Your own descriptions you can write yourself, or we can translate them for you as an optional extra.",
        },
        {
          question: "Who owns the website?",
          answer:
            "Your texts, photos, guest details and domain are yours. If you ever leave, you get an export of your content and bookings, and your domain goes wherever you want it to.",
        },
      ],
      related: ["bookingSystem", "seo", "photography"],
      cta: {
        title: "Curious what your house would look like?",
        body: "Book a free consultation and we'll show you the themes with your own photos in mind.",
      },
    },
    bookingSystem: {
      meta: {
        title: "Booking system for holiday homes",
        description:
          "Direct bookings without commission: availability, seasonal prices, minimum stays, deposits via iDEAL and card, vouchers and automatic confirmations. Never a double booking.",
      },
      summary: "Seasonal prices, deposits via iDEAL and card, vouchers, and one calendar that never double-books.",
      hero: {
        eyebrow: "Booking system",
        title: "A booking system that takes payment and never double-books",
        lead: "Guests see what's free, pay a deposit online and receive a confirmation straight away. You keep the full price of every booking, with 0% commission.",
      },
      problem: {
        eyebrow: "The problem",
        title: "Taking bookings by hand costs more than it seems",
        intro:
          "A contact form and a spreadsheet work until it's busy. Then it becomes emails back and forth, payments to chase and dates that are no longer free.",
        points: [
          {
            title: "Guests want an answer now",
            body: "A family comparing three houses on a Sunday evening books the one that shows availability and a price. By the time you reply to their email, they've booked elsewhere.",
          },
          {
            title: "Platforms take 15% or more",
            body: "Commission and service fees on the big platforms add up to a serious share of every stay, on bookings from guests who would happily have booked with you directly.",
          },
          {
            title: "One mistake means a double booking",
            body: "Two calendars, a booking by phone and a busy week: that's how two families end up with the same key. It's the mistake every owner fears most.",
          },
        ],
      },
      solution: {
        eyebrow: "What VayVista does",
        title: "Everything a direct booking needs, in one place",
        intro:
          "The booking system is built into your website and your dashboard. You set the rules once; after that, bookings come in while you sleep.",
        visual: {
          kind: "booking",
          month: "July",
          weekdays: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"],
          booked: "Booked",
          blocked: "Blocked",
          available: "Available",
          summaryTitle: "Your stay",
          summaryLines: ["Sat 12 – Sat 19 July · 7 nights", "Deposit now, balance later", "iDEAL or card"],
          payButton: "Pay deposit",
        },
        features: [
          {
            icon: "calendarRange",
            title: "Live availability",
            body: "Guests see which dates are free on one clear calendar, per night, with the arrival and departure days you allow.",
          },
          {
            icon: "tag",
            title: "Seasonal prices and minimum stays",
            body: "Set high, mid and low season, weekend rates and holiday periods, each with its own minimum stay. The price a guest sees is always the price they pay.",
          },
          {
            icon: "shield",
            title: "Never a double booking",
            body: "All bookings and blocks live in one calendar, and the system refuses any booking or block that overlaps another. Not a warning: a hard no.",
          },
          {
            icon: "creditCard",
            title: "Deposits and online payment",
            body: "Guests pay a deposit or the full amount with iDEAL or a credit or debit card. You choose the deposit percentage and when the balance is due.",
          },
          {
            icon: "ticket",
            title: "Vouchers and discount codes",
            body: "Sell gift vouchers or hand out a code for returning guests. The discount is applied to the booking automatically.",
          },
          {
            icon: "mail",
            title: "Automatic confirmation emails",
            body: "Guests get a confirmation right after booking, a payment reminder for the balance and practical information before arrival, in their own language.",
          },
        ],
      },
      steps: {
        eyebrow: "How it works in practice",
        title: "What a booking looks like, from both sides",
        intro: "You set it up once with us. After that, this is what happens for every booking.",
        items: [
          {
            title: "The guest picks dates",
            body: "On your website they see which nights are free and the total price, including any cleaning fee or tourist tax you've set.",
          },
          {
            title: "They pay the deposit online",
            body: "With iDEAL or a card, in a secure payment screen. The dates are reserved at the same moment, so nobody else can take them.",
          },
          {
            title: "Everyone gets a confirmation",
            body: "The guest receives a confirmation email in their language; you get a notification and see the booking in your dashboard.",
          },
          {
            title: "The rest runs by itself",
            body: "The balance reminder goes out on the date you chose, and the dates are blocked on Airbnb and Booking.com through calendar sync.",
          },
        ],
      },
      spotlight: {
        eyebrow: "Under the bonnet",
        title: "Why a double booking can't happen",
        intro:
          "Owners ask us about this more than anything else, so here is exactly how the system protects your calendar.",
        items: [
          {
            title: "One calendar for everything",
            body: "Direct bookings, bookings imported from platforms and dates you block yourself all live in the same calendar. There is no second list that can fall out of step.",
          },
          {
            title: "Overlaps are refused, not flagged",
            body: "The database itself won't store a booking or block that overlaps an existing one. Even a mistake in the dashboard can't create a clash.",
          },
          {
            title: "Two guests, same moment",
            body: "If two guests try to book the same nights at the same second, one booking goes through and the other guest is told straight away that the dates have just gone, before paying anything.",
          },
        ],
        footnote:
          "Bookings made on other platforms reach your calendar through calendar sync. Read on the calendar sync page how quickly that happens and why we advise a small buffer.",
        footnoteLink: "calendarSync",
      },
      plan: {
        eyebrow: "What you get",
        title: "Included in the plan, and what you can add",
        intro:
          "The booking system is part of the VayVista plan: {{setupFee}} once, then {{monthlyFee}} a month (excl. VAT). We charge no commission on your bookings; the payment provider's normal transaction fees apply.",
        included: [
          "Availability calendar with arrival and departure rules",
          "Seasonal prices, weekend rates and minimum stays",
          "Deposits and online payment by iDEAL and card",
          "Gift vouchers and discount codes",
          "Automatic confirmations and payment reminders in the guest's language",
          "Protection against double bookings",
          "0% commission on every booking",
        ],
        extras: [
          {
            title: "Custom booking rules",
            body: "Special pricing logic, per-person prices for groups or extra services guests can book. Quoted as custom work.",
          },
          {
            title: "Link to your accounting software",
            body: "Bookings and payments sent automatically to your bookkeeping package. Quoted as custom work.",
          },
        ],
      },
      faq: [
        {
          question: "When do I receive the money?",
          answer:
            "Payments are handled by a licensed payment provider and paid out to your own bank account. You see each payment, and whether the balance has been paid, in your dashboard.",
        },
        {
          question: "Can I also take bookings by phone or email?",
          answer:
            "Yes. Enter them in your dashboard and they block the dates like any other booking. If the dates are already taken, the system tells you before you save.",
        },
        {
          question: "How do cancellations work?",
          answer:
            "You set your own cancellation terms, which guests see before they book. When a booking is cancelled, the dates become available again straight away, and you decide in the dashboard whether to refund money.",
        },
        {
          question: "Can I add a cleaning fee and tourist tax?",
          answer:
            "Yes. Add a fixed cleaning fee and a tourist tax per person per night. Guests see them in the total before paying, so there are no surprises at the door.",
        },
        {
          question: "Can guests pay the whole amount at once?",
          answer:
            "Yes. Guests can always choose to pay everything straight away. Otherwise they pay the deposit when booking and receive an automatic reminder with a payment link for the balance, on the date you set.",
        },
      ],
      related: ["calendarSync", "websiteDevelopment", "maintenance"],
      cta: {
        title: "Stop paying commission on your own guests",
        body: "In a free consultation we'll look at your prices and rules and show you the booking system working.",
      },
    },
    calendarSync: {
      meta: {
        title: "Calendar sync with Airbnb and Booking.com",
        description:
          "Sync your holiday-home calendar with Airbnb, Booking.com, Vrbo and Google Calendar via iCal. Imports every few minutes, an export feed for every platform, and honest advice on timing.",
      },
      summary: "iCal sync with Airbnb, Booking.com, Vrbo and Google Calendar, so every booking blocks every calendar.",
      hero: {
        eyebrow: "Calendar sync",
        title: "One calendar for Airbnb, Booking.com, Vrbo and your own website",
        lead: "Keep renting through the platforms and take direct bookings on your own site. VayVista imports their bookings and offers them a feed of yours, so all your calendars stay in step.",
      },
      problem: {
        eyebrow: "The problem",
        title: "Several calendars, one house",
        intro:
          "Most owners rent through more than one channel. Each channel keeps its own calendar, and they know nothing about each other unless you tell them.",
        points: [
          {
            title: "Keeping them in step by hand",
            body: "Every booking means logging in elsewhere to block the same dates. Forget once, and the platform happily sells the nights again.",
          },
          {
            title: "A double booking is expensive",
            body: "Cancelling a guest costs you a penalty on the platform, a lower ranking and, worst of all, a family without somewhere to stay.",
          },
          {
            title: "You can't see the whole picture",
            body: "When bookings are spread over three apps, it's hard to see at a glance when the house is free, when cleaning is due and what's still open to sell.",
          },
        ],
      },
      solution: {
        eyebrow: "What VayVista does",
        title: "Import from every platform, export to every platform",
        intro:
          "Calendar sync uses iCal, the standard that Airbnb, Booking.com, Vrbo and Google Calendar all support. You paste a link, we do the rest.",
        visual: {
          kind: "sync",
          centre: "Your VayVista calendar",
          googleCalendar: "Google Calendar",
          imports: "Import",
          exports: "Export feed",
          every: "Imports refreshed every few minutes",
        },
        features: [
          {
            icon: "download",
            title: "Import from the platforms",
            body: "Add the iCal link of your Airbnb, Booking.com or Vrbo listing, or of a Google Calendar. Bookings made there block the dates on your own site.",
          },
          {
            icon: "upload",
            title: "One export feed for all of them",
            body: "Your dashboard gives you a private iCal link. Paste it into each platform and they block the dates of your direct bookings and your own blocks.",
          },
          {
            icon: "refresh",
            title: "Imports every few minutes",
            body: "We fetch the platform calendars every few minutes, around the clock, so a new Airbnb booking shows up on your site quickly.",
          },
          {
            icon: "calendarSync",
            title: "Everything in one overview",
            body: "Direct bookings, platform bookings and your own blocks side by side in one calendar in your dashboard, each labelled with where it came from.",
          },
          {
            icon: "triangleAlert",
            title: "Warning when a feed breaks",
            body: "If a platform link stops working, we keep the last good data and warn you by email and in your dashboard, so you can fix it before it matters.",
          },
          {
            icon: "lock",
            title: "Private links",
            body: "Your export feed has a long, secret address and contains only dates, never guest names or contact details.",
          },
        ],
      },
      steps: {
        eyebrow: "How it works in practice",
        title: "Connected in about ten minutes",
        intro: "We walk you through it during setup, but it's simple enough to do yourself.",
        items: [
          {
            title: "Copy the platform's iCal link",
            body: "In Airbnb, Booking.com or Vrbo you'll find an export link in your listing's calendar settings. For Google Calendar it's the secret address in iCal format.",
          },
          {
            title: "Paste it into your dashboard",
            body: "We fetch it immediately and show you which dates were imported, so you can check that it's the right listing.",
          },
          {
            title: "Paste our feed into the platform",
            body: "Copy your VayVista export link and add it as an imported calendar on each platform.",
          },
          {
            title: "Let it run",
            body: "From now on bookings flow both ways by themselves. You'll only hear from us if a feed stops working.",
          },
        ],
      },
      spotlight: {
        eyebrow: "Honest about timing",
        title: "What sync can and can't do",
        intro:
          "iCal is the link Airbnb and Booking.com offer to owners without a channel manager, and it isn't instant. This is how it really works, and how to stay safe.",
        items: [
          {
            title: "Our side: every few minutes",
            body: "VayVista fetches the platform calendars every few minutes. A booking made on Airbnb is blocked on your own website shortly afterwards.",
          },
          {
            title: "Their side: every few hours",
            body: "The platforms decide themselves how often they read our feed, and that's only every few hours. Booking.com, for example, checks roughly every 2 hours. We can't speed that up; nobody using iCal can.",
          },
          {
            title: "Our advice: a small buffer",
            body: "Because of that delay, we advise not taking bookings for the same or next day on the platforms, or leaving a changeover day between stays. That closes the gap in which the same night could be sold twice.",
          },
          {
            title: "When a feed breaks",
            body: "If a platform link returns an error or suddenly comes back empty, we don't wipe your calendar. We keep the last good data, keep trying, and warn you by email and in your dashboard.",
          },
        ],
        footnote:
          "Bookings on your own website never clash with each other: those are checked in one calendar at the moment of booking.",
      },
      plan: {
        eyebrow: "What you get",
        title: "Included in the plan, and what you can add",
        intro:
          "Calendar sync is part of the VayVista plan: {{setupFee}} once, then {{monthlyFee}} a month (excl. VAT).",
        included: [
          "iCal import from Airbnb, Booking.com, Vrbo and Google Calendar",
          "A private export feed for every platform",
          "Imports refreshed every few minutes, day and night",
          "Email and dashboard warning when a feed breaks",
          "Help connecting your calendars during setup",
        ],
        extras: [
          {
            title: "Channel manager link",
            body: "Already use a channel manager that offers an API? We can look at a direct connection as custom work.",
          },
          {
            title: "Several houses in one overview",
            body: "A combined calendar for owners with several properties, built as custom work.",
          },
        ],
      },
      faq: [
        {
          question: "Does calendar sync also copy prices?",
          answer:
            "No. iCal carries only which dates are taken, not prices or guest details. You set prices on each platform and on your own site separately.",
        },
        {
          question: "Which platforms can I connect?",
          answer:
            "Any platform or calendar that offers an iCal link: Airbnb, Booking.com, Vrbo and Google Calendar, and also smaller ones such as local rental sites that support iCal.",
        },
        {
          question: "Why don't blocked dates appear on Booking.com straight away?",
          answer:
            "Booking.com reads our feed on its own schedule, roughly every 2 hours. The dates are already blocked in VayVista; they'll appear on Booking.com at its next check.",
        },
        {
          question: "What if a platform changes its link?",
          answer:
            "Then the old link stops working. We keep your last known bookings, warn you, and you paste the new link into your dashboard.",
        },
      ],
      related: ["bookingSystem", "websiteDevelopment", "maintenance"],
      cta: {
        title: "Keep the platforms, lose the double bookings",
        body: "In a free consultation we'll connect one of your calendars together so you can see it work.",
      },
    },
    photography: {
      meta: {
        title: "Holiday-home photography",
        description:
          "Professional holiday-home photos by partner photographers in the Netherlands, as an optional extra. Price on request, plus practical tips for taking your own photos.",
      },
      summary: "Professional photos by partner photographers as an optional extra, and tips for taking your own.",
      hero: {
        eyebrow: "Holiday-home photography",
        title: "Photos that make guests want to stay",
        lead: "Photos do most of the selling. Have your house photographed by one of our partner photographers in the Netherlands, or take them yourself with our tips. Either way, your site shows them sharp and fast.",
      },
      problem: {
        eyebrow: "The problem",
        title: "Guests decide in seconds, on the first photo",
        intro:
          "A lovely house with dark, crooked or cluttered photos looks like an average house. Guests scroll on before they ever read your description.",
        points: [
          {
            title: "Phone photos in poor light",
            body: "Interiors shot on an overcast afternoon come out grey, with burnt-out windows. The room looked lovely in real life, but not on the screen.",
          },
          {
            title: "Everything, but not the feeling",
            body: "Twenty photos of every corner tell guests where the sockets are, not what it's like to have breakfast on the terrace.",
          },
          {
            title: "Heavy images, slow pages",
            body: "Large photo files make a website slow on a phone. Guests on a mobile connection give up before the gallery has loaded.",
          },
        ],
      },
      solution: {
        eyebrow: "What VayVista does",
        title: "Good photos, shown at their best",
        intro:
          "Photography is an optional extra, not part of the standard plan. What is always included is the way your site handles photos.",
        visual: {
          kind: "photos",
          caption: "One photo, delivered in the right size for every screen",
          sizes: "Phone · Tablet · Desktop",
        },
        features: [
          {
            icon: "camera",
            title: "Partner photographers in the Netherlands",
            body: "We work with photographers who know holiday homes: wide-angle interiors, exteriors in the best light and the details that make your place different.",
          },
          {
            icon: "image",
            title: "Responsive images",
            body: "Every photo you upload is prepared in several sizes. A phone gets a small file, a large screen a sharp one.",
          },
          {
            icon: "gauge",
            title: "Compressed without looking it",
            body: "Photos are compressed automatically, so pages load quickly even on a weak holiday-park connection, without visible loss of quality.",
          },
          {
            icon: "layout",
            title: "Galleries that tell a story",
            body: "Arrange photos per room or per theme in your dashboard. Your best shot goes first, where it gets noticed.",
          },
          {
            icon: "pen",
            title: "Captions and alt text",
            body: "Add a short caption per photo. It helps guests, screen readers and Google understand what they're looking at.",
          },
          {
            icon: "refresh",
            title: "Swap photos any time",
            body: "New kitchen or summer photos for the season? Upload them yourself; the site resizes and compresses them for you.",
          },
        ],
      },
      steps: {
        eyebrow: "How it works in practice",
        title: "How a photo shoot with a partner photographer works",
        intro: "If you choose the optional photo shoot, this is what to expect.",
        items: [
          {
            title: "Request a quote",
            body: "Tell us where the house is, how big it is and whether you'd like exterior or surroundings shots. We send you the photographer's price in advance.",
          },
          {
            title: "Plan a date",
            body: "We plan the shoot with the photographer between guests, ideally on a bright day. You get a short checklist to prepare the house.",
          },
          {
            title: "The shoot",
            body: "The photographer spends a few hours at the house, photographing every room, the outside and the details that make your place special.",
          },
          {
            title: "Straight onto your site",
            body: "You receive the edited photos to use wherever you like, and we place the best ones on your website.",
          },
        ],
      },
      spotlight: {
        eyebrow: "Doing it yourself",
        title: "Tips for taking your own photos",
        intro: "A recent smartphone can take very good holiday-home photos if you keep these points in mind.",
        items: [
          {
            title: "Shoot in daylight",
            body: "Open all curtains, switch on the lamps too and shoot late morning or early afternoon. Avoid the flash.",
          },
          {
            title: "Hold the phone level",
            body: "Shoot from chest height and keep vertical lines straight. Turn on your camera's grid to help.",
          },
          {
            title: "Tidy up, then tidy again",
            body: "Remove cables, remote controls, bins and personal items. Make beds tightly and fold towels neatly.",
          },
          {
            title: "Shoot from the corner",
            body: "Standing in the corner of a room shows the most space. Use the 0.5× wide lens sparingly; it distorts at the edges.",
          },
          {
            title: "Show the experience",
            body: "A set breakfast table, the fire lit, bikes by the door: a few atmosphere photos sell more than one more angle of the bedroom.",
          },
          {
            title: "Horizontal first",
            body: "Take most photos in landscape format; they work best on websites and platforms alike.",
          },
        ],
      },
      plan: {
        eyebrow: "What you get",
        title: "Included in the plan, and what you can add",
        intro:
          "Photo handling is part of the VayVista plan ({{monthlyFee}} a month, excl. VAT). A professional photo shoot is an optional extra, priced per house.",
        included: [
          "Unlimited photo uploads in your dashboard",
          "Automatic resizing for every screen",
          "Automatic compression for fast pages",
          "Galleries per room or theme, with captions",
          "Practical advice on taking your own photos",
        ],
        extras: [
          {
            title: "Professional photo shoot",
            body: "By a partner photographer in the Netherlands. Price on request, depending on the size and location of the house.",
          },
          {
            title: "Drone and surroundings shots",
            body: "Aerial photos of the house and the area, where local rules allow. Price on request.",
          },
          {
            title: "Photo editing",
            body: "We straighten, brighten and crop your own photos so they sit well together. Quoted in advance.",
          },
        ],
      },
      faq: [
        {
          question: "What does a photo shoot cost?",
          answer:
            "That depends on the size of the house, the location and whether you'd like exterior or drone shots. Ask for a quote and you'll get a fixed price before anything is booked.",
        },
        {
          question: "Do you photograph outside the Netherlands?",
          answer:
            "Our partner photographers work in the Netherlands. For houses elsewhere, we're happy to brief a local photographer you find, or help you with your own photos.",
        },
        {
          question: "May I use the photos on Airbnb and Booking.com too?",
          answer: "Yes. You receive the photos to use on your own website, on the platforms and on social media.",
        },
        {
          question: "Is a new smartphone good enough?",
          answer:
            "Often, yes, especially for exteriors and details. Interiors are harder because of the contrast between bright windows and darker rooms; that's where a professional makes the biggest difference.",
        },
      ],
      related: ["websiteDevelopment", "seo", "bookingSystem"],
      cta: {
        title: "Let your house look as good as it is",
        body: "Ask for a photography quote or get advice on your own photos in a free consultation.",
      },
    },
    seo: {
      meta: {
        title: "SEO for holiday-home websites",
        description:
          "Get found on Google by guests looking for a holiday home: technical and local SEO, multilingual pages, structured data, Google Business Profile and fast pages.",
      },
      summary: "Technical and local SEO, multilingual pages and structured data, so guests find you on Google.",
      hero: {
        eyebrow: "SEO optimisation",
        title: "Found on Google by guests looking for a place like yours",
        lead: "A website only brings direct bookings if guests can find it. VayVista sites are built to be understood by search engines from day one, in every language you offer.",
      },
      problem: {
        eyebrow: "The problem",
        title: "A beautiful website that nobody finds",
        intro:
          "Many holiday-home websites never show up beyond page three of Google, and it's rarely because of the house.",
        points: [
          {
            title: "The platforms rank above you",
            body: "Search for 'holiday home Zeeland' and you'll find the big platforms first. They invest heavily in search, and your own site has to earn a place alongside them.",
          },
          {
            title: "Technical details get forgotten",
            body: "Missing page titles, slow images, no sitemap, one language for everyone: small omissions that together keep a site invisible.",
          },
          {
            title: "Guests search in their own language",
            body: "A German family searches in German. If your site only speaks one language, it simply doesn't exist for them.",
          },
        ],
      },
      solution: {
        eyebrow: "What VayVista does",
        title: "A site search engines understand, in every language",
        intro:
          "We take care of the technical groundwork on every site. Together with your own descriptions of the house and the area, that gives Google everything it needs.",
        visual: {
          kind: "search",
          query: "holiday home by the sea zeeland",
          url: "villaduinzicht.nl › en",
          title: "Villa Duinzicht – Holiday home by the dunes in Zeeland",
          description: "Family house for 6, five minutes from the beach. Check availability and book directly…",
          mapLabel: "Villa Duinzicht",
        },
        features: [
          {
            icon: "code",
            title: "Technical SEO",
            body: "Clean addresses, page titles and descriptions, a sitemap, canonical links and correct headings on every page, set up for you.",
          },
          {
            icon: "mapPin",
            title: "Local SEO",
            body: "Your location, the area and nearby attractions in your texts and page data, so you appear for searches about your region.",
          },
          {
            icon: "languages",
            title: "Multilingual pages",
            body: "Each language has its own address and is linked to the others with hreflang, so Google shows German searchers the German page.",
          },
          {
            icon: "database",
            title: "Structured data",
            body: "Information about your house, such as its type, location and number of guests, in the format search engines read directly.",
          },
          {
            icon: "search",
            title: "Google Business Profile",
            body: "We help you set up or improve your Business Profile so your house appears on Google Maps and links to your own site.",
          },
          {
            icon: "gauge",
            title: "Fast pages",
            body: "Light pages, compressed images and quick servers. Speed counts for Google, and even more for guests on a phone.",
          },
        ],
      },
      steps: {
        eyebrow: "How it works in practice",
        title: "How we get your site found",
        intro: "SEO is a matter of months, not days. This is the route we follow with you.",
        items: [
          {
            title: "The foundations on day one",
            body: "When your site goes live, the technical SEO, structured data, sitemap and language links are already in place.",
          },
          {
            title: "Your words, sharpened",
            body: "We look at your texts with you: which words do guests use, which places nearby are worth mentioning, what makes your house different.",
          },
          {
            title: "Listed with Google",
            body: "We submit your sitemap to Google Search Console and help you link your Business Profile to the website.",
          },
          {
            title: "Keep it fresh",
            body: "Updated prices, new photos and a seasonal update now and then show Google the site is alive. You do that in minutes from your dashboard.",
          },
        ],
      },
      plan: {
        eyebrow: "What you get",
        title: "Included in the plan, and what you can add",
        intro:
          "The SEO groundwork is part of the VayVista plan: {{setupFee}} once, then {{monthlyFee}} a month (excl. VAT).",
        included: [
          "Technical SEO on every page",
          "Structured data about your holiday home",
          "Multilingual pages with hreflang links",
          "Sitemap submitted to Google Search Console",
          "Help with your Google Business Profile",
          "Fast hosting and compressed images",
        ],
        extras: [
          {
            title: "SEO text writing",
            body: "We write area pages and descriptions around the words your guests search for, in every language you offer. Quoted in advance.",
          },
          {
            title: "Extra landing pages",
            body: "Pages for specific guests or seasons, such as 'holiday home with a dog' or 'Christmas at the coast'. Quoted as custom work.",
          },
        ],
      },
      faq: [
        {
          question: "Can you guarantee a top position in Google?",
          answer:
            "No, and be wary of anyone who does. Nobody controls Google's rankings. We make sure your site meets everything Google looks for technically, and help you with the content that makes the difference.",
        },
        {
          question: "How long before I see results?",
          answer:
            "Searches for your house name usually work within a few weeks. Ranking for broader searches such as a region takes months, and depends on the competition in your area.",
        },
        {
          question: "Does a website in several languages help?",
          answer:
            "Yes. Every language is a new group of guests searching in their own words. With a separate page per language, each linked correctly, you can be found in all of them.",
        },
        {
          question: "Do I need a blog?",
          answer:
            "It isn't required. A few good pages about the house and the area often do more than a blog you don't have time for. If you enjoy writing, area tips can help.",
        },
      ],
      related: ["websiteDevelopment", "photography", "maintenance"],
      cta: {
        title: "Let guests find you, not just the platforms",
        body: "In a free consultation we'll look at how your house is found today and what would help most.",
      },
    },
    maintenance: {
      meta: {
        title: "Technical maintenance and hosting",
        description:
          "Hosting, SSL, daily backups, 24/7 monitoring, monthly updates and security for your holiday-home website, with support that answers within one working day.",
      },
      summary: "Hosting, SSL, daily backups, 24/7 monitoring and monthly updates, with support within one working day.",
      hero: {
        eyebrow: "Technical maintenance",
        title: "The technology behind your website, taken care of",
        lead: "Hosting, security, backups and updates are included. You take care of your guests; we make sure your website is online, safe and up to date.",
      },
      problem: {
        eyebrow: "The problem",
        title: "A website needs looking after",
        intro:
          "A site that's never maintained slowly gets slower and less safe, and one day it simply stops working, usually in the middle of high season.",
        points: [
          {
            title: "Updates nobody installs",
            body: "Outdated software is the most common way into a website. On many self-built sites, plugins go without updates for years.",
          },
          {
            title: "No backup when you need one",
            body: "A broken update, a hacked account or a mistake and your site is gone. Without a recent backup, you start again from scratch.",
          },
          {
            title: "Nobody notices it's down",
            body: "If your site goes offline on a Friday evening, you find out on Monday from a guest who couldn't book. That weekend's bookings are lost.",
          },
        ],
      },
      solution: {
        eyebrow: "What VayVista does",
        title: "Maintenance that happens without you thinking about it",
        intro:
          "Everything below is part of the plan and runs in the background. You don't need to log in anywhere for it.",
        visual: {
          kind: "status",
          heading: "All systems running",
          rows: [
            { label: "Website", value: "Online" },
            { label: "SSL certificate", value: "Valid" },
            { label: "Last backup", value: "Today, 03:00" },
            { label: "Software updates", value: "Up to date" },
          ],
        },
        features: [
          {
            icon: "server",
            title: "Fast hosting",
            body: "Your site runs on our servers, set up for fast pages and busy moments, such as the day the school holidays are announced.",
          },
          {
            icon: "lock",
            title: "SSL certificate",
            body: "A secure https connection on your domain, renewed automatically, so browsers never show guests a warning.",
          },
          {
            icon: "database",
            title: "Daily backups",
            body: "Your texts, photos and bookings are backed up every day. If something goes wrong, we restore them.",
          },
          {
            icon: "activity",
            title: "24/7 monitoring",
            body: "Your site is checked around the clock. If it doesn't respond, we're alerted automatically, day or night.",
          },
          {
            icon: "refresh",
            title: "Monthly updates",
            body: "Every month we update the software behind all sites, and install urgent security fixes as soon as they're available.",
          },
          {
            icon: "shield",
            title: "Security",
            body: "Protection against automated attacks, spam filtering on forms and secure handling of guest details and payments.",
          },
        ],
      },
      steps: {
        eyebrow: "How it works in practice",
        title: "What a month of maintenance looks like",
        intro: "Mostly, you won't notice a thing. That's the point.",
        items: [
          {
            title: "Every night",
            body: "A backup of your site and your bookings is made and stored separately from the website itself.",
          },
          {
            title: "Every few minutes",
            body: "Our monitoring checks that your site responds. If it doesn't, we get an alert straight away.",
          },
          {
            title: "Every month",
            body: "We install software updates, test them and roll them out. Urgent security fixes don't wait for the month to end.",
          },
          {
            title: "Whenever you need us",
            body: "A question or something not working? Email or WhatsApp us and we reply within one working day.",
          },
        ],
      },
      spotlight: {
        eyebrow: "Support",
        title: "Realistic response times",
        intro: "We're a small team, and we'd rather promise what we can keep.",
        items: [
          {
            title: "Questions and requests",
            body: "Send us an email or a WhatsApp message. You'll get an answer within one working day, and usually much sooner.",
          },
          {
            title: "When your site is down",
            body: "Our monitoring alerts us automatically at any hour. An outage goes ahead of everything else, and we work on it until your site is back.",
          },
          {
            title: "Changes to your site",
            body: "Small things you can do yourself in the dashboard. For bigger changes we agree a clear plan and date with you first.",
          },
        ],
      },
      plan: {
        eyebrow: "What you get",
        title: "Included in the plan, and what you can add",
        intro:
          "All technical maintenance is part of the VayVista plan: {{setupFee}} once, then {{monthlyFee}} a month (excl. VAT). No separate hosting bill, no surprise update costs.",
        included: [
          "Hosting of your website",
          "SSL certificate, renewed automatically",
          "Daily backups",
          "24/7 monitoring with automatic alerts",
          "Monthly software and security updates",
          "Support by email and WhatsApp, answered within one working day",
        ],
        extras: [
          {
            title: "Moving from another host",
            body: "Moving your old website, including redirects of old addresses, is quoted as custom work.",
          },
          {
            title: "Custom features",
            body: "New functionality built for your site alone, with maintenance included afterwards. Quoted as custom work.",
          },
        ],
      },
      faq: [
        {
          question: "Do I need a separate hosting package?",
          answer:
            "No. Hosting is included in the plan. You only keep paying for your own domain name if you have one, to the company where it's registered.",
        },
        {
          question: "What happens if my site goes down at night?",
          answer:
            "Our monitoring notices and alerts us automatically. We pick it up as quickly as we can; an outage always comes before other work.",
        },
        {
          question: "How long are backups kept?",
          answer:
            "We make a backup every day and keep a series of recent ones, so we can go back to a version from before a problem started, not just yesterday's.",
        },
        {
          question: "Can I reach you at weekends?",
          answer:
            "You can always send a message. Questions are answered within one working day; outages are picked up at weekends too, because monitoring alerts us whatever day it is.",
        },
      ],
      related: ["websiteDevelopment", "bookingSystem", "seo"],
      cta: {
        title: "Never think about updates again",
        body: "Book a free consultation and hear exactly how we look after your site.",
      },
    },
  },
};
