import type { ReactNode } from "react";
import type { PhotoView, PlaceView, SiteView, UnitView } from "../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../strings/index.ts";
import type { ArrivalLook } from "./blocks/arrival-times.tsx";
import type { BookingBarLook } from "./blocks/booking-bar.tsx";
import type { ContactLook } from "./blocks/contact-details.tsx";
import type { EnquireLook } from "./blocks/enquire-card.tsx";
import type { FacilityLook } from "./blocks/facility-groups.tsx";
import type { HostCardLook } from "./blocks/host-card.tsx";
import type { PlaceLook } from "./blocks/place-list.tsx";
import type { PostLook } from "./blocks/post-list.tsx";
import type { ReviewLook } from "./blocks/review-list.tsx";
import type { StayNotesLook } from "./blocks/stay-notes.tsx";
import type { FactsLook } from "./blocks/unit-facts.tsx";
import type { UnitListLook } from "./blocks/unit-list.tsx";
import type { BookingLook } from "./booking/booking-look.ts";
import type { FormLook } from "./contact-form.tsx";
import type { ThemePageProps } from "./page-data.ts";
import type { FooterLook } from "./parts/footer.tsx";
import type { HeaderLook } from "./parts/header.tsx";

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
  /** The bar at the bottom of a phone's screen: the price from and "Book". */
  bookingBar: BookingBarLook;
  post: PostLook;
  blog: { body: string; sizes: string; post?: PostLook };
  book: { body: string };
  about: AboutPageLook;
  facilitiesPage: FacilitiesPageLook;
  blogPost: BlogPostLook;
  contactPage: ContactPageLook;
  /** The kit's home page: its own sections in the kit's look, or the kit's sections in the theme's order and frames. */
  home?: HomePageLook | HomeSectionsLook;
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

// The kit pages' looks live here beside ThemeLook, not in the pages: a page reads its look
// through KitPageProps (this file), so a look type in the page's file would close a circle.

/** The about page: the hosts' story (or the site's introduction) beside the hosts themselves. */
export type AboutPageLook = {
  /** Drawn between the heading and the story (a portrait set above it). */
  before?: (props: ThemePageProps) => ReactNode;
  /** The story and the aside side by side; the story alone where left out. */
  grid?: string;
  text: string;
  prose: string;
  /** The site's introduction where the hosts wrote no story: a paragraph's classes, or drawn. */
  plain: string | ((intro: string) => ReactNode);
  after?: (props: ThemePageProps) => ReactNode;
  /** The hosts, beside the story (before it in the document where `first`). */
  aside?: { className: string; first?: boolean; labelled?: boolean; content: (props: ThemePageProps) => ReactNode };
};

export type BlogPostLook = {
  article?: string;
  /** A band the post's head sits on. */
  headWrap?: string;
  /** The head: the way back to the blog, the date and the title (a div where `headAsDiv`). */
  head: string | ((hasCover: boolean) => string);
  headAsDiv?: boolean;
  backRow?: string;
  back: string;
  backIcon?: ReactNode;
  /** The date above the title rather than below it. */
  dateFirst?: boolean;
  date: string;
  /** Before the date's words: an icon, or what the theme sets there for the site (a section's number). */
  dateIcon?: ReactNode | ((site: SiteView) => ReactNode);
  title: string;
  afterTitle?: ReactNode;
  afterHead?: ReactNode;
  /** Around the cover; the cover on its own where left out. */
  cover?: string;
  coverPhoto: (photo: PhotoView) => ReactNode;
  body: string;
  excerpt: string;
  /** The excerpt's words in a span of their own (a rule above them). */
  excerptInner?: string;
  /** Around the body, drawn even when the post has none (a column of the grid). */
  proseWrap?: string;
  prose: string;
  /** The body's space below an excerpt. */
  proseAfterExcerpt?: string;
  end?: ReactNode;
  /** The way back again below the post. */
  backAgain?: string;
};

/**
 * Each unit's section: its small cover, kind and name (a link on a site with several), the
 * question to the hosts where the theme asks it here, its facts, facilities and stay.
 */
export type FacilitiesUnitLook = {
  /** Drawn between one unit's section and the next. */
  between?: ReactNode;
  head: string;
  cover?: { photo: string; image: string };
  type: string;
  name: string;
  link: string;
  enquire?: string;
  facts: FactsLook;
  facilityGroups: FacilityLook;
  /** The unit's arrival times and house rules: the kit's stay notes in the theme's look, or drawn by the theme. */
  stay: StayNotesLook | ((unit: UnitView, t: ThemeStrings) => ReactNode);
};

