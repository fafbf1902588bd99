import type { CheckoutContent } from "./types.ts";

export const en: CheckoutContent = {
  checkout: {
    metaTitle: "Get started with VayVista: your summary",
    metaDescription:
      "Your summary: a {{setupFee}} one-off setup fee and {{monthlyFee}} a month for your own booking website. Schedule your start call and be live within {{liveWithinDays}} days.",
    eyebrow: "Get started",
    title: "One step away from your own booking website",
    lead: "Below you can see exactly what you pay and what happens next. No surprises, no commission.",
    summary: {
      title: "Your summary",
      planName: "VayVista plan",
      setupLabel: "Setup fee",
      setupWhen: "One-off, at the start",
      monthlyLabel: "Monthly fee",
      monthlyWhen: "From the following month, cancel any month",
      promotionLabel: "Offer",
      vatNote: "All amounts exclude VAT. VAT is shown separately on your invoice.",
      included: [
        "Your own website with booking system",
        "Calendar sync with Airbnb and Booking.com",
        "Online payments, hosting, backups and updates",
        "0% commission on your bookings",
      ],
    },
    next: {
      title: "What happens next",
      steps: [
        {
          title: "Start call",
          body: "In a 30-minute video call we talk through your property, choose a theme together and go over your calendars.",
        },
        {
          title: "Confirmation by email",
          body: "After the call you receive your confirmation and the payment details for the setup fee.",
        },
        {
          title: "We build your website",
          body: "We set up your site, add your photos and texts, connect Airbnb and Booking.com and switch on online payments.",
        },
        {
          title: "Live within {{liveWithinDays}} days",
          body: "You check everything, and then guests can book directly with you.",
        },
      ],
    },
    guarantee: {
      title: "{{moneyBackDays}}-day money-back guarantee",
      body: "Not happy within {{moneyBackDays}} days of starting? You get your money back, setup fee included.",
    },
    cta: {
      title: "Next step: schedule your start call",
      body: "Pick a time that suits you. We confirm the call by email within one working day.",
      button: "Schedule your start call",
      question: "A question first?",
      questionLink: "Contact us",
    },
  },
  success: {
    metaTitle: "Thank you for your order",
    metaDescription: "Thank you for your order with VayVista. We will be in touch within one working day.",
    eyebrow: "Order received",
    title: "Thank you, welcome to VayVista!",
    lead: "Your order is in. We are getting to work, so guests can soon book directly with you.",
    next: {
      title: "What happens now",
      steps: [
        {
          title: "We email you within one working day",
          body: "You receive an email from us with your confirmation and a suggested time for a short start call.",
        },
        {
          title: "You send us your photos and texts",
          body: "Send us your photos, description and house rules, or the link to your current listing. We do the rest.",
        },
        {
          title: "We set everything up",
          body: "We build your site in the theme you chose, connect your Airbnb and Booking.com calendars and switch on online payments.",
        },
        {
          title: "Live within {{liveWithinDays}} days",
          body: "You check your website, and as soon as you are happy it goes live.",
        },
      ],
    },
    links: {
      title: "While you wait",
      items: [
        { page: "themes", label: "Browse the themes" },
        { page: "howItWorks", label: "How VayVista works" },
        { page: "faq", label: "Frequently asked questions" },
        { page: "contact", label: "Contact" },
      ],
    },
  },
  cancelled: {
    metaTitle: "Payment cancelled",
    metaDescription: "Your payment was cancelled and nothing was charged. Try again or ask us a question.",
    eyebrow: "Payment cancelled",
    title: "Don't worry, nothing was charged",
    lead: "You stopped the payment, so no money has left your account. Still making up your mind, or did something go wrong? Choose what you would like to do below.",
    options: {
      title: "How would you like to continue?",
      retry: {
        title: "Try again",
        body: "Go back to your summary and complete your order after all.",
        cta: "Back to the summary",
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
