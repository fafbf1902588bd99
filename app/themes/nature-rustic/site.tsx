import bitterLatinExt from "@fontsource-variable/bitter/files/bitter-latin-ext-wght-normal.woff2?url";
import bitterLatin from "@fontsource-variable/bitter/files/bitter-latin-wght-normal.woff2?url";
import loraLatinExt from "@fontsource-variable/lora/files/lora-latin-ext-wght-normal.woff2?url";
import loraLatin from "@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url";
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
import { nr } from "./tokens.ts";
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
 * The heading and body faces, asked for at once (React puts the preloads in the head), so the
 * first screen is set in them from the start instead of swapping faces late and moving what
 * follows. Latin, and Latin Extended too for Polish, whose letters need it.
 */
function preloadFonts(site: SiteView) {
  const font = { as: "font", type: "font/woff2", crossOrigin: "anonymous" } as const;
  const heading = site.options.fontPair === "lora-source" ? [loraLatin, loraLatinExt] : [bitterLatin, bitterLatinExt];
  const files = [heading[0], sourceLatin, ...(site.lang === "pl" ? [heading[1], sourceLatinExt] : [])];
  for (const file of files) if (file) preload(file, font);
}

/**
 * Nature rustic: a cabin in the woods, a farm stay. Grainy paper, bands of forest and bark,
 * a sturdy slab serif, titles on wooden signs and trail markers, stitched seams, small drawn
 * pines, photos as tilted prints with white borders; the owner's earthy accent on buttons
 * and links.
 */
export function NatureRustic(props: ThemePageProps) {
  const Page = PAGES[props.data.page];
  preloadFonts(props.data.site);
  return (
    <SiteFrame
      site={props.data.site}
      skipLabel={props.t.nav.skipToContent}
      className={`min-h-screen overflow-x-clip ${nr.paper} ${nr.ink} antialiased selection:bg-(--accent) selection:text-white [&_:focus-visible]:outline-(--accent)`}
    >
      <Header {...props} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Page {...props} />
      </main>
      <Footer {...props} />
    </SiteFrame>
  );
}
