import type { ReactNode } from "react";
import type { ThemePageProps } from "../kit/page-data.ts";
import { SiteFrame } from "../kit/site-frame.tsx";
import { BookPage } from "./book-page.tsx";
import {
  AboutPage,
  BlogPage,
  BlogPostPage,
  ContactPage,
  FacilitiesPage,
  GalleryPage,
  HomePage,
  NotFoundPage,
  SurroundingsPage,
  UnitPage,
} from "./pages.tsx";
import { Footer, Header } from "./parts.tsx";

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

/** Modern minimal: a gallery-like calm, one typeface, hairlines and big square photos. */
export function ModernMinimal(props: ThemePageProps) {
  const Page = PAGES[props.data.page];
  return (
    <SiteFrame
      site={props.data.site}
      skipLabel={props.t.nav.skipToContent}
      className="min-h-screen bg-white text-neutral-900"
    >
      <Header {...props} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Page {...props} />
      </main>
      <Footer {...props} />
    </SiteFrame>
  );
}
