import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const en: Localized<typeof nl> = {
  title: "Content",
  intro: "Your website's texts, photos and places to stay, grouped the way your site's pages are.",
  sections: {
    overview: "Overview and languages",
    home: "Home",
    about: "About us",
    units: "Places to stay",
    photos: "Photos",
    surroundings: "Surroundings",
    contact: "Contact",
    seo: "Search engines",
  },
  sectionIntro: {
    home: "What guests read first: the line under your name, your welcome text and the large photo at the top.",
    about: "Your story: who you are and why guests feel at home with you.",
    surroundings: "What there is to do nearby, with the distance from your place.",
    contact: "How guests reach you. Search engines use your address to show you on the map.",
    seo: "The title and description Google and other search engines show for each page. You may leave them empty: we then make them from your texts.",
  },
  sectionNav: "Parts of the content",
  languages: {
    heading: "Your website's languages",
    intro:
      "Your guests come from everywhere. Choose your website's main language and which other languages it offers; the main language has no prefix in the address, the others sit under /en/, /de/ or /pl/.",
    main: "Main language",
    mainHint: "Texts that are not translated yet appear in this language.",
    others: "Also offer in",
    save: "Save languages",
    saved: "Languages saved as a draft.",
  },
  translate: {
    label: "Language you are editing",
    main: "{{lang}} (main language)",
    reference: "In {{lang}}:",
    empty: "(empty so far)",
    hint: "You are editing the {{lang}} translation. Leave a field empty to show the main language's text there.",
    sharedHint: "Contact details and photos are the same in every language; edit them in the main language.",
  },
  fields: {
    tagline: {
      label: "Tagline",
      hint: "One sentence under your website's name, for example: A wooden house in the dunes, five minutes from the sea.",
    },
    intro: {
      label: "Welcome text",
      hint: "A few sentences on the home page. A blank line starts a new paragraph.",
    },
    heroPhotoId: {
      label: "Large photo at the top",
      hint: "Without a choice we use the first photo of your gallery.",
    },
    about: {
      title: {
        label: "Title",
        hint: "For example: Welcome from Sanne and Joris.",
      },
      story: {
        label: "Your story",
        hint: "Headings and lists make the story easy to read.",
      },
      hostNames: {
        label: "Names of the hosts",
        hint: "For example: Sanne & Joris.",
      },
      hostPhotoId: {
        label: "Photo of you",
      },
    },
    surroundings: {
      intro: {
        label: "Introduction",
      },
    },
    contact: {
      email: {
        label: "Email address for guests",
        hint: "Shown on your website. Enquiries from the contact form reach your account's email address.",
      },
      phone: {
        label: "Phone number",
      },
      whatsapp: {
        label: "WhatsApp number",
        hint: "In international form, for example +31 6 12345678.",
      },
      street: {
        label: "Street and number",
      },
      postalCode: {
        label: "Postcode",
      },
      city: {
        label: "Town",
      },
      country: {
        label: "Country",
      },
      mapUrl: {
        label: "Link to the map",
        hint: "For example a link from Google Maps or OpenStreetMap.",
      },
    },
    social: {
      instagram: {
        label: "Instagram",
      },
      facebook: {
        label: "Facebook",
      },
      tiktok: {
        label: "TikTok",
      },
      youtube: {
        label: "YouTube",
      },
      pinterest: {
        label: "Pinterest",
      },
    },
    seoTitle: {
      label: "Title in search results",
      hint: "Up to 70 characters.",
    },
    seoDescription: {
      label: "Description in search results",
      hint: "Up to 170 characters.",
    },
  },
  groups: {
    address: "Address",
    reach: "Getting in touch",
    social: "Social media",
  },
  seoPages: {
    home: "Home",
    about: "About us",
    facilities: "Facilities",
    surroundings: "Surroundings",
    gallery: "Gallery",
    blog: "Blog",
    contact: "Contact",
    book: "Book",
  },
  photo: {
    untitled: "Photo {{n}}",
    none: "No photo chosen",
    noPhotos: "You have no photos yet. Upload them first under Photos.",
  },
  places: {
    heading: "Places nearby",
    intro: "Beaches, restaurants, museums, cycle routes, the station: what your guests like to know.",
    place: "Place {{n}}",
    name: "Name",
    category: "Kind",
    distance: "Distance (km)",
    description: "Description",
    add: "Add a place",
    remove: "Remove",
    moveUp: "Up",
    moveDown: "Down",
    empty: "No places yet. Add your favourite spots.",
    categories: {
      nature: "Nature",
      beach: "Beach and water",
      food: "Food and drink",
      culture: "Culture",
      shopping: "Shops and markets",
      activity: "Active",
      family: "With children",
      transport: "Getting here",
    },
  },
  units: {
    intro:
      "Your holiday home, or the rooms, apartments or chalets you let. Each has a page of its own; rates and calendars follow per place.",
    add: "Add a place to stay",
    edit: "Edit",
    view: "View on your website",
    archived: "Archived",
    archive: "Archive",
    restore: "Restore",
    archiveHint: "An archived place disappears from your website; its bookings and details are kept.",
    moveUp: "Move {{name}} up",
    moveDown: "Move {{name}} down",
    order: "Order on your website",
    newTitle: "New place to stay",
    editTitle: "Edit {{name}}",
    back: "Back to the places to stay",
    texts: "Texts",
    capacity: "Layout",
    times: "Arrival and departure",
    facilitiesHeading: "Facilities",
    lastActive: "Your website needs at least one active place to stay.",
    saved: "Saved. Your website shows the change straight away.",
    created: "Place to stay added.",
    save: "Save",
    active: "Active",
    moved: "{{name}} is now number {{position}} of {{total}}.",
    archivedDone: "{{name}} has been archived.",
    restoredDone: "{{name}} is back on your website.",
    failed: "That did not work. The list has been updated; try again.",
    translateShared:
      "Layout, times, facilities and the main photo are the same in every language; change them in the main language.",
    fields: {
      name: {
        label: "Name",
        hint: "For example: Woodpecker Lodge.",
      },
      type: {
        label: "Kind of place",
      },
      shortDescription: {
        label: "Short description",
        hint: "One or two sentences for the overviews.",
      },
      longDescription: {
        label: "Full description",
      },
      houseRules: {
        label: "House rules",
        hint: "For example: no smoking inside, quiet after 10 pm.",
      },
      checkInInstructions: {
        label: "Check-in instructions (private)",
        hint: "How guests get in: the key or key box and its code, parking, the wifi. Only your guests see this, on their booking page once everything due is paid; never on your website.",
      },
      maxGuests: {
        label: "Maximum number of guests",
      },
      bedrooms: {
        label: "Bedrooms",
      },
      beds: {
        label: "Beds",
      },
      bathrooms: {
        label: "Bathrooms",
      },
      sizeM2: {
        label: "Floor area (m²)",
      },
      checkInFrom: {
        label: "Check-in from",
      },
      checkInUntil: {
        label: "Check-in until",
      },
      checkOutUntil: {
        label: "Check-out by",
      },
      coverPhotoId: {
        label: "Main photo",
        hint: "Without a choice we show this place's first photo.",
      },
    },
    errors: {
      choice: "Choose one of the options.",
      required: "Enter a name in your website's main language.",
      number: "Enter a whole number between {{min}} and {{max}}.",
      time: "Enter a time such as 15:00.",
    },
  },
  save: "Save as draft",
  saving: "Saving…",
  saved: "Saved as a draft. Publish to put it on your website.",
  publish: {
    pending: "You have changes that are not on your website yet.",
    upToDate: "Everything you saved is on your website.",
    button: "Publish",
    publishing: "Publishing…",
    done: "Published: your website now shows your changes.",
    view: "View your website",
  },
  live: "Places to stay, photos, reviews and blog posts go online as soon as you save them.",
  conflict:
    "This content was changed meanwhile in another tab or on another device. Reload the page to see the newest version; what you typed here is still in the form.",
  errors: {
    tooLong: "Use at most {{max}} characters.",
    oneLine: "Use one line of text, without line breaks, tabs or invisible control characters.",
    controls: "This contains invisible control characters that cannot be saved. Please type it again.",
    email: "Enter a valid email address, for example name@example.com.",
    phone: "Enter a phone number with only digits, spaces and perhaps a + in front.",
    url: "Enter a complete web address starting with https://.",
    country: "Choose a country from the list.",
    photo: "Choose one of your own photos.",
    rich: "This text could not be read. Please enter it again.",
    language: "Choose a language from the list.",
    places: "You can add up to 40 places.",
  },
};
