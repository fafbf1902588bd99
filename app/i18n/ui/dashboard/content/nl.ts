/** Dutch texts of the dashboard's content editor (the reference language). */
export const nl = {
  title: "Inhoud",
  intro: "De teksten, foto's en accommodaties van je website, gegroepeerd zoals de pagina's van je site.",
  sections: {
    overview: "Overzicht en talen",
    home: "Home",
    about: "Over ons",
    units: "Accommodaties",
    photos: "Foto's",
    surroundings: "Omgeving",
    contact: "Contact",
    seo: "Zoekmachines",
  },
  sectionIntro: {
    home: "Wat gasten als eerste lezen: de slogan onder je naam, je welkomsttekst en de grote foto bovenaan.",
    about: "Jullie verhaal: wie jullie zijn en waarom gasten zich bij jullie thuis voelen.",
    surroundings: "Wat er in de buurt te doen is, met de afstand vanaf je accommodatie.",
    contact: "Hoe gasten je bereiken. Je adres gebruiken zoekmachines om je te tonen op de kaart.",
    seo: "De titel en beschrijving die Google en andere zoekmachines per pagina tonen. Leeg laten mag: dan maken we ze uit je teksten.",
  },
  sectionNav: "Onderdelen van de inhoud",
  languages: {
    heading: "Talen van je website",
    intro:
      "Je gasten komen van overal. Kies de hoofdtaal van je website en welke talen je nog meer aanbiedt; de hoofdtaal staat zonder voorvoegsel in het adres, de andere onder /en/, /de/ of /pl/.",
    main: "Hoofdtaal",
    mainHint: "Teksten die nog niet vertaald zijn, verschijnen in deze taal.",
    others: "Ook aanbieden in",
    save: "Talen opslaan",
    saved: "Talen opgeslagen als concept.",
  },
  translate: {
    label: "Taal die je bewerkt",
    main: "{{lang}} (hoofdtaal)",
    reference: "In het {{lang}}:",
    empty: "(nog leeg)",
    hint: "Je bewerkt de {{lang}}e vertaling. Laat een veld leeg om daar de tekst in de hoofdtaal te tonen.",
    sharedHint: "Contactgegevens en foto's gelden voor alle talen; die bewerk je in de hoofdtaal.",
  },
  fields: {
    tagline: {
      label: "Slogan",
      hint: "Eén zin onder de naam van je website, bijvoorbeeld: Een houten huis in de duinen, vijf minuten van zee.",
    },
    intro: {
      label: "Welkomsttekst",
      hint: "Een paar zinnen op de homepage. Een witregel begint een nieuwe alinea.",
    },
    heroPhotoId: {
      label: "Grote foto bovenaan",
      hint: "Zonder keuze gebruiken we de eerste foto van je galerij.",
    },
    about: {
      title: {
        label: "Titel",
        hint: "Bijvoorbeeld: Welkom bij Sanne en Joris.",
      },
      story: {
        label: "Jullie verhaal",
        hint: "Gebruik kopjes en lijstjes om het verhaal makkelijk leesbaar te maken.",
      },
      hostNames: {
        label: "Namen van de gastheer of gastvrouw",
        hint: "Bijvoorbeeld: Sanne & Joris.",
      },
      hostPhotoId: {
        label: "Foto van jullie",
      },
    },
    surroundings: {
      intro: {
        label: "Inleiding",
      },
    },
    contact: {
      email: {
        label: "E-mailadres voor gasten",
        hint: "Staat op je website. Aanvragen via het contactformulier krijg je op je account-e-mailadres.",
      },
      phone: {
        label: "Telefoonnummer",
      },
      whatsapp: {
        label: "WhatsApp-nummer",
        hint: "In internationale vorm, bijvoorbeeld +31 6 12345678.",
      },
      street: {
        label: "Straat en huisnummer",
      },
      postalCode: {
        label: "Postcode",
      },
      city: {
        label: "Plaats",
      },
      country: {
        label: "Land",
      },
      mapUrl: {
        label: "Link naar de kaart",
        hint: "Bijvoorbeeld een link van Google Maps of OpenStreetMap.",
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
      label: "Titel in zoekresultaten",
      hint: "Tot 70 tekens.",
    },
    seoDescription: {
      label: "Beschrijving in zoekresultaten",
      hint: "Tot 170 tekens.",
    },
  },
  groups: {
    address: "Adres",
    reach: "Bereikbaarheid",
    social: "Sociale media",
  },
  seoPages: {
    home: "Home",
    about: "Over ons",
    facilities: "Faciliteiten",
    surroundings: "Omgeving",
    gallery: "Galerij",
    blog: "Blog",
    contact: "Contact",
    book: "Boeken",
  },
  photo: {
    untitled: "Foto {{n}}",
    none: "Geen foto gekozen",
    noPhotos: "Je hebt nog geen foto's. Upload ze eerst bij Foto's.",
  },
  places: {
    heading: "Plekken in de buurt",
    intro: "Stranden, restaurants, musea, fietsroutes, het station: wat je gasten graag weten.",
    place: "Plek {{n}}",
    name: "Naam",
    category: "Soort",
    distance: "Afstand (km)",
    description: "Beschrijving",
    add: "Plek toevoegen",
    remove: "Verwijderen",
    moveUp: "Omhoog",
    moveDown: "Omlaag",
    empty: "Nog geen plekken. Voeg je favoriete plekjes toe.",
    categories: {
      nature: "Natuur",
      beach: "Strand en water",
      food: "Eten en drinken",
      culture: "Cultuur",
      shopping: "Winkels en markten",
      activity: "Actief",
      family: "Met kinderen",
      transport: "Bereikbaarheid",
    },
  },
  units: {
    intro:
      "Je vakantiehuis, of de kamers, appartementen of chalets die je verhuurt. Elke accommodatie krijgt een eigen pagina; prijzen en agenda's volgen per accommodatie.",
    add: "Accommodatie toevoegen",
    edit: "Bewerken",
    view: "Bekijk op je website",
    archived: "Gearchiveerd",
    archive: "Archiveren",
    restore: "Terugzetten",
    archiveHint: "Een gearchiveerde accommodatie verdwijnt van je website; boekingen en gegevens blijven bewaard.",
    moveUp: "{{name}} omhoog",
    moveDown: "{{name}} omlaag",
    order: "Volgorde op je website",
    newTitle: "Nieuwe accommodatie",
    editTitle: "{{name}} bewerken",
    back: "Terug naar de accommodaties",
    texts: "Teksten",
    capacity: "Indeling",
    times: "Aankomst en vertrek",
    facilitiesHeading: "Faciliteiten",
    lastActive: "Je website heeft minstens één actieve accommodatie nodig.",
    saved: "Opgeslagen. Je website toont de wijziging meteen.",
    created: "Accommodatie toegevoegd.",
    save: "Opslaan",
    active: "Actief",
    moved: "{{name}} staat nu op plaats {{position}} van {{total}}.",
    archivedDone: "{{name}} is gearchiveerd.",
    restoredDone: "{{name}} staat weer op je website.",
    failed: "Dat lukte niet. De lijst is bijgewerkt; probeer het opnieuw.",
    translateShared:
      "Indeling, tijden, faciliteiten en de hoofdfoto zijn in elke taal hetzelfde; die pas je aan in de hoofdtaal.",
    fields: {
      name: {
        label: "Naam",
        hint: "Bijvoorbeeld: Boslodge De Specht.",
      },
      type: {
        label: "Soort accommodatie",
      },
      shortDescription: {
        label: "Korte omschrijving",
        hint: "Eén of twee zinnen voor de overzichten.",
      },
      longDescription: {
        label: "Uitgebreide omschrijving",
      },
      houseRules: {
        label: "Huisregels",
        hint: "Bijvoorbeeld: niet roken binnen, stil na 22.00 uur.",
      },
      checkInInstructions: {
        label: "Instructies bij aankomst (privé)",
        hint: "Hoe gasten binnenkomen: de sleutel of sleutelkluis en de code, parkeren, de wifi. Alleen je gasten zien dit, op hun boekingspagina zodra alles wat verschuldigd is betaald is; nooit op je website.",
      },
      maxGuests: {
        label: "Maximaal aantal gasten",
      },
      bedrooms: {
        label: "Slaapkamers",
      },
      beds: {
        label: "Bedden",
      },
      bathrooms: {
        label: "Badkamers",
      },
      sizeM2: {
        label: "Oppervlakte (m²)",
      },
      checkInFrom: {
        label: "Inchecken vanaf",
      },
      checkInUntil: {
        label: "Inchecken tot",
      },
      checkOutUntil: {
        label: "Uitchecken vóór",
      },
      coverPhotoId: {
        label: "Hoofdfoto",
        hint: "Zonder keuze tonen we de eerste foto van deze accommodatie.",
      },
    },
    errors: {
      choice: "Kies een van de mogelijkheden.",
      required: "Vul een naam in voor de hoofdtaal van je website.",
      number: "Vul een heel getal in tussen {{min}} en {{max}}.",
      time: "Vul een tijd in zoals 15:00.",
    },
  },
  save: "Opslaan als concept",
  saving: "Bezig met opslaan…",
  saved: "Opgeslagen als concept. Publiceer om het op je website te zetten.",
  publish: {
    pending: "Je hebt wijzigingen die nog niet op je website staan.",
    upToDate: "Alles wat je hebt opgeslagen staat op je website.",
    button: "Publiceren",
    publishing: "Bezig met publiceren…",
    done: "Gepubliceerd: je website toont nu je wijzigingen.",
    view: "Bekijk je website",
  },
  live: "Accommodaties, foto's, beoordelingen en blogberichten staan direct online zodra je ze opslaat.",
  conflict:
    "Deze inhoud is intussen in een ander tabblad of op een ander apparaat gewijzigd. Laad de pagina opnieuw om de nieuwste versie te zien; wat je hier typte staat nog in het formulier.",
  errors: {
    tooLong: "Gebruik maximaal {{max}} tekens.",
    oneLine: "Gebruik één regel tekst, zonder regeleinden, tabs of onzichtbare stuurtekens.",
    controls: "Hier staan onzichtbare stuurtekens in die we niet kunnen opslaan. Typ het opnieuw.",
    email: "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
    phone: "Vul een telefoonnummer in met alleen cijfers, spaties en eventueel een + vooraan.",
    url: "Vul een volledig webadres in dat begint met https://.",
    country: "Kies een land uit de lijst.",
    photo: "Kies een van je eigen foto's.",
    rich: "Deze tekst kon niet worden gelezen. Probeer hem opnieuw in te voeren.",
    language: "Kies een taal uit de lijst.",
    places: "Je kunt tot 40 plekken toevoegen.",
  },
};
