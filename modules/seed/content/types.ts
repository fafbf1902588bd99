import type { StoryHighlight } from "../../../db/schema.ts";
import type { Lang } from "../../i18n/languages.ts";

export type SeedBlogPost = {
  translationKey: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Paragraphs separated by blank lines; `## ` starts a heading, `- ` a list item. */
  body: string;
  authorName: string;
  publishedAt: string; // ISO date
};

export type SeedTestimonial = {
  quote: string;
  authorName: string;
  propertyName: string;
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
};

export type SeedCustomerStory = {
  ownerName: string;
  propertyName: string;
  location: string;
  headline: string;
  challenge: string;
  solution: string;
  result: string;
  quote: string;
  highlights: StoryHighlight[];
  theme: string;
};

export type PerLang<T> = Record<Lang, T>;
