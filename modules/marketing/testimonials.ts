import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { customerStories, testimonials } from "../../db/schema.ts";
import type { Lang } from "../i18n/languages.ts";

export function listTestimonials(db: Database, lang: Lang, limit = 6) {
  return db
    .select({
      quote: testimonials.quote,
      authorName: testimonials.authorName,
      propertyName: testimonials.propertyName,
      location: testimonials.location,
      rating: testimonials.rating,
    })
    .from(testimonials)
    .where(eq(testimonials.lang, lang))
    .orderBy(asc(testimonials.sortOrder))
    .limit(limit);
}

export type Testimonial = Awaited<ReturnType<typeof listTestimonials>>[number];

export function listCustomerStories(db: Database, lang: Lang) {
  return db
    .select({
      id: customerStories.id,
      ownerName: customerStories.ownerName,
      propertyName: customerStories.propertyName,
      location: customerStories.location,
      headline: customerStories.headline,
      challenge: customerStories.challenge,
      solution: customerStories.solution,
      result: customerStories.result,
      quote: customerStories.quote,
      highlights: customerStories.highlights,
      theme: customerStories.theme,
    })
    .from(customerStories)
    .where(eq(customerStories.lang, lang))
    .orderBy(asc(customerStories.sortOrder));
}

export type CustomerStory = Awaited<ReturnType<typeof listCustomerStories>>[number];
