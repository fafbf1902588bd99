import type { ServicePage } from "../../modules/i18n/route-table.ts";
import type { QuestionAnswer } from "../faq/types.ts";

/** Icons a service page may show next to a feature; the page maps each name to a lucide icon. */
export type ServiceIconName =
  | "activity"
  | "bell"
  | "building"
  | "calendarCheck"
  | "calendarRange"
  | "calendarSync"
  | "camera"
  | "clock"
  | "code"
  | "creditCard"
  | "database"
  | "download"
  | "fileText"
  | "gauge"
  | "globe"
  | "handshake"
  | "image"
  | "languages"
  | "layout"
  | "lifeBuoy"
  | "lock"
  | "mail"
  | "mapPin"
  | "messages"
  | "move"
  | "palette"
  | "pen"
  | "plug"
  | "puzzle"
  | "refresh"
  | "search"
  | "server"
  | "shield"
  | "smartphone"
  | "tag"
  | "ticket"
  | "triangleAlert"
  | "upload"
  | "wrench";

export type TitledText = { title: string; body: string };
export type Feature = TitledText & { icon: ServiceIconName };

/**
 * Words drawn inside a page's illustration. Each service has its own picture; the `kind`
 * says which one, so the component can only be handed labels it knows how to place.
 */
export type ServiceVisual =
  | {
      kind: "website";
      address: string;
      propertyName: string;
      tagline: string;
      bookButton: string;
      nav: string[];
      editHint: string;
    }
  | {
      kind: "booking";
      month: string;
      weekdays: string[];
      booked: string;
      blocked: string;
      available: string;
      summaryTitle: string;
      summaryLines: string[];
      payButton: string;
    }
  | {
      kind: "sync";
      centre: string;
      /** How the language calls Google's calendar product, e.g. "Google Agenda" in Dutch. */
      googleCalendar: string;
      imports: string;
      exports: string;
      every: string;
    }
  | {
      kind: "photos";
      caption: string;
      sizes: string;
    }
  | {
      kind: "search";
      query: string;
      url: string;
      title: string;
      description: string;
      mapLabel: string;
    }
  | {
      kind: "status";
      heading: string;
      rows: { label: string; value: string }[];
    };

/** All the copy of one service page. */
export type ServicePageContent = {
  meta: { title: string; description: string };
  /** One line about this service, used on the cards that link here from related services. */
  summary: string;
  hero: { eyebrow: string; title: string; lead: string };
  problem: { eyebrow: string; title: string; intro: string; points: TitledText[] };
  solution: { eyebrow: string; title: string; intro: string; visual: ServiceVisual; features: Feature[] };
  steps: { eyebrow: string; title: string; intro: string; items: TitledText[] };
  /** An extra band for what this service needs explained in more depth (timing notes, photo tips…). */
  spotlight?: {
    eyebrow: string;
    title: string;
    intro: string;
    items: TitledText[];
    footnote?: string;
    /** A service page the footnote points to. */
    footnoteLink?: ServicePage;
  };
  plan: {
    eyebrow: string;
    title: string;
    intro: string;
    included: string[];
    extras: TitledText[];
  };
  faq: QuestionAnswer[];
  related: ServicePage[];
  cta: { title: string; body: string };
};

/** Every service page in one language, plus the labels their shared layout needs. */
export type ServicesContent = {
  labels: {
    eyebrow: string;
    includedTitle: string;
    extrasTitle: string;
    faqEyebrow: string;
    faqTitle: string;
    relatedEyebrow: string;
    relatedTitle: string;
    readMore: string;
    stepLabel: string;
  };
  pages: Record<ServicePage, ServicePageContent>;
};