export type FacilitiesPageLook = {
  /** Around all the units' sections. */
  wrap?: string;
  /** Each unit's section's classes, by its place. */
  section?: (index: number) => string;
  /** A unit's section's content; the theme draws it where a function. */
  unit: FacilitiesUnitLook | ((unit: UnitView, index: number, props: ThemePageProps) => ReactNode);
};

export type HomePageLook = {
  /** What the page opens with: the site's name, its words and the call to book, drawn by the theme. */
  Hero: (props: ThemePageProps) => ReactNode;
  /** The welcome: a label, a single unit's facts and its booking widget beside the site's introduction. */
  welcome: {
    section: string;
    aside: string;
    label: string;
    facts: { list: string; item: string; icon: string };
    widget: string;
    text: string;
    intro: string;
    more: string;
  };
  /** Each section: its small line, its title and its content. */
  section: { section: string; label: string; title: string; body: string };
  /** The links to the whole pages. */
  link: string;
  units: UnitListLook;
  /** Five photos, the first large, and the way to the gallery. */
  mosaic: { section: string; list: string; photo: string; image: string; more: string };
  facilities: FacilityLook;
  /** The reviews on a band of their own. */
  reviews: { band: string; look: ReviewLook };
  places: PlaceLook;
  posts: { sizes: string };
  /** The last call to book, under the tagline. */
  closing: { section: string; inner: string; words: string; button: string };
};

/**
 * A home page section the theme draws itself (its welcome, its photos); nothing where it has
 * nothing to show. Its number is its place among the sections shown, for a theme that numbers them.
 */
export type OwnHomeSection = (props: ThemePageProps & { number: number }) => ReactNode;

/** One of the kit's home page sections, or one the theme draws itself. */
export type HomeSection =
  | "welcome"
  | "booking"
  | "units"
  | "facilities"
  | "reviews"
  | "surroundings"
  | "posts"
  | OwnHomeSection;

/**
 * The welcome: the hosts' portrait (or photos) beside or above the words: the small line and
 * the title of the hosts' story, the site's introduction, a single unit's facts and the ways on.
 */
export type HomeWelcomeLook = {
  section: string;
  /** The hosts or photos as the theme draws them; nothing where the site has none to show. */
  portrait?: (props: ThemePageProps) => ReactNode;
  /** The portrait after the words in the document (on their right). */
  portraitLast?: boolean;
  /** The words' block, by whether the portrait shows; the words sit in the section itself where left out. */
  words?: (portrait: boolean) => string;
  /** The small line (the theme's label) over the title (an h2 of these classes) where they stand apart from the sections' heading. */
  heading?: { Label: (props: { children: ReactNode }) => ReactNode; title: string };
  /** The site's introduction as the theme sets it (one block, or in paragraphs). */
  intro: (intro: string) => ReactNode;
  /** A single unit's facts. */
  facts?: { look: FactsLook; className: string };
  /** The way to the about page (an arrow after its words where `arrow`), before it the way to a single unit where `unit` (its classes). */
  more: { className: string; link: string; arrow?: boolean; unit?: string };
};

/** A section of the kit's: the section's and its content's classes. */
export type HomeSectionFrame = {
  section: string;
  body: string;
  /** The way to the whole page in a paragraph of these classes under the content; beside the title where left out. */
  more?: string;
  /** The heading and the way to the whole page together in a block of these classes, beside the content. */
  head?: string;
  /** A small line above the title: the site's name (units), the unit's (facilities), the reviews' (reviews), the page's (surroundings); the posts always have theirs. */
  labelled?: boolean;
  /** A block of these classes inside the section holding all of it (the section being a band). */
  inner?: string;
  /** A drawing the section opens with. */
  ornament?: ReactNode;
};

/**
 * The kit's home page sections in the theme's order, each in the theme's frame: the theme
 * gives its hero, its own sections, the bands sections sit on and its section heading.
 */
