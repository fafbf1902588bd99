import type { MetaDescriptor } from "react-router";
import { LANGUAGES, type Lang, LOCALES } from "../../modules/i18n/languages.ts";
import { absoluteUrl, type PageId, pagePath } from "../../modules/i18n/route-table.ts";

export type RootData = { origin: string; whatsappPhone: string | undefined; enhanceScript: string };
type MatchLike = { id: string; loaderData?: unknown } | undefined;

export function rootData(matches: readonly MatchLike[]): RootData {
  const data = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  return data ?? { origin: "", whatsappPhone: undefined, enhanceScript: "" };
}

/** The same page in every language, from the route table. */
export function pageAlternates(page: PageId): Record<Lang, string> {
  return Object.fromEntries(LANGUAGES.map((l) => [l, pagePath(page, l)])) as Record<Lang, string>;
}

export function organizationJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "VayVista",
    url: `${origin}/`,
    logo: `${origin}/logo.svg`,
    description: "Commission-free direct-booking websites for holiday-home owners.",
    areaServed: ["NL", "BE", "GB", "IE", "PL"],
    knowsLanguage: ["nl", "en", "pl"],
  };
}

/**
 * Title, description, canonical, hreflang alternates (with x-default on Dutch), Open
 * Graph and JSON-LD for a marketing page. Every page builds its meta through here.
 */
export function marketingMeta(args: {
  matches: readonly MatchLike[];
  lang: Lang;
  title: string;
  description: string;
  alternates: Partial<Record<Lang, string>>;
  jsonLd?: object[];
  noindex?: boolean;
  ogType?: "website" | "article";
}): MetaDescriptor[] {
  const { origin } = rootData(args.matches);
  const own = args.alternates[args.lang] ?? pagePath("home", args.lang);
  const url = absoluteUrl(origin, own);
  const title = args.title.includes("VayVista") ? args.title : `${args.title} | VayVista`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: args.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: args.ogType ?? "website" },
    { property: "og:site_name", content: "VayVista" },
    { property: "og:title", content: title },
    { property: "og:description", content: args.description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${origin}/og-image.png` },
    { property: "og:locale", content: LOCALES[args.lang].replace("-", "_") },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  for (const lang of LANGUAGES) {
    const path = args.alternates[lang];
    if (path) tags.push({ tagName: "link", rel: "alternate", hrefLang: lang, href: absoluteUrl(origin, path) });
  }
  if (args.alternates.nl) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(origin, args.alternates.nl),
    });
  }
  if (args.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  for (const data of [organizationJsonLd(origin), ...(args.jsonLd ?? [])]) tags.push({ "script:ld+json": data });
  return tags;
}
