import type { ThemesContent } from "./types.ts";

export const en: ThemesContent = {
  meta: {
    title: "Six website themes for your holiday home",
    description:
      "Modern, cosy, elegant, coastal, urban or rustic: choose the VayVista theme that suits your holiday home. Every theme includes online booking and works on phones.",
  },
  hero: {
    eyebrow: "Themes",
    title: "A look that suits your holiday home",
    lead: "Six carefully designed themes, each with its own character. Choose the one that feels like your place; we fill it with your photos, texts and prices.",
  },
  suitsLabel: "Suits",
  paletteLabel: "Colour palette",
  previewNote: "The preview opens a complete sample site in this theme.",
  themes: {
    "modern-minimal": {
      tagline: "Calm, light and uncluttered",
      suits: "Modern holiday homes, new-build lodges and city apartments with clean lines.",
      description:
        "Plenty of white space, crisp sans-serif type and one confident accent colour. Your photos do the talking while the page quietly steps back.",
      palette: ["White", "Light grey", "Graphite", "Cobalt blue"],
      highlights: ["Large photo galleries", "A clear price overview", "Fast on every phone"],
      sample: { name: "Villa Noord", domain: "villanoord.eu", tagline: "Architect-designed house in the dunes" },
    },
    "warm-cozy": {
      tagline: "Homely and inviting",
      suits: "Cottages, family homes and B&Bs where hospitality is what guests remember most.",
      description:
        "Soft cream tones, terracotta accents and rounded shapes. It feels like a warm welcome before your guests have even arrived.",
      palette: ["Cream", "Sand", "Chestnut", "Terracotta"],
      highlights: [
        "A personal welcome from the host",
        "Room for reviews and house stories",
        "Friendly, rounded buttons",
      ],
      sample: { name: "Hearthside Cottage", domain: "hearthside.eu", tagline: "Cosy cottage with a wood burner" },
    },
    "classic-elegant": {
      tagline: "Timeless and refined",
      suits: "Country houses, manor houses, historic properties and luxury villas.",
      description:
        "Serif headings, a navy and gold palette and restrained details. Understated luxury for guests who appreciate quality.",
      palette: ["Ivory", "Linen", "Navy", "Antique gold"],
      highlights: ["Stately serif headings", "Space for history and character", "A calm, premium feel"],
      sample: { name: "Villa Aurelia", domain: "villa-aurelia.eu", tagline: "Country house with a walled garden" },
    },
    "fresh-coastal": {
      tagline: "Light, airy and full of sea breeze",
      suits: "Beach houses, houseboats and apartments close to the sea or a lake.",
      description:
        "Sea blue, soft aqua and sandy tones with rounded buttons. Breezy and cheerful, like the first morning of a summer holiday.",
      palette: ["Sea mist", "Aqua", "Deep sea", "Lagoon blue"],
      highlights: ["Bright, sunny photo layout", "Beach and area tips up front", "Rounded, playful details"],
      sample: {
        name: "Seaview Beach House",
        domain: "seaviewbeachhouse.eu",
        tagline: "Two minutes' walk from the beach",
      },
    },
    "urban-hip": {
      tagline: "Bold, dark and confident",
      suits: "City lofts, design apartments and stays for younger travellers.",
      description:
        "A dark background, bold capitals and a striking lime accent. It stands out from the crowd, just like your place does.",
      palette: ["Charcoal", "Graphite", "Off-white", "Lime"],
      highlights: ["High-contrast dark design", "Bold headings in capitals", "Made for city breaks"],
      sample: { name: "Loft 27", domain: "loft27.eu", tagline: "Design loft in the old harbour" },
    },
    "nature-rustic": {
      tagline: "Earthy and peaceful",
      suits: "Forest cabins, farmhouses, glamping and homes in the countryside.",
      description:
        "Moss green, linen and earthy browns with classic serif type. Perfect when the surroundings are the main attraction.",
      palette: ["Linen", "Straw", "Bark", "Moss green"],
      highlights: ["Natural, earthy colours", "Room for walks and local tips", "Quiet, unhurried layout"],
      sample: {
        name: "Oak Forest Cabin",
        domain: "oakforestcabin.eu",
        tagline: "Wooden cabin at the edge of the forest",
      },
    },
  },
  mockup: {
    nav: ["The house", "Area", "Contact"],
    book: "Book",
    arrival: "Arrival",
    departure: "Departure",
    guests: "Guests",
    cards: ["Living room", "Garden", "Area"],
  },
  included: {
    eyebrow: "In every theme",
    title: "Whichever you choose, everything works",
    intro: "The themes differ in look and feel. What they do for your guests and for you is the same.",
    items: [
      {
        title: "Booking with live availability",
        body: "Guests see straight away which dates are free and can book and pay on the spot.",
      },
      {
        title: "Designed for phones first",
        body: "Most guests look at holiday homes on their phone. Every theme is built for small screens and looks just as good on large ones.",
      },
      {
        title: "Fast and findable",
        body: "Lightweight pages, tidy headings and structured data help your site load quickly and show up well in Google.",
      },
      {
        title: "Readable for everyone",
        body: "Sufficient contrast, clear fonts and keyboard-friendly navigation, so every guest can find their way.",
      },
    ],
  },
  switching: {
    title: "Not sure yet? You can switch at any time",
    body: "Your texts, photos, prices and bookings are kept separate from the design. Change theme from your dashboard and your content comes along. During the consultation we are happy to advise which theme suits your property best.",
  },
  cta: {
    title: "Found a theme you like?",
    body: "Book a free consultation and we will show you what your holiday home looks like in it. Your site can be live within {{liveWithinDays}} days.",
  },
};
