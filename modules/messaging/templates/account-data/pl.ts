import type { AccountDataTemplateKey } from "../../account-data-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";

const signOff = "<p>Pozdrawiamy serdecznie,<br>Zespół VayVista</p>";
const textSignOff = "Pozdrawiamy serdecznie,\nZespół VayVista";

export const plAccountData: Record<AccountDataTemplateKey, TemplateSource> = {
  "account-export-ready": {
    subject: "Twoje dane z VayVista są gotowe do pobrania",
    html: `<h1>Twoje dane są gotowe</h1>
<p>Cześć {{ name }},</p>
<p>Archiwum ze wszystkimi Twoimi danymi jest gotowe: teksty i zdjęcia Twojej strony, obiekty, ceny, rezerwacje, goście, wiadomości, płatności i faktury, w plikach JSON i CSV, a zdjęcia jako obrazy.</p>
{{ url | button: "Pobierz swoje dane" }}
<p>Link działa, gdy jesteś zalogowany(-a) w VayVista, do {{ expiresOn }} włącznie. Potem usuwamy archiwum; nowe możesz w każdej chwili przygotować na stronie swojego konta.</p>
${signOff}`,
    text: `Cześć {{ name }},

Archiwum ze wszystkimi Twoimi danymi jest gotowe: teksty i zdjęcia Twojej strony, obiekty, ceny, rezerwacje, goście, wiadomości, płatności i faktury, w plikach JSON i CSV, a zdjęcia jako obrazy.

Pobierz swoje dane: {{ url }}

Link działa, gdy jesteś zalogowany(-a) w VayVista, do {{ expiresOn }} włącznie. Potem usuwamy archiwum; nowe możesz w każdej chwili przygotować na stronie swojego konta.

${textSignOff}`,
  },
  "account-deletion-scheduled": {
    subject: "Twoje konto VayVista zostanie usunięte {{ deleteOn }}",
    html: `<h1>Twoje konto zostanie usunięte {{ deleteOn }}</h1>
<p>Cześć {{ name }},</p>
<p>Otrzymaliśmy Twoją prośbę o usunięcie konta VayVista. Od teraz Twoja strona jest niedostępna dla gości.</p>
<p>Do {{ deleteOn }} możesz się jeszcze zalogować, aby pobrać swoje dane lub anulować usunięcie. Tego dnia usuniemy Twoje konto, stronę i wszystkie jej dane, także rezerwacje i płatności Twoich gości. Zachowamy jedynie nasze faktury wystawione dla Ciebie, przez {{ keepYears }} lat, ponieważ wymaga tego holenderskie prawo podatkowe.</p>
{{ url | button: "Pobierz dane lub anuluj" }}
<p>To nie Ty? Zaloguj się, anuluj usunięcie i zmień hasło.</p>
${signOff}`,
    text: `Cześć {{ name }},

Otrzymaliśmy Twoją prośbę o usunięcie konta VayVista. Od teraz Twoja strona jest niedostępna dla gości.

Do {{ deleteOn }} możesz się jeszcze zalogować, aby pobrać swoje dane lub anulować usunięcie. Tego dnia usuniemy Twoje konto, stronę i wszystkie jej dane, także rezerwacje i płatności Twoich gości. Zachowamy jedynie nasze faktury wystawione dla Ciebie, przez {{ keepYears }} lat, ponieważ wymaga tego holenderskie prawo podatkowe.

Pobierz dane lub anuluj: {{ url }}

To nie Ty? Zaloguj się, anuluj usunięcie i zmień hasło.

${textSignOff}`,
  },
};