export type HomeSectionsLook = {
  Hero: (props: ThemePageProps) => ReactNode;
  /** The sections in order; a band holds those drawn on it and is left out where none of them shows. */
  order: (HomeSection | { Band: (props: { children: ReactNode }) => ReactNode; sections: HomeSection[] })[];
  /**
   * A section's heading: its small line, its title, the line under it and what sits beside it;
   * its number is its place among the sections shown (the booking widget, no section, takes none).
   */
  Heading: (props: {
    id: string;
    number: number;
    title: string;
    label?: string;
    intro?: string;
    action?: ReactNode;
  }) => ReactNode;
  /** The ways to the whole pages (the facilities, the places nearby). */
  moreLink: string;
  /** The ways to the whole pages and the closing card's button without the kit's arrow after their words. */
  arrows?: false;
  /** How many reviews and places nearby the page shows; three where left out. */
  count?: number;
  /** A single unit's booking widget. */
  booking: { section: string; widget: string };
  // The looks of the kit's sections the theme's order holds.
  welcome?: HomeWelcomeLook;
  units?: HomeSectionFrame & { list: (units: UnitView[], t: ThemeStrings) => ReactNode };
  facilities?: HomeSectionFrame & { look: FacilityLook };
  /**
   * The reviews, under their average drawn large where the theme draws it (decoration: the
   * list's summary says it), or beside it in a block of `beside`'s classes holding both.
   */
  reviews?: HomeSectionFrame & { look: ReviewLook; average?: (average: string) => ReactNode; beside?: string };
  /** The places nearby, under the surroundings' own words where `intro`. */
  surroundings?: HomeSectionFrame & { intro?: boolean; places: (places: PlaceView[], t: ThemeStrings) => ReactNode };
  /** The latest posts, with the way to the blog (placed as the other sections' ways) where `linked`. */
  posts?: HomeSectionFrame & { look: PostLook; sizes: string; linked?: boolean };
  /** The last word: a card that asks guests to get in touch, or the theme's own. */
  closing: EnquireLook | ((props: ThemePageProps) => ReactNode);
};

/** The sections of a unit's page below its story, for the heading a theme gives each. */
export type UnitSection = "photos" | "facilities" | "others";

export type UnitPageLook = {
  /** The top of the page: the unit's kind, name and facts beside its cover; the theme draws it where a function. */
  intro: UnitIntroLook | ((props: UnitPageProps) => ReactNode);
  /** The call to ask the hosts about this unit, with an arrow unless the theme draws another icon (none where null). */
  enquire: { button: string; icon?: ReactNode };
  /** The unit's story beside the booking widget; the theme draws it where a function. */
  story: UnitStoryLook | ((props: UnitPageProps) => ReactNode);
  photos: {
    section: string;
    /** The list's classes, or by the number of photos. */
    list: string | ((count: number) => string);
    /** A photo's list item, by its place (the first of several is larger). */
    item?: (index: number, count: number) => string;
    photo: (photo: PhotoView, index: number, count: number) => ReactNode;
  };
  /**
   * The unit's facilities in their groups, where it has any; the theme draws the section
   * where a function (on every unit page: it holds more than the facilities).
   */
  facilities: UnitFacilitiesLook | ((props: UnitPageProps) => ReactNode);
  /**
   * The photos and facilities (each null where the page has none) set on a band of the
   * theme's; one after the other where left out.
   */
  details?: (parts: { photos: ReactNode; facilities: ReactNode }) => ReactNode;
  others: { section: string; body?: string; before?: ReactNode };
  heading: (section: UnitSection, props: { id: string; title: string; unit: UnitView; site: SiteView }) => ReactNode;
  /** The other units, as the home page shows them. */
  cards: (units: UnitView[], t: ThemeStrings) => ReactNode;
};

/**
 * The story and the aside (seven and five of twelve columns in the themes' grids); without a
 * story, the short words stand in where `plain` is given.
 */
export type UnitStoryLook = {
  grid: string;
  text: string;
  prose: string;
  plain?: string;
  aside?: string;
  /** Under the booking widget: a card of arrival times and house rules, or what the theme sets there. */
  stay: StayCardLook | ((props: UnitPageProps) => ReactNode);
};

export type UnitFacilitiesLook = { section: string; body?: string; groups: FacilityLook };

export type StayCardLook = {
  card: string;
  heading: string;
  rulesHeading: string;
  rules: string;
  action: string;
  arrival: ArrivalLook;
};

export type UnitIntroLook = {
  grid: string;
  words: string;
  label: (type: string) => ReactNode;
  title: string;
  afterTitle?: ReactNode;
  short: string;
  /** The facts' row and how each fact is drawn. */
  facts: string;
  factsLook: FactsLook;
  action: string;
  cover: (cover: PhotoView) => ReactNode;
};

export type UnitPageProps = KitPageProps & { unit: UnitView };

export type PageHeadingLook = { wrap: string; label: string; title: string; intro: string };
