/**
 * The site id a page view is counted under when its page belongs to no owner site (spec §4,
 * §9): the marketing site, a theme demo, an unknown host, a failed lookup. A fixed
 * placeholder (a valid v4-shaped uuid no real site gets, since site ids are random), so
 * those views stay apart from every owner's figures.
 */
export const DEFAULT_SITE_ID = "00000000-0000-4000-8000-000000000000";
