import type { ReactNode } from "react";
import type { ThemePageProps } from "../kit/page-data.ts";
import { SiteFrame } from "../kit/site-frame.tsx";
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
  unit: UnitPage,
  notFound: NotFoundPage,
};

/**
 * Classic elegant: a boutique hotel in a country house. Ivory grounds, a deep accent, a
 * high-contrast serif with old-style figures, spaced capitals, centred symmetric pages, thin
 * double rules and a drawn flourish, photos matted and framed like prints.
 */
export function ClassicElegant(props: ThemePageProps) {
  const Page = PAGES[props.data.page];
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
