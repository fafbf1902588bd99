import type { SitePageId } from "../../../../modules/i18n/site-route-table.ts";
import type { ContentSection } from "../../../../modules/site-content/content-sections.ts";

/**
 * The theme editor's sub-pages (spec §2: /dashboard/theme-editor/{theme} and its Dutch
 * sub-paths), the site page each previews, and the content it edits there; the others are
 * edited where they live (units, photos, blog) and linked to.
 */
export const EDITOR_PAGES = {
  home: { page: "home", section: "home", elsewhere: null },
  "over-ons": { page: "about", section: "about", elsewhere: null },
  faciliteiten: { page: "facilities", section: null, elsewhere: "/dashboard/content/units" },
  omgeving: { page: "surroundings", section: "surroundings", elsewhere: null },
  galerij: { page: "gallery", section: null, elsewhere: "/dashboard/content/photos" },
  blog: { page: "blog", section: null, elsewhere: "/dashboard/blog" },
  contact: { page: "contact", section: "contact", elsewhere: null },
} as const satisfies Record<string, { page: SitePageId; section: ContentSection | null; elsewhere: string | null }>;

export type EditorPage = keyof typeof EDITOR_PAGES;
export const EDITOR_PAGE_IDS = Object.keys(EDITOR_PAGES) as EditorPage[];

export function isEditorPage(value: unknown): value is EditorPage {
  return typeof value === "string" && value in EDITOR_PAGES;
}

/** /dashboard/theme-editor/{theme} for the home page, /…/{theme}/{page} for the others. */
export function editorPath(theme: string, page: EditorPage): string {
  return page === "home" ? `/dashboard/theme-editor/${theme}` : `/dashboard/theme-editor/${theme}/${page}`;
}

/** Where the theme editor shows a theme's pages with the owner's draft (app/routes/site/preview.tsx). */
export function previewBase(theme: string): string {
  return `/dashboard/theme-editor/${theme}/preview`;
}
