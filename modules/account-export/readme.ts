import { type Lang, LOCALES } from "../i18n/languages.ts";

type ReadmeWords = { title: string; made: string; intro: string; files: [string, string][]; closing: string };

/**
 * What the archive's files hold, in the owner's language. File names stay English (the
 * same in every archive, so scripts can rely on them); the README explains them.
 */
const WORDS: Record<Lang, ReadmeWords> = {
  nl: {
    title: "Je gegevens bij VayVista",
    made: "Gemaakt op",
    intro:
      "Dit archief bevat alles wat we voor je bewaren, in open formaten: JSON voor gegevens met structuur (te openen in elke teksteditor of te verwerken met een script) en CSV voor tabellen (te openen in Excel, LibreOffice of Numbers; tekst die als formule gelezen zou worden, begint met een apostrof). Bedragen staan in centen (12500 = 125,00), tijden in UTC (ISO 8601). Wachtwoorden, beveiligingssleutels en geheime links staan er niet in.",
    files: [
      [
        "account.json",
        "je account, inlogmethoden, sessies, antwoorden uit de startwizard, je supportvragen met onze antwoorden en de e-mails die we je stuurden",
      ],
      [
        "site/site.json",
        "je website: naam, adres, thema, alle teksten (concept en gepubliceerd), boekingsinstellingen, betaalprovider en afzender",
      ],
      ["site/units.json", "je accommodaties met beschrijvingen, faciliteiten en tijden"],
      ["site/rates.json", "de prijzen en boekingsregels per accommodatie"],
      [
        "site/stays.csv en site/stays.json",
        "alle boekingen, aanvragen, blokkades en geïmporteerde agenda-items (de JSON met de volledige prijsopbouw)",
      ],
      ["site/guests.csv", "je gastenboek"],
      ["site/payments.csv", "de betalingen, borgen en terugbetalingen van je gasten"],
      ["site/vouchers.json", "je kortingscodes"],
      ["site/reviews.json", "de beoordelingen op je website met je reacties"],
      ["site/blog-posts.json", "je blogberichten"],
      [
        "site/calendar-feeds.json",
        "de gekoppelde agenda's van andere kanalen (alleen het adres van de site, niet de geheime link)",
      ],
      ["site/enquiries.json", "de vragen die gasten via je contactformulier stuurden"],
      ["site/emails.json", "de e-mails aan je gasten en aan jou over je website"],
      ["site/guest-messages.json", "je berichtsjablonen en wanneer ze verstuurd worden"],
      [
        "site/photos.json en site/photos/",
        "je foto's in de grootste opgeslagen versie (AVIF en WebP) met bijschriften en alt-teksten",
      ],
      [
        "billing/",
        "je abonnement bij VayVista, een overzicht van je facturen (invoices.csv) en de facturen zelf als pdf",
      ],
    ],
    closing: "Vragen over je gegevens? Stuur ons een bericht via Support in je dashboard.",
  },
  en: {
    title: "Your data at VayVista",
    made: "Made on",
    intro:
      "This archive holds everything we keep for you, in open formats: JSON for structured data (readable in any text editor or by a script) and CSV for tables (open them in Excel, LibreOffice or Numbers; text that would be read as a formula starts with an apostrophe). Amounts are in cents (12500 = 125.00), times in UTC (ISO 8601). Passwords, security keys and secret links are never included.",
    files: [
      [
        "account.json",
        "your account, sign-in methods, sessions, set-up wizard answers, your support questions with our answers and the emails we sent you",
      ],
      [
        "site/site.json",
        "your website: name, address, theme, all texts (draft and published), booking settings, payment provider and sender",
      ],
      ["site/units.json", "your places to stay with descriptions, facilities and times"],
      ["site/rates.json", "the prices and booking rules of each place to stay"],
      [
        "site/stays.csv and site/stays.json",
        "every booking, request, block and imported calendar event (the JSON with the full price breakdown)",
      ],
      ["site/guests.csv", "your guest book"],
      ["site/payments.csv", "your guests' payments, deposits and refunds"],
      ["site/vouchers.json", "your discount codes"],
      ["site/reviews.json", "the reviews on your website with your replies"],
      ["site/blog-posts.json", "your blog posts"],
      [
        "site/calendar-feeds.json",
        "the connected calendars of other channels (only the site's address, not the secret link)",
      ],
      ["site/enquiries.json", "the questions guests sent through your contact form"],
      ["site/emails.json", "the emails to your guests, and to you about your website"],
      ["site/guest-messages.json", "your message templates and when they are sent"],
      [
        "site/photos.json and site/photos/",
        "your photos in the largest stored size (AVIF and WebP) with captions and alt texts",
      ],
      [
        "billing/",
        "your VayVista subscription, a list of your invoices (invoices.csv) and the invoices themselves as PDF",
      ],
    ],
    closing: "Questions about your data? Send us a message through Support in your dashboard.",
  },
  pl: {
    title: "Twoje dane w VayVista",
    made: "Utworzono",
    intro:
      "To archiwum zawiera wszystko, co dla Ciebie przechowujemy, w otwartych formatach: JSON dla danych o strukturze (otworzysz je w każdym edytorze tekstu lub przetworzysz skryptem) i CSV dla tabel (otworzysz je w Excelu, LibreOffice lub Numbers; tekst, który zostałby odczytany jako formuła, zaczyna się od apostrofu). Kwoty podano w groszach/centach (12500 = 125,00), czas w UTC (ISO 8601). Hasła, klucze zabezpieczeń i tajne linki nigdy nie są dołączane.",
    files: [
      [
        "account.json",
        "Twoje konto, metody logowania, sesje, odpowiedzi z kreatora, Twoje zgłoszenia do pomocy z naszymi odpowiedziami i e-maile, które Ci wysłaliśmy",
      ],
      [
        "site/site.json",
        "Twoja strona: nazwa, adres, motyw, wszystkie teksty (wersja robocza i opublikowana), ustawienia rezerwacji, operator płatności i nadawca",
      ],
      ["site/units.json", "Twoje obiekty z opisami, udogodnieniami i godzinami"],
      ["site/rates.json", "ceny i zasady rezerwacji każdego obiektu"],
      [
        "site/stays.csv i site/stays.json",
        "wszystkie rezerwacje, zapytania, blokady i zaimportowane wpisy z kalendarzy (JSON z pełnym wyliczeniem ceny)",
      ],
      ["site/guests.csv", "Twoja księga gości"],
      ["site/payments.csv", "płatności, kaucje i zwroty Twoich gości"],
      ["site/vouchers.json", "Twoje kody rabatowe"],
      ["site/reviews.json", "opinie na Twojej stronie wraz z Twoimi odpowiedziami"],
      ["site/blog-posts.json", "Twoje wpisy na blogu"],
      ["site/calendar-feeds.json", "połączone kalendarze innych kanałów (tylko adres serwisu, bez tajnego linku)"],
      ["site/enquiries.json", "pytania, które goście wysłali przez formularz kontaktowy"],
      ["site/emails.json", "e-maile do Twoich gości oraz do Ciebie w sprawie Twojej strony"],
      ["site/guest-messages.json", "Twoje szablony wiadomości i terminy ich wysyłki"],
      [
        "site/photos.json i site/photos/",
        "Twoje zdjęcia w największym zapisanym rozmiarze (AVIF i WebP) z podpisami i tekstami alternatywnymi",
      ],
      ["billing/", "Twój abonament VayVista, zestawienie faktur (invoices.csv) i same faktury w PDF"],
    ],
    closing: "Pytania dotyczące Twoich danych? Napisz do nas przez Pomoc w panelu.",
  },
};

/** README.txt of an archive made at `now`, in `lang`; CRLF so every system's editor shows the lines. */
export function archiveReadme(lang: Lang, now: Date): string {
  const words = WORDS[lang];
  const made = new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Amsterdam",
  }).format(now);
  const lines = [
    words.title,
    "=".repeat(words.title.length),
    `${words.made}: ${made}`,
    "",
    words.intro,
    "",
    ...words.files.map(([file, what]) => `- ${file}: ${what}`),
    "",
    words.closing,
  ];
  return `${lines.join("\r\n")}\r\n`;
}
