import type { BlogContent } from "./types.ts";

export const en: BlogContent = {
  index: {
    metaTitle: "Blog for holiday-home owners: direct bookings, calendars and more",
    metaDescription:
      "Practical articles for holiday-home owners: win more direct bookings, keep calendars free of double bookings and write listings that guests actually book.",
    eyebrow: "Blog",
    title: "Practical advice for running your holiday let",
    lead: "No vague marketing talk, just things you can do tomorrow: more direct bookings, less calendar juggling and a listing that makes guests choose your place.",
    empty: "There are no articles in English yet. Please check back soon.",
    cta: {
      title: "Ready to take bookings without commission?",
      body: "In a free consultation we look at your property and your bookings together. Your own website can be live within {{liveWithinDays}} days.",
    },
  },
  post: {
    breadcrumbLabel: "Breadcrumb",
    publishedOn: "Published on",
    cta: {
      title: "Want more direct bookings yourself?",
      body: "VayVista builds and runs your own booking website, synced with Airbnb and Booking.com. Live within {{liveWithinDays}} days, with a {{moneyBackDays}}-day money-back guarantee.",
    },
  },
};
