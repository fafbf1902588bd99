import type { CheckoutContent } from "./types.ts";

export const en: CheckoutContent = {
  checkout: {
    metaTitle: "Get started with VayVista",
    metaDescription:
      "Start your own booking website: a {{setupFee}} one-off setup fee and {{monthlyFee}} a month, with a {{moneyBackDays}}-day money-back guarantee. Create your account and pay securely online.",
    eyebrow: "Get started",
    title: "Start your own booking website",
    lead: "Create your account, fill in your billing details and pay securely. Straight afterwards you set up your website, step by step.",
    summary: {
      title: "Your order",
      planName: "VayVista plan",
      setupLabel: "Setup fee",
      setupWhen: "One-off, today",
      monthlyLabel: "Monthly fee",
      monthlyWhen: "Today for the first month, then every month; cancel any month",
      monthlyWhenFreeFirstMonth: "From your second month; cancel any month",
      firstMonthLabel: "First month",
      firstMonthFree: "Free",
      promotionLabel: "Offer",
      todayLabel: "Today, excluding VAT: {amount}",
      included: [
        "Your own website with booking system",
        "Calendar sync with Airbnb and Booking.com",
        "Online payments, hosting, backups and updates",
        "0% commission on your bookings",
      ],
    },
    vat: {
      title: "Prices exclude VAT",
      domestic: "Customers in the Netherlands and consumers elsewhere in the EU: + {rate}% VAT, {amount} today.",
      reverseCharge: "Businesses elsewhere in the EU with a VAT number: no VAT, it is reverse-charged to you.",
      outsideEu: "Outside the EU: no Dutch VAT.",
    },
    guarantee: {
      title: "{{moneyBackDays}}-day money-back guarantee",
      body: "Not happy within {{moneyBackDays}} days? Cancel in your dashboard and you get everything back at once, setup fee included.",
    },
    account: {
      title: "Your account",
      intro: "With your account you build your website and manage your bookings.",
      signedInAs: "Signed in as {name} ({email})",
      signOut: "Not you? Sign out",
      email: "Email address",
      password: "Choose a password",
      passwordHint: "At least 10 characters.",
      haveAccount: "Already have an account?",
      signIn: "Sign in",
      legal: "By creating an account you agree to our",
      terms: "terms of service",
      and: "and",
      privacy: "privacy policy",
    },
    billing: {
      title: "Billing details",
      intro: "These details appear on your invoices.",
      name: "Your name",
      business: "I am ordering as a business",
      company: "Company name",
      vatNumber: "VAT number",
      vatHint:
        "For a business in the EU, e.g. BE0123456789. With a valid number from outside the Netherlands you pay no VAT.",
      street: "Street and number",
      postalCode: "Postcode",
      city: "Town or city",
      country: "Country",
      chooseCountry: "Choose a country",
      problems: {
        country: "Please choose a country from the list.",
        vatNumber: "This is not a VAT number of the chosen country. Check the number and the country.",
        vatNeedsCompany: "A VAT number goes with a company name: fill in the company too.",
      },
    },
    pay: {
      title: "Payment",
      button: "Pay {amount} and start",
      pending: "One moment…",
      note: "You pay on the secure page of our payment provider. Afterwards you come straight back here.",
      providerUnreachable:
        "We cannot reach the payment provider right now. Nothing has been charged and your details are still filled in; please try again in a minute.",
    },
    unavailable: {
      title: "Paying online is not possible just now",
      body: "We are not taking online payments at the moment. Get in touch and we will help you get started straight away.",
      contact: "Contact us",
    },
    consultation: {
      question: "Would you rather talk it through first?",
      link: "Book a free consultation",
    },
  },
  success: {
    metaTitle: "Your VayVista subscription",
    metaDescription: "The state of your payment to VayVista.",
    waiting: {
      eyebrow: "Payment received",
      title: "We are waiting for your payment to be confirmed",
      lead: "Your bank or card provider is confirming the payment. That usually takes a few seconds; this page updates itself.",
      reload: "Check again",
    },
    confirmed: {
      eyebrow: "Payment confirmed",
      title: "Thank you, welcome to VayVista!",
      lead: "Your subscription is active. Your invoice is on its way by email and is always in your dashboard.",
      next: {
        title: "What happens now",
        steps: [
          {
            title: "Set up your website",
            body: "In a few steps you add your property, photos and prices, and choose a theme.",
          },
          {
            title: "Connect your calendars",
            body: "Link Airbnb and Booking.com, so your availability is the same everywhere.",
          },
          {
            title: "Live within {{liveWithinDays}} days",
            body: "Check everything, publish, and guests can book directly with you.",
          },
        ],
      },
      onboarding: "Set up my website",
      dashboard: "Go to my dashboard",
    },
  },
  cancelled: {
    metaTitle: "Payment cancelled",
    metaDescription: "Your payment was cancelled and nothing was charged. Try again or ask us a question.",
    eyebrow: "Payment cancelled",
    title: "Don't worry, nothing was charged",
    lead: "The payment was stopped, so no money has left your account. Still making up your mind, or did something go wrong? Choose what you would like to do below.",
    options: {
      title: "How would you like to continue?",
      retry: {
        title: "Try again",
        body: "Your details are still filled in: check them and pay after all.",
        cta: "Back to the checkout",
      },
      question: {
        title: "Ask a question",
        body: "Want to know more about the price, the guarantee or how it works first? Send us a message.",
        cta: "Go to the contact form",
      },
      whatsapp: {
        title: "Message us on WhatsApp",
        body: "Prefer a quick answer? Send us a WhatsApp message and we will help you further.",
        cta: "Open WhatsApp",
      },
    },
  },
};
