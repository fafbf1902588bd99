import type { CSSProperties, ReactNode } from "react";
import { preload } from "react-dom";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import { BOOKING_BAR_ROOM, BookingBar, showsBookingBar } from "./blocks/booking-bar.tsx";
import type { SitePageData, ThemePageProps } from "./page-data.ts";
import { AboutPage } from "./pages/about-page.tsx";
import { BlogPage } from "./pages/blog-page.tsx";
import { BlogPostPage } from "./pages/blog-post-page.tsx";
import { BookPage } from "./pages/book-page.tsx";
import { ContactPage } from "./pages/contact-page.tsx";
import { FacilitiesPage } from "./pages/facilities-page.tsx";
import { GalleryPage } from "./pages/gallery-page.tsx";
import { HomePage } from "./pages/home-page.tsx";
import { MyBookingPage } from "./pages/my-booking-page.tsx";
import { NotFoundPage } from "./pages/not-found-page.tsx";
import { SurroundingsPage } from "./pages/surroundings-page.tsx";
import { UnitPage } from "./pages/unit-page.tsx";
import { Footer } from "./parts/footer.tsx";
import { Header } from "./parts/header.tsx";
import { PageHeading } from "./parts/page-heading.tsx";
import { SiteFrame } from "./site-frame.tsx";
import type { KitPageProps, PageHeadingProps, Theme, ThemeLook } from "./theme.ts";

/** Every kind of page a site has: its menu's pages, a unit's, a post's, a guest's own booking and the not-found page. */
export type PageKind = SitePageData["page"];

/** A part of a theme: a page, the header, the footer. */
export type ThemePart = (props: ThemePageProps) => ReactNode;

/**
 * A theme: how it frames every page (the ground, the faces its first screen needs), the looks
 * it gives the kit's parts and pages, and the parts and pages it draws itself instead.
 */
export type ThemeDefinition = {
  /** The outermost element's classes: ground, ink, selection and focus colours. */
  frame: string;
  /** CSS variables the theme's header, pages and footer read, set on a wrapper of their own. */
  frameStyle?: CSSProperties;
  /**
   * The font files the first screen is set in, asked for at once (React puts the preloads in
   * the head), so it is drawn in its faces from the start instead of swapping them in late and
   * moving what follows.
   */
  fonts?: (site: SiteView) => string[];
  look: ThemeLook;
  /** The theme's own header; the kit's, dressed in `look.header`, where left out. */
  Header?: ThemePart;
  /** The theme's own footer; the kit's, dressed in `look.footer`, where left out. */
  Footer?: ThemePart;
  /** The theme's own page headings; the kit's, dressed in `look.pageHeading`, where left out. */
  PageHeading?: (props: PageHeadingProps) => ReactNode;
  /** The pages the theme draws itself (with the kit's sections where it likes); the kit draws the others in its look. */
  pages?: Partial<Record<PageKind, (props: KitPageProps) => ReactNode>>;
};

/** The kit's drawing of every kind of page, in the theme's look. */
const KIT_PAGES: Record<PageKind, (props: KitPageProps) => ReactNode> = {
  home: HomePage,
  about: AboutPage,
  facilities: FacilitiesPage,
  blogPost: BlogPostPage,
  gallery: GalleryPage,
  surroundings: SurroundingsPage,
  blog: BlogPage,
  contact: ContactPage,
  book: BookPage,
  notFound: NotFoundPage,
  myBooking: MyBookingPage,
  unit: UnitPage,
};

const FONT = { as: "font", type: "font/woff2", crossOrigin: "anonymous" } as const;

/** The look a kit part needs, or the reason the theme is incomplete. */
function required<T>(look: T | undefined, part: string): T {
  if (!look) throw new Error(`a theme draws its own ${part} or gives the kit's a look`);
  return look;
}

/** Each kind of page: the theme's own drawing, or the kit's in the theme's look. */
function resolvePages(definition: ThemeDefinition, theme: Theme): Record<PageKind, ThemePart> {
  const entries = (Object.keys(KIT_PAGES) as PageKind[]).map((kind): [PageKind, ThemePart] => {
    const Page = definition.pages?.[kind] ?? KIT_PAGES[kind];
    return [kind, (props) => <Page {...props} theme={theme} />];
  });
  return Object.fromEntries(entries) as Record<PageKind, ThemePart>;
}

/** A theme as the component that draws a whole page of a site: frame, header, page, footer. */
export function defineTheme(definition: ThemeDefinition): ThemePart {
  const { look } = definition;
  const header = definition.Header ? null : required(look.header, "header");
  const SiteHeader: ThemePart = definition.Header ?? ((props) => header && <Header {...props} look={header} />);
  const footer = definition.Footer ? null : required(look.footer, "footer");
  const SiteFooter: ThemePart = definition.Footer ?? ((props) => footer && <Footer {...props} look={footer} />);
  const heading = definition.PageHeading ? null : required(look.pageHeading, "page heading");
  const theme: Theme = {
    look,
    PageHeading: definition.PageHeading ?? ((props) => heading && <PageHeading {...props} look={heading} />),
  };
  const pages = resolvePages(definition, theme);
  return function Theme(props: ThemePageProps) {
    const Page = pages[props.data.page];
    const bar = showsBookingBar(props.data);
    for (const file of definition.fonts?.(props.data.site) ?? []) preload(file, FONT);
    const body = (
      <>
        <SiteHeader {...props} />
        <main id="main" tabIndex={-1} className="outline-none">
          <Page {...props} />
        </main>
        <SiteFooter {...props} />
        {bar && <BookingBar data={props.data} t={props.t} look={look.bookingBar} />}
      </>
    );
    return (
      <SiteFrame
        site={props.data.site}
        skipLabel={props.t.nav.skipToContent}
        className={bar ? `${definition.frame} ${BOOKING_BAR_ROOM}` : definition.frame}
      >
        {definition.frameStyle ? <div style={definition.frameStyle}>{body}</div> : body}
      </SiteFrame>
    );
  };
}
