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
  unit: UnitPage,
  notFound: NotFoundPage,
};

/**
 * Nature rustic: a cabin in the woods, a farm stay. Grainy paper, bands of forest and bark,
 * a sturdy slab serif, titles on wooden signs and trail markers, stitched seams, small drawn
 * pines, photos as tilted prints with white borders; the owner's earthy accent on buttons
 * and links.
 */
export function NatureRustic(props: ThemePageProps) {
  const Page = PAGES[props.data.page];
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
