import type { ReactNode } from "react";
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
import { wc } from "./tokens.ts";
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
 * Warm cozy: a cottage at the edge of the woods. Cream paper and oat bands joined by soft
 * waves, a soft serif, photos in rounded frames, arches and a collage, notes pinned with tape,
 * a scalloped footer the colour of bark; the owner's accent warms it all.
 */
export function WarmCozy(props: ThemePageProps) {
  const Page = PAGES[props.data.page];
  return (
    <SiteFrame
      site={props.data.site}
      skipLabel={props.t.nav.skipToContent}
      className={`min-h-screen ${wc.ground} antialiased selection:bg-(--accent) selection:text-white [&_:focus-visible]:outline-(--accent)`}
    >
      <Header {...props} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Page {...props} />
      </main>
      <Footer {...props} />
    </SiteFrame>
  );
}
