import type { CustomerStoriesContent } from "./types.ts";

export const en: CustomerStoriesContent = {
  metaTitle: "Customer stories: holiday-home owners on their own booking website",
  metaDescription:
    "How holiday-home owners take more direct bookings with VayVista: the problem they had, what we set up together and what changed, in their own words.",
  eyebrow: "Customer stories",
  title: "Owners on running their own booking website",
  lead: "No grand claims, just honest accounts from hosts like you: what was getting in the way, what we set up together and what changed afterwards.",
  empty: "There are no customer stories in English yet.",
  labels: {
    challenge: "The challenge",
    solution: "What we did",
    result: "The result",
    highlights: "Key figures",
    theme: "Theme",
  },
  cta: {
    title: "Could your holiday home be the next story?",
    body: "Book a free consultation. We will show you what your own website could look like and how much commission you could keep. Live within {{liveWithinDays}} days.",
  },
};
