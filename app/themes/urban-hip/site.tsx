import monoLatin from "@fontsource/space-mono/files/space-mono-latin-400-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import groteskLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url";
import type { CSSProperties, ReactNode } from "react";
import { preload } from "react-dom";
import { MONO } from "../kit/fonts.ts";
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
import { uh } from "./tokens.ts";
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

/** Space Mono for the small labels, whichever font pair the owner chose. */
const monoFont = { "--font-mono": MONO } as CSSProperties;

/**
 * The faces the first screen is set in, asked for at once (React puts the preloads in the
 * head), so the huge name is drawn in its own face from the start instead of swapping in
 * and moving the hero (layout shift). Latin only: the Latin Extended files follow when a
 * page needs them.
 */
function preloadFonts(fontPair: string) {
  const font = { as: "font", type: "font/woff2", crossOrigin: "anonymous" } as const;
  preload(groteskLatin, font);
  preload(monoLatin, font);
  if (fontPair === "space-inter") preload(interLatin, font);
}

/**
 * Urban hip: a city loft after dark. Near-black, off-white, one bright accent; huge upper-case
 * grotesk, mono labels, numbered sections on an asymmetric grid, hard-edged photos that turn
 * from grey to colour under the pointer, a strip of words sliding by.
 */
export function UrbanHip(props: ThemePageProps) {
  const Page = PAGES[props.data.page];
  preloadFonts(props.data.site.options.fontPair);
  return (
    <SiteFrame
      site={props.data.site}
      skipLabel={props.t.nav.skipToContent}
      className={`min-h-screen ${uh.ground} antialiased [color-scheme:dark] selection:bg-(--accent) selection:text-[#0e0e0e] [&_:focus-visible]:rounded-none [&_:focus-visible]:outline-(--accent)`}
    >
      <div style={monoFont}>
        <Header {...props} />
        <main id="main" tabIndex={-1} className="outline-none">
          <Page {...props} />
        </main>
        <Footer {...props} />
      </div>
    </SiteFrame>
  );
}
