import { z } from "zod";
import { SITE_LANGUAGES, type SiteLang, type SiteText } from "../i18n/site-languages.ts";
import { SITE_PAGE_IDS, type SitePageId } from "../i18n/site-route-table.ts";
import { type RichDoc, richDocSchema } from "../rich-text/rich-doc.ts";
import type { ThemeOptions } from "../sites/theme-options.ts";
import { THEME_NAMES, type ThemeName } from "../sites/themes.ts";
import { PLACE_CATEGORIES, SITE_CONTENT_LIMITS, SOCIAL_NETWORKS } from "./content-choices.ts";

export {
  PLACE_CATEGORIES,
  type PlaceCategory,
  SITE_CONTENT_LIMITS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from "./content-choices.ts";

/**
 * What a site says about itself, as the owner edits it (draft) and guests see it
 * (published): one document per site (db/schema/site-content.ts). Every field has a
 * default, so a document saved before a field existed still parses.
 */

const langSchema = z.enum(SITE_LANGUAGES);

function siteText(max: number) {
  return z.partialRecord(langSchema, z.string().trim().max(max)).default({}) as z.ZodType<
    SiteText,
    SiteText | undefined
  >;
}

const richText = z.partialRecord(langSchema, richDocSchema).default({}) as z.ZodType<
  Partial<Record<SiteLang, RichDoc>>,
  Partial<Record<SiteLang, RichDoc>> | undefined
>;

const webUrl = z
  .string()
  .trim()
  .max(SITE_CONTENT_LIMITS.url)
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), "url")
  .default("");

const placeSchema = z.object({
  id: z.uuid(),
  name: siteText(SITE_CONTENT_LIMITS.placeName),
  category: z.enum(PLACE_CATEGORIES).default("nature"),
  /** Kilometres from the property, one decimal. */
  distanceKm: z.number().min(0).max(1_000).default(0),
  description: siteText(SITE_CONTENT_LIMITS.placeDescription),
});

const themeOptionsSchema = z
  .object({
    accent: z.string().max(40),
    fontPair: z.string().max(40),
    heroLayout: z.string().max(40),
    photoTone: z.string().max(40),
  })
  .partial();

export const siteContentDocSchema = z.object({
  languages: z
    .object({
      main: langSchema,
      /** The languages the site offers besides the main one. */
      others: z.array(langSchema).max(3).default([]),
    })
    .default({ main: "nl", others: [] }),
  tagline: siteText(SITE_CONTENT_LIMITS.tagline),
  intro: siteText(SITE_CONTENT_LIMITS.intro),
  heroPhotoId: z.uuid().nullable().default(null),
  about: z
    .object({
      title: siteText(SITE_CONTENT_LIMITS.title),
      story: richText,
      hostNames: z.string().trim().max(SITE_CONTENT_LIMITS.hostNames).default(""),
      hostPhotoId: z.uuid().nullable().default(null),
    })
    .default({ title: {}, story: {}, hostNames: "", hostPhotoId: null }),
  surroundings: z
    .object({
      intro: siteText(SITE_CONTENT_LIMITS.intro),
      places: z.array(placeSchema).max(SITE_CONTENT_LIMITS.places).default([]),
    })
    .default({ intro: {}, places: [] }),
  contact: z
    .object({
      email: z.union([z.literal(""), z.email().max(254)]).default(""),
      phone: z.string().trim().max(SITE_CONTENT_LIMITS.phone).default(""),
      whatsapp: z.string().trim().max(SITE_CONTENT_LIMITS.phone).default(""),
      street: z.string().trim().max(SITE_CONTENT_LIMITS.address).default(""),
      postalCode: z.string().trim().max(20).default(""),
      city: z.string().trim().max(100).default(""),
      country: z
        .string()
        .regex(/^([A-Z]{2})?$/)
        .default(""),
      mapUrl: webUrl,
    })
    .default({ email: "", phone: "", whatsapp: "", street: "", postalCode: "", city: "", country: "", mapUrl: "" }),
  social: z.partialRecord(z.enum(SOCIAL_NETWORKS), webUrl).default({}),
  seo: z
    .partialRecord(
      z.enum(SITE_PAGE_IDS as [SitePageId, ...SitePageId[]]),
      z.object({
        title: siteText(SITE_CONTENT_LIMITS.seoTitle),
        description: siteText(SITE_CONTENT_LIMITS.seoDescription),
      }),
    )
    .default({}),
  themes: z.partialRecord(z.enum(THEME_NAMES), themeOptionsSchema).default({}),
});

export type SiteContentDoc = z.infer<typeof siteContentDocSchema>;
export type SitePlace = z.infer<typeof placeSchema>;
export type SavedThemeOptions = Partial<Record<ThemeName, Partial<ThemeOptions>>>;

/** Every language the site speaks, the main one first. */
export function siteLanguages(doc: Pick<SiteContentDoc, "languages">): SiteLang[] {
  const { main, others } = doc.languages;
  return [main, ...SITE_LANGUAGES.filter((lang) => lang !== main && others.includes(lang))];
}

/**
 * A stored document as the current schema reads it, or null for one that no longer parses
 * (impossible through the editor): the caller shows the defaults rather than break the site.
 */
export function parseSiteContent(stored: unknown): SiteContentDoc | null {
  const parsed = siteContentDocSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
