import type { MetaDescriptor } from "react-router";
import { SITE_LOCALES } from "../../modules/i18n/site-languages.ts";
import { sitePath } from "../../modules/i18n/site-route-table.ts";
import { plainText } from "../../modules/rich-text/rich-doc.ts";
import type { PhotoView, SiteView, UnitView } from "../../modules/site-view/site-view.ts";
import type { SitePageData } from "../themes/kit/page-data.ts";
import { themeStrings } from "../themes/strings/index.ts";

function absolute(origin: string, path: string): string {
  return new URL(encodeURI(path), `${origin}/`).href;
}

function imageUrl(site: SiteView, photo: PhotoView | null): string | null {
  return photo ? absolute(site.origin, photo.src) : null;
}

/** Up to 160 characters, cut at a word. */
function clip(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 30))}…`;
}

function titleAndDescription(data: SitePageData): { title: string; description: string } {
  const { site } = data;
  const t = themeStrings(site.lang);
  const fallbackDescription = clip(site.intro || site.tagline || site.name);
  if (data.page === "notFound") return { title: `${t.notFound.title} | ${site.name}`, description: t.notFound.body };
  if (data.page === "myBooking") {
    const words = themeStrings(data.lang).myBooking.meta;
    return { title: `${words.title} | ${site.name}`, description: words.description };
  }
  if (data.page === "unit" && data.unit) {
    return {
      title: `${data.unit.name} | ${site.name}`,
      description: clip(
        data.unit.shortDescription || plainText(data.unit.longDescription ?? undefined) || fallbackDescription,
      ),
    };
  }
  if (data.page === "blogPost" && data.post) {
    return {
      title: `${data.post.title} | ${site.name}`,
      description: clip(data.post.excerpt || plainText(data.post.body ?? undefined) || fallbackDescription),
    };
  }
  if (data.page === "unit" || data.page === "blogPost") return { title: site.name, description: fallbackDescription };
  const own = site.seo[data.page];
  if (data.page === "home") {
    return {
      title: own?.title || (site.tagline ? `${site.name} · ${site.tagline}` : site.name),
      description: own?.description || fallbackDescription,
    };
  }
  const described: Record<string, string> = {
    about: plainText(site.about.story ?? undefined),
    surroundings: site.surroundings.intro,
    contact: t.contact.intro,
    book: t.booking.page.intro,
  };
  return {
    title: own?.title || `${t.nav[data.page]} | ${site.name}`,
    description: own?.description || clip(described[data.page] || fallbackDescription),
  };
}

function accommodation(unit: UnitView, site: SiteView) {
  const en = themeStrings("en");
  return {
    "@type": "Accommodation",
    name: unit.name,
    url: absolute(site.origin, sitePath({ page: "unit", slug: unit.slug }, site.lang, site.mainLang)),
    additionalType: "EntirePlace",
    occupancy: { "@type": "QuantitativeValue", value: unit.maxGuests },
    numberOfBedrooms: unit.bedrooms,
    numberOfBathroomsTotal: unit.bathrooms,
    ...(unit.sizeM2 ? { floorSize: { "@type": "QuantitativeValue", value: unit.sizeM2, unitCode: "MTK" } } : {}),
    amenityFeature: unit.facilities.flatMap((g) =>
      g.facilities.map((f) => ({ "@type": "LocationFeatureSpecification", name: en.facilities[f], value: true })),
    ),
  };
}

/**
 * The site as structured data: a VacationRental for a holiday home, a LodgingBusiness for a
 * site with several units, with address, capacity, amenities, images and the rating of its
 * published reviews.
 */
function lodgingJsonLd(site: SiteView, description: string) {
  const multi = site.units.length > 1;
  const images = [site.hero, ...site.gallery]
    .map((photo) => imageUrl(site, photo))
    .filter((url): url is string => url !== null)
    .filter((url, i, all) => all.indexOf(url) === i)
    .slice(0, 8);
  const { contact } = site;
  const address = contact.city
    ? {
        "@type": "PostalAddress",
        streetAddress: contact.street || undefined,
        postalCode: contact.postalCode || undefined,
        addressLocality: contact.city,
        addressCountry: contact.country || undefined,
      }
    : undefined;
  const rating =
    site.reviews.count > 0 && site.reviews.average !== null
      ? {
          "@type": "AggregateRating",
          ratingValue: site.reviews.average,
          reviewCount: site.reviews.count,
          bestRating: 5,
          worstRating: 1,
        }
      : undefined;
  const units = site.units.map((unit) => accommodation(unit, site));
  return {
    "@context": "https://schema.org",
    "@type": multi ? "LodgingBusiness" : "VacationRental",
    "@id": `${site.origin}/#lodging`,
    name: site.name,
    description,
    url: `${site.origin}/`,
    image: images,
    address,
    telephone: contact.phone || undefined,
    email: contact.email || undefined,
    aggregateRating: rating,
    containsPlace: multi ? units : units[0],
    ...(multi ? {} : { identifier: site.siteId }),
  };
}

/** Title, description, canonical, hreflang, Open Graph and structured data of a site's page. */
export function siteMeta(data: SitePageData | undefined): MetaDescriptor[] {
  if (!data?.site) return [{ title: "404" }];
  const { site } = data;
  const { title, description } = titleAndDescription(data);
  const own = data.alternates.find((a) => a.lang === site.lang)?.path ?? "/";
  const url = absolute(site.origin, own);
  const image = imageUrl(site, data.post?.cover ?? data.unit?.cover ?? site.hero);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "icon", href: faviconFor(site) },
    // The page's script counts the visit for this site (app/enhance/pages.ts).
    { name: "vayvista-site", content: site.siteId },
    { name: "theme-color", content: site.options.accentHex },
    { property: "og:type", content: data.page === "blogPost" ? "article" : "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:locale", content: SITE_LOCALES[site.lang].replace("-", "_") },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) tags.push({ property: "og:image", content: image });
  // A missing page is nothing to index. (Theme demos are: they show what a theme looks like.)
  if (data.page === "notFound") tags.push({ name: "robots", content: "noindex, follow" });
  // A guest's own booking is nobody else's page.
  if (data.booking?.confirmation || data.page === "myBooking")
    tags.push({ name: "robots", content: "noindex, nofollow" });
  // The guest's booking page is no public page either: no canonical, alternates or
  // structured data (its address carries its token).
  if (data.page !== "notFound" && data.page !== "myBooking") {
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
    for (const alternate of data.alternates) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: alternate.lang,
        href: absolute(site.origin, alternate.path),
      });
    }
    const main = data.alternates.find((a) => a.lang === site.mainLang);
    if (main)
      tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(site.origin, main.path) });
    tags.push({ "script:ld+json": lodgingJsonLd(site, description) });
  }
  if (data.page === "blogPost" && data.post) {
    tags.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: data.post.title,
        description,
        datePublished: data.post.publishedAt,
        inLanguage: site.lang,
        image: image ?? undefined,
        url,
        publisher: { "@id": `${site.origin}/#lodging` },
      },
    });
  }
  return tags;
}

/** A favicon of the site's own: its initial on its accent colour, drawn inline (no request). */
function faviconFor(site: SiteView): string {
  const initial = [...site.name.trim()][0]?.toUpperCase() ?? "";
  const safe = initial.replace(/[<>&"']/g, "");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${site.options.accentHex}"/><text x="32" y="44" font-family="Georgia,serif" font-size="36" text-anchor="middle" fill="#fff">${safe}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
