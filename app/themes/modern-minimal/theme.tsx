import { defineTheme } from "../kit/define-theme.tsx";
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

/** Modern minimal: a gallery-like calm, one typeface, hairlines and big square photos. */
export const ModernMinimal = defineTheme({
  frame: "min-h-screen bg-white text-neutral-900",
  look: {},
  Header,
  Footer,
  pages: {
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
  },
});
