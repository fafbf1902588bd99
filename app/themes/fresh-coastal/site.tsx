import nunitoSansLatin from "@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url";
import quicksandLatin from "@fontsource-variable/quicksand/files/quicksand-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import { preload } from "react-dom";
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
import { fc } from "./tokens.ts";
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
 * The faces the first screen is set in, asked for at once so the name is drawn in its own
 * face from the start instead of swapping in and moving the page (layout shift). Latin only:
 * the Latin Extended files follow when a page needs them. Both pairs use Nunito Sans.
 */
function preloadFonts(fontPair: string) {
  const font = { as: "font", type: "font/woff2", crossOrigin: "anonymous" } as const;
  preload(nunitoSansLatin, font);
  if (fontPair === "quicksand-nunito-sans") preload(quicksandLatin, font);
}

/**
 * Fresh coastal: a beach house on a bright day. White and pale sand, sea mist and deep-sea
 * ink, the owner's sea-coloured accent; a rounded display face, a header floating like a
 * capsule, pill buttons, photos with generous round corners and soft shadows, waves between
 * the bands, a horizon with a low sun, and a footer where the page runs into the sea.
 */
export function FreshCoastal(props: ThemePageProps) {
  const Page = PAGES[props.data.page];
  preloadFonts(props.data.site.options.fontPair);
  return (
    <SiteFrame
      site={props.data.site}
      skipLabel={props.t.nav.skipToContent}
      className={`relative min-h-screen ${fc.ground} antialiased selection:bg-(--accent) selection:text-white [&_:focus-visible]:outline-2 [&_:focus-visible]:outline-offset-2 [&_:focus-visible]:outline-(--accent)`}
    >
      <Header {...props} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Page {...props} />
      </main>
      <Footer {...props} />
    </SiteFrame>
  );
}
