import { SITE_PAGE_IDS } from "../i18n/site-route-table.ts";
import { SITE_CONTENT_LIMITS as L, SOCIAL_NETWORKS } from "./content-choices.ts";

/**
 * The content editor's sections, grouped as the site's pages are, and their fields: where
 * each sits in the content document and what it holds. The dashboard draws its forms from
 * these, and applySectionEdit (edit-site-content.ts) applies a posted form with them.
 * - text / rich: one value per site language (the editor shows one language at a time,
 *   translations beside the main language's text);
 * - plain, email, phone, url, country: one value for every language;
 * - photo: the id of one of the site's photos, or none.
 */
export type ContentField =
  | { kind: "text"; path: string; max: number; multiline?: boolean }
  | { kind: "rich"; path: string }
  | { kind: "plain"; path: string; max: number }
  | { kind: "email"; path: string }
  | { kind: "phone"; path: string }
  | { kind: "url"; path: string }
  | { kind: "country"; path: string }
  | { kind: "photo"; path: string };

export const CONTENT_SECTIONS = {
  home: [
    { kind: "text", path: "tagline", max: L.tagline },
    { kind: "text", path: "intro", max: L.intro, multiline: true },
    { kind: "photo", path: "heroPhotoId" },
  ],
  about: [
    { kind: "text", path: "about.title", max: L.title },
    { kind: "rich", path: "about.story" },
    { kind: "plain", path: "about.hostNames", max: L.hostNames },
    { kind: "photo", path: "about.hostPhotoId" },
  ],
  surroundings: [{ kind: "text", path: "surroundings.intro", max: L.intro, multiline: true }],
  contact: [
    { kind: "email", path: "contact.email" },
    { kind: "phone", path: "contact.phone" },
    { kind: "phone", path: "contact.whatsapp" },
    { kind: "plain", path: "contact.street", max: L.address },
    { kind: "plain", path: "contact.postalCode", max: 20 },
    { kind: "plain", path: "contact.city", max: 100 },
    { kind: "country", path: "contact.country" },
    { kind: "url", path: "contact.mapUrl" },
    ...SOCIAL_NETWORKS.map((network) => ({ kind: "url" as const, path: `social.${network}` })),
  ],
  seo: SITE_PAGE_IDS.flatMap((page) => [
    { kind: "text" as const, path: `seo.${page}.title`, max: L.seoTitle },
    { kind: "text" as const, path: `seo.${page}.description`, max: L.seoDescription, multiline: true },
  ]),
} as const satisfies Record<string, readonly ContentField[]>;

export type ContentSection = keyof typeof CONTENT_SECTIONS;
export const CONTENT_SECTION_IDS = Object.keys(CONTENT_SECTIONS) as ContentSection[];

export function isContentSection(value: unknown): value is ContentSection {
  return typeof value === "string" && value in CONTENT_SECTIONS;
}

/** Whether a field has a value per language. */
export function isLocalized(field: ContentField): boolean {
  return field.kind === "text" || field.kind === "rich";
}
