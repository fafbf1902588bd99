import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const en: Localized<typeof nl> = {
  title: "Visitors",
  intro: "How many people view your website, which pages they read and where they come from.",
  privacy:
    "We count without cookies and keep no IP addresses: your guests stay anonymous, and you need no cookie banner for it.",
  period: "Period",
  days_one: "{{count}} day",
  days_other: "{{count}} days",
  totals: {
    heading: "Totals over the last {{count}} days",
    visitors: "Visitors",
    pageViews: "Page views",
    views: "Views",
    pagesPerVisitor: "Pages per visitor",
    visitorsNote: "A visitor counts once a day; someone who comes on two days counts twice.",
  },
  chart: {
    heading: "Per day",
    showTable: "Show as a table",
    date: "Date",
    caption: "Visitors and page views per day, from {{from}} to {{to}}",
  },
  pages: {
    heading: "Most viewed pages",
    page: "Page",
    empty: "No pages viewed in this period yet.",
  },
  referrers: {
    heading: "Where visitors come from",
    source: "Website",
    empty: "No visitors from other websites yet: they came directly, for example from a bookmark or a typed address.",
  },
  languages: {
    heading: "Languages",
    language: "Language",
    main: "Main language",
    mainNote: "Main language: the pages without a language code in their address.",
    names: { nl: "Dutch", en: "English", de: "German", pl: "Polish" },
    empty: "No visitors in this period yet.",
  },
  devices: {
    heading: "Devices",
    device: "Device",
    names: { mobile: "Phone", tablet: "Tablet", desktop: "Computer" },
    empty: "No visitors in this period yet.",
  },
  empty: {
    title: "No visitors in this period yet",
    body: "As soon as guests view your website, you will see here how many there are and what they look at. New visits show up within a minute.",
  },
  timezone: "Days run from midnight to midnight UTC (1 to 2 hours later in the Netherlands).",
};
