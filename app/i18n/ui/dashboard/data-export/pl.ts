import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const pl: Localized<typeof nl> = {
  heading: "Pobierz swoje dane",
  intro:
    "Jeden plik zip ze wszystkim, co Twoje: teksty i zdjęcia strony, obiekty, ceny, rezerwacje, goście, wiadomości, płatności, vouchery, opinie, wpisy na blogu, połączone kalendarze i nasze faktury dla Ciebie. Tabele jako CSV (otworzysz je w Excelu), reszta jako JSON, zdjęcia i faktury jako osobne pliki, z objaśnieniem w README.txt. Hasła i tajne linki nigdy nie są dołączane.",
  request: "Przygotuj archiwum",
  requesting: "Wysyłanie…",
  again: "Przygotuj nowe archiwum",
  retry: "Spróbuj ponownie",
  requestedToast: "Przygotowujemy Twoje archiwum. Wyślemy Ci e-mail, gdy będzie gotowe.",
  underWay: "Twoje archiwum jest już przygotowywane. Poczekaj, aż będzie gotowe.",
  tooOften: "Dziś już wiele razy prosiłeś(-aś) o archiwum. Spróbuj ponownie jutro.",
  state: { requested: "Zamówione", running: "W przygotowaniu", ready: "Gotowe", failed: "Nieudane" },
  makingNote:
    "Przygotowujemy Twoje archiwum od {{date}}. Zwykle trwa to kilka minut, przy wielu zdjęciach nieco dłużej. Gdy będzie gotowe, wyślemy e-mail na adres {{email}}, a link pojawi się także tutaj.",
  checkAgain: "Sprawdź ponownie",
  readyNote: "Utworzone {{date}} ({{size}}). Możesz je pobrać do {{expires}}; potem je usuwamy.",
  download: "Pobierz archiwum",
  failedNote:
    "Nie udało się przygotować archiwum z {{date}}. To nie Twoja wina: spróbuj ponownie, a jeśli nadal się nie uda, daj nam znać przez Pomoc.",
  accountOnly: "Tylko dane konta (JSON)",
  size: { kb: "{{value}} kB", mb: "{{value}} MB" },
};
