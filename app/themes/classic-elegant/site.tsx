import loraLatinExt from "@fontsource-variable/lora/files/lora-latin-ext-wght-normal.woff2?url";
import loraLatin from "@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url";
import playfairLatinExt from "@fontsource-variable/playfair-display/files/playfair-display-latin-ext-wght-normal.woff2?url";
import playfairLatin from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";
import sourceLatinExt from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-normal.woff2?url";
import sourceLatin from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { SiteFrame } from "../kit/site-frame.tsx";
import { BookPage } from "./book-page.tsx";
import { HomePage } from "./home-page.tsx";
import {
  AboutPage,
  BlogPage,
  BlogPostPage,
  ContactPage,
  FacilitiesPage,
  GalleryPage,
  NotFoundPage,
  SurroundingsPage,
} from "./pages.tsx";
import { Footer, Header } from "./parts.tsx";
import { ce } from "./tokens.ts";
import { UnitPage } from "./unit-page.tsx";

const PAGES: Record<ThemePageProps["data"]["page"], (props: ThemePageProps) => ReactNode> = {
  home: HomePage,
  about: AboutPage,
  facilities: FacilitiesPage,
  surroundings: SurroundingsPage,
  gallery: GalleryPage,
  blog: BlogPage,
  blogPost: BlogPostPage,
  contact: ContactPage,
  book: BookPage,
  unit: UnitPage,
  notFound: NotFoundPage,
};

/**
 * The display and body faces, asked for at once (React puts the preloads in the head), so
 * the first screen is set in them from the start instead of swapping faces and moving what
 * follows (layout shift). Latin, and Latin Extended too for Polish, whose letters need it.
 */
function preloadFonts(site: SiteView) {
  const font = { as: "font", type: "font/woff2", crossOrigin: "anonymous" } as const;
  const body = site.options.fontPair === "playfair-source" ? [sourceLatin, sourceLatinExt] : [loraLatin, loraLatinExt];
  const files = [playfairLatin, body[0], ...(site.lang === "pl" ? [playfairLatinExt, body[1]] : [])];
  for (const file of files) if (file) preload(file, font);
}

/**
 * Classic elegant: a boutique hotel in a country house. Ivory grounds, a deep accent, a
 * high-contrast serif with old-style figures, spaced capitals, centred symmetric pages, thin
 * double rules and a drawn flourish, photos matted and framed like prints.
 */
export function ClassicElegant(props: ThemePageProps) {
  const Page = PAGES[props.data.page];
  preloadFonts(props.data.site);
  return (
    <SiteFrame
      site={props.data.site}
      skipLabel={props.t.nav.skipToContent}
      className={`min-h-screen ${ce.ground} antialiased selection:bg-(--accent) selection:text-[#fbf8f1] [&_:focus-visible]:rounded-none [&_:focus-visible]:outline-2 [&_:focus-visible]:outline-(--accent)`}
    >
      <Header {...props} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Page {...props} />
      </main>
      <Footer {...props} />
    </SiteFrame>
  );
}
