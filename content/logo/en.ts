import type { LogoContent } from "./types.ts";

export const en: LogoContent = {
  meta: {
    title: "Logo and brand guidelines",
    description:
      "The VayVista logo in full colour, mono and white, with downloads, clear space, minimum sizes, colours and typography. Plus: a simple logo for your own holiday home.",
  },
  hero: {
    eyebrow: "Logo & brand",
    title: "The VayVista logo and how to use it",
    lead: "Writing about us, linking to us or putting us on a flyer? Here are the logo files, the colours and a few simple rules that keep the brand recognisable.",
  },
  story: {
    eyebrow: "The mark",
    title: "A roof and a wave",
    intro: "Our mark says what we do in two lines: a home of your own, and the holiday feeling your guests come for.",
    points: [
      {
        title: "The roof",
        body: "A simple roof line in warm sand stands for the holiday home itself, and for the owner who looks after it.",
      },
      {
        title: "The wave",
        body: "A soft coral wave stands for water, rest and the holiday, whether your house is by the sea, a lake or in the woods.",
      },
      {
        title: "The pine square",
        body: "A rounded square in pine green holds it together: calm and trustworthy, and it works as an app icon and a favicon too.",
      },
      {
        title: "The name",
        body: "VayVista joins vacation and vista: the view your guests wake up to, and the wider view of owners who rent out on their own terms.",
      },
    ],
  },
  variants: {
    eyebrow: "Downloads",
    title: "Logo variants",
    intro: "All files are SVG: sharp at any size, small to load and easy to open in design and office software.",
    items: {
      colour: {
        title: "Full colour",
        body: "The standard logo. Use it on white or light sand backgrounds whenever you can.",
        alt: "VayVista logo in full colour",
        download: "Download full-colour SVG",
      },
      mono: {
        title: "Mono",
        body: "One dark colour, for single-colour printing, stamps and engraving.",
        alt: "VayVista logo in one dark colour",
        download: "Download mono SVG",
      },
      white: {
        title: "On dark",
        body: "All white, for pine green or other dark backgrounds and calm, dark photos.",
        alt: "VayVista logo in white on a dark background",
        download: "Download white SVG",
      },
      mark: {
        title: "Mark only",
        body: "The square on its own, for app icons, favicons and social media avatars.",
        alt: "VayVista mark: a roof and a wave in a pine green square",
        download: "Download mark SVG",
      },
    },
  },
  rules: {
    eyebrow: "Space and size",
    title: "Clear space and minimum size",
    intro: "Two rules that keep the logo readable wherever it appears.",
    clearSpace: {
      title: "Clear space",
      body: "Keep free space around the logo of at least half the height of the mark, marked x here. No text, edges or other logos come inside that area.",
      label: "x = half the height of the mark",
    },
    minSize: {
      title: "Minimum size",
      body: "Below these sizes the wordmark and the wave become hard to read. When space is tight, use the mark on its own.",
      fullLabel: "Full logo: at least 120 px wide on screen, 30 mm in print",
      markLabel: "Mark only: at least 24 px (16 px for favicons only)",
    },
  },
  palette: {
    eyebrow: "Colour",
    title: "Colour palette",
    intro:
      "Pine green for trust, warm sand for the holiday, coral to make things happen. These are the exact values used on this website.",
    colours: {
      pine700: { name: "Pine", usage: "The mark, buttons and links" },
      pine900: { name: "Deep pine", usage: "The wordmark and dark sections" },
      pine950: { name: "Night pine", usage: "Footer and the mono logo" },
      pine50: { name: "Mist", usage: "Light backgrounds" },
      sand100: { name: "Sand", usage: "The roof line and warm backgrounds" },
      sand300: { name: "Dune", usage: "Borders and quiet accents" },
      coral600: { name: "Coral", usage: "Calls to action, with white text" },
      wave: { name: "Wave", usage: "Only the wave in the mark" },
      ink: { name: "Ink", usage: "Body text" },
    },
  },
  typography: {
    eyebrow: "Type",
    title: "Typography",
    intro:
      "We use the fonts already on your device, so pages load quickly and nothing extra is downloaded. They look slightly different on each system, and that's fine.",
    display: {
      role: "Headings and the wordmark",
      name: "System serif: Iowan Old Style, Palatino, Georgia",
      body: "A classic serif with character, used semi-bold for headings.",
      sample: "Your holiday home, your guests",
    },
    text: {
      role: "Body text and interface",
      name: "System sans-serif: system-ui, Segoe UI, Roboto, Helvetica Neue, Arial",
      body: "Clear and familiar on every screen, for paragraphs, buttons and forms.",
      sample: "Book directly, pay securely and receive your confirmation straight away.",
    },
  },
  usage: {
    eyebrow: "Do's and don'ts",
    title: "Using the logo well",
    intro: "The logo only stays recognisable if it looks the same everywhere.",
    doTitle: "Do",
    dos: [
      "Use the original SVG files from this page",
      "Keep the clear space around the logo",
      "Use the colour logo on white or light sand",
      "Use the white logo on pine green or dark, calm photos",
      "Use the mono logo for single-colour printing",
    ],
    dontTitle: "Don't",
    donts: [
      "Stretch, squash or crop the logo",
      "Change the colours or add gradients",
      "Rotate or tilt the logo",
      "Add shadows, outlines or other effects",
      "Put the colour logo on dark or busy backgrounds",
      "Retype the name in another font",
    ],
    dontExamples: ["Stretched", "Recoloured", "Rotated"],
  },
  ownerLogos: {
    eyebrow: "Custom work",
    title: "A logo for your holiday home",
    intro:
      "A house with a name deserves a face. We design simple, recognisable logos for holiday homes: a monogram or small symbol that works on your website, a key ring, a sign by the gate and the towels in the bathroom.",
    examples: [
      {
        name: "Villa Duinzicht",
        place: "Zeeland, the Netherlands",
        idea: "Initials in a circle above a dune line, in sea blue and sand.",
      },
      {
        name: "Boshuis De Eekhoorn",
        place: "Veluwe, the Netherlands",
        idea: "An acorn for the squirrel the house is named after, in forest green.",
      },
      {
        name: "Chata Sosnówka",
        place: "Karkonosze, Poland",
        idea: "The S of Sosnówka under mountain peaks, in a chalet-shaped arch.",
      },
      {
        name: "Hoeve Wadzicht",
        place: "Friesland, the Netherlands",
        idea: "The gable of a Frisian farmhouse around the initials, in brick red.",
      },
    ],
    includedTitle: "What you get",
    included: [
      "A short briefing about your house, the area and your guests",
      "Two or three first designs to choose from",
      "Refinement of the design you choose",
      "Files for web and print, in colour, mono and white",
      "The logo placed on your VayVista website",
    ],
    note: "Logo design is custom work with a fixed quote after a short conversation. The examples on this page are made up: these houses don't exist.",
    cta: "Ask about a logo",
  },
  cta: {
    title: "Want your holiday home to have its own brand?",
    body: "Start with a website of your own. In a free consultation we'll show you how, logo included if you like.",
  },
};
