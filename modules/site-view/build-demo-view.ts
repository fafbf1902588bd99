import { DEFAULT_SITE_ID } from "../analytics/default-site-id.ts";
import { type SiteLang, textIn } from "../i18n/site-languages.ts";
import type { PhotoFormat } from "../photos/photo-urls.ts";
import { siteLanguages } from "../site-content/site-content-doc.ts";
import { accentColour, resolveThemeOptions } from "../sites/theme-options.ts";
import type { ThemeName } from "../sites/themes.ts";
import { unitInputSchema } from "../units/unit-schema.ts";
import { documentParts, postSummary, unitView } from "./build-site-view.ts";
import type { DemoPicture, DemoSiteFixture } from "./demo-fixture.ts";
import { demoPictureSize, demoPictureWidths, demoVariantPath } from "./demo-pictures.ts";
import { pagePaths, siteNav } from "./site-nav.ts";
import type { PhotoView, SiteView } from "./site-view.ts";

/** A drawn scene as the pipeline's variants (demo-pictures.ts), never the SVG itself. */
function pictureView(picture: DemoPicture, lang: SiteLang, main: SiteLang): PhotoView {
  const widths = demoPictureWidths(picture.file);
  const srcset = (format: PhotoFormat) =>
    widths.map((w) => `/${demoVariantPath(picture.file, w, format)} ${w}w`).join(", ");
  const fallback = widths.find((w) => w >= 960) ?? widths.at(-1) ?? 480;
  return {
    id: picture.file,
    ...demoPictureSize(picture.file),
    avif: srcset("avif"),
    webp: srcset("webp"),
    src: `/${demoVariantPath(picture.file, fallback, "webp")}`,
    alt: textIn(picture.alt, lang, main),
    caption: textIn(picture.caption, lang, main),
    placeholder: "",
  };
}

/**
 * A theme's demo site (spec §4: a theme subdomain renders that theme at once), from demo
 * content, in one language. `now` dates the demo's posts, so the demo never looks stale.
 */
/** A theme demo reports the default site id for tracking (spec §4, §9). */
export function buildDemoView(
  fixture: DemoSiteFixture,
  input: { theme: ThemeName; lang: SiteLang; origin: string; platformOrigin: string; now?: Date },
): SiteView {
  const doc = { ...fixture.doc, heroPhotoId: null, about: { ...fixture.doc.about, hostPhotoId: null } };
  const at = { lang: input.lang, main: doc.languages.main };
  const picture = (p: DemoPicture) => pictureView(p, at.lang, at.main);
  const now = input.now ?? new Date();
  const options = resolveThemeOptions(input.theme, undefined);
  const parts = documentParts(doc, at, () => null);
  const units = fixture.units.map((demo, position) =>
    unitView(
      {
        ...unitInputSchema.parse({ ...demo.unit, coverPhotoId: null }),
        id: demo.slug,
        siteId: DEFAULT_SITE_ID,
        slug: demo.slug,
        position,
        status: "active",
      },
      { cover: picture(demo.cover), photos: demo.photos.map(picture) },
      at,
    ),
  );
  const gallery = [...fixture.gallery.map(picture), ...units.flatMap((u) => u.photos)];
  const day = 24 * 60 * 60 * 1000;
  const posts = [...fixture.posts]
    .sort((a, b) => a.daysAgo - b.daysAgo)
    .map((post) =>
      postSummary(
        {
          id: post.slug,
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          body: post.body,
          coverPhotoId: null,
          status: "published",
          publishAt: new Date(now.getTime() - post.daysAgo * day),
        },
        picture(post.cover),
        at,
      ),
    );
  const ratings = fixture.reviews.map((r) => r.rating);
  return {
    kind: "demo",
    siteId: DEFAULT_SITE_ID,
    name: fixture.name,
    theme: input.theme,
    options: { ...options, accentHex: accentColour(input.theme, options.accent) },
    lang: at.lang,
    mainLang: at.main,
    languages: siteLanguages(doc),
    origin: input.origin,
    platformOrigin: input.platformOrigin,
    ...parts,
    hero: picture(fixture.hero),
    about: { ...parts.about, hostPhoto: picture(fixture.hostPhoto) },
    units,
    priceFrom: null,
    gallery,
    reviews: {
      average: ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null,
      count: ratings.length,
      items: fixture.reviews.map((r, i) => ({ ...r, id: `review-${i}`, reply: r.reply ?? null })),
    },
    posts,
    nav: siteNav(
      { places: parts.surroundings.places.length > 0, photos: gallery.length > 0, posts: posts.length > 0 },
      at,
    ),
    paths: pagePaths(at),
  };
}
