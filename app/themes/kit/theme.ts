import type { ReactNode } from "react";
import type { PhotoView, PlaceView, SiteView } from "../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../strings/index.ts";
import type { ContactLook } from "./blocks/contact-details.tsx";
import type { HostCardLook } from "./blocks/host-card.tsx";
import type { PlaceLook } from "./blocks/place-list.tsx";
import type { PostLook } from "./blocks/post-list.tsx";
import type { BookingLook } from "./booking/booking-look.ts";
import type { FormLook } from "./contact-form.tsx";
import type { ThemePageProps } from "./page-data.ts";
import type { AboutPageLook } from "./pages/about-page.tsx";
import type { BlogPostLook } from "./pages/blog-post-page.tsx";
import type { FacilitiesPageLook } from "./pages/facilities-page.tsx";
import type { HomePageLook } from "./pages/home-page.tsx";
import type { UnitPageLook } from "./pages/unit-page.tsx";
import type { FooterLook } from "./parts/footer.tsx";
import type { HeaderLook } from "./parts/header.tsx";
import type { PageHeadingLook } from "./parts/page-heading.tsx";

/*
 * What a theme gives the kit: the classes (and the few drawings) that dress the parts and
 * pages the kit draws for it. Where a look is a function, the theme draws that piece itself
 * in the kit's place (classic elegant's matted prints, warm cozy's cards of places).
 */

/** The words a page opens with: a small line above its title, the title (the page's h1), an introduction. */
export type PageHeadingProps = ThemePageProps & { label?: string; title: string; intro?: string };

/** A friendly word where a page has nothing to show yet, with the theme's drawing before it. */
export type EmptyLook = { text: string; icon?: ReactNode };

/** One photo of the gallery: its frame, its sizes, its caption below. */
export type GalleryPictureLook = { sizes: string; figure?: string; photo: string; image: string; caption: string };

export type GalleryLook = {
  body: string;
  list: string;
  /** Each photo's list item; by its place in the list where the layout alternates. */
  item: string | ((index: number) => string);
  picture: GalleryPictureLook | ((photo: PhotoView, index: number) => ReactNode);
};

/** The contact page: the form's card, and the aside with the owner's details. */
export type ContactPageLook = {
  grid: string;
  form: string;
  formHeading: string;
  formBody: string;
  /** The contact form's look here, where it differs from the booking form's. */
  formLook?: FormLook;
  aside: string;
  /** The aside's content; the theme draws it itself where a function (its heading: `details-heading`). */
  details: ContactAsideLook | ((props: KitPageProps) => ReactNode);
};

export type ContactAsideLook = {
  /** A card the details sit on. */
  card?: string;
  heading: string;
  headingIcon?: ReactNode;
  afterHeading?: ReactNode;
  body: string;
  /** The hosts' portrait and names on a card below. */
  host?: HostCardLook;
};

/** The not-found page: 404, the title and words, the way home, with the theme's drawings around them. */
export type NotFoundLook = {
  wrap: string;
  /** A panel inside the wrap that holds it all. */
  panel?: string;
  before?: ReactNode;
  code: string;
  /** 404 as decoration only (the title says it). */
  codeHidden?: boolean;
  afterCode?: ReactNode;
  /** A block of its own for the title, the words and the way home. */
  words?: string;
  title: string;
  afterTitle?: ReactNode;
  body: string;
  action: string;
  button: string;
  buttonIcon?: ReactNode;
  /** Drawn after the wrap (a wave into the footer). */
  after?: ReactNode;
};

export type ThemeLook = {
  header?: HeaderLook;
  footer?: FooterLook;
  pageHeading?: PageHeadingLook;
  empty: EmptyLook;
  contact: ContactLook;
  form: FormLook;
  booking: BookingLook;
  post: PostLook;
  blog: { body: string; sizes: string; post?: PostLook };
  book: { body: string };
  about: AboutPageLook;
  facilitiesPage: FacilitiesPageLook;
  blogPost: BlogPostLook;
  contactPage: ContactPageLook;
  /** The kit's home page; a theme that draws its own leaves it out. */
  home?: HomePageLook;
  /** The kit's unit page; a theme that draws its own leaves it out. */
  unit?: UnitPageLook;
  notFound: NotFoundLook;
  gallery: GalleryLook;
  surroundings: {
    body: string;
    places: PlaceLook | ((places: PlaceView[], t: ThemeStrings) => ReactNode);
    /** The small line above the title: the site's name unless the theme names the place. */
    label?: (site: SiteView) => string;
  };
};

/** A theme as the kit's pages see it: its looks and the parts it draws itself. */
export type Theme = {
  look: ThemeLook;
  PageHeading: (props: PageHeadingProps) => ReactNode;
};

export type KitPageProps = ThemePageProps & { theme: Theme };
