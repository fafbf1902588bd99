import { ownerSeriesEmails } from "./layout.ts";

export const plOwnerSeries = ownerSeriesEmails({
  hello: "Cześć",
  regards: "Pozdrawiamy serdecznie,",
  team: "Zespół VayVista",
  gettingStarted: {
    subject: "Trzy rzeczy, dzięki którym {{ siteName }} zbierze więcej rezerwacji",
    heading: "Twoja strona działa: co dalej?",
    intro:
      "Minęły dwa dni od rejestracji w VayVista, a {{ siteName }} jest już online. Te trzy kroki robią największą różnicę dla gości, którzy Cię znajdą:",
    steps: [
      "Dodaj najlepsze zdjęcia: goście decydują po pierwszych pięciu. Najlepiej sprawdzają się jasny salon, sypialnie i widok.",
      "Sprawdź ceny i minimalną długość pobytu w każdym sezonie, żeby kalendarz nigdy nie oferował nocy, której wolisz nie wynajmować.",
      "Połącz kalendarze innych serwisów, w których wynajmujesz, żeby noc zarezerwowana tam od razu zamykała się na Twojej stronie.",
    ],
    help: "Potrzebujesz pomocy? Odpowiedz na tego e-maila albo otwórz zgłoszenie w panelu; odpowiadamy w ciągu jednego dnia roboczego.",
    button: "Przejdź do panelu",
  },
  onboardingDay1: {
    subject: "Twoja strona rezerwacyjna czeka na Ciebie",
    heading: "Już prawie gotowe",
    intro:
      "Wczoraj powstało Twoje konto w VayVista, ale Twoja strona nie jest jeszcze skonfigurowana. To zajmie około dziesięciu minut: kilka informacji o domu, wygląd i adres strony.",
    saved: "Wszystkie dotychczasowe odpowiedzi są zapisane, więc wrócisz dokładnie do tego samego miejsca.",
    button: "Kontynuuj konfigurację",
  },
  onboardingDay3: {
    subject: "Pomóc Ci z konfiguracją strony?",
    heading: "Możemy Ci pomóc zacząć?",
    intro:
      "Od rejestracji w VayVista minęły trzy dni, a Twojej strony jeszcze nie ma. Może coś było niejasne, a może po prostu zabrakło czasu.",
    help: "Odpowiedz na tego e-maila, pisząc swoje pytanie albo adres domu wakacyjnego, a pomożemy. Wolisz działać samodzielnie? Twoje dotychczasowe odpowiedzi są zapisane.",
    button: "Dokończ moją stronę",
  },
  domainNotVerified: {
    subject: "Domena {{ domain }} nie jest jeszcze połączona z Twoją stroną",
    heading: "Twoja domena nie jest jeszcze zweryfikowana",
    intro:
      "Dwa dni temu domena {{ domain }} została połączona z Twoją stroną w VayVista, ale wciąż nie widzimy rekordu weryfikacyjnego.",
    check:
      "Sprawdź u swojego dostawcy domeny, czy istnieje rekord TXT o nazwie {{ record }} z wartością podaną w panelu. Zmiany mogą potrzebować kilku godzin; potem wystarczy jedno kliknięcie „Sprawdź ponownie”.",
    meanwhile: "W międzyczasie Twoja strona jest nadal dostępna pod adresem w VayVista.",
    button: "Zobacz ustawienia DNS",
  },
  monthlySummary: {
    subject: "{{ siteName }}: podsumowanie, {{ month }}",
    heading: "Twój miesiąc w liczbach",
    intro: "Tak wyglądał miesiąc {{ month }} dla {{ siteName }}.",
    labels: {
      bookings: "Rezerwacje z przyjazdem",
      booked: "Wartość tych rezerwacji",
      received: "Otrzymane od gości",
      visitors: "Odwiedzający",
      pageViews: "Wyświetlone strony",
    },
    note: "Wartość obejmuje potwierdzone rezerwacje, których goście przyjechali w tym miesiącu; otrzymane to kwota, którą goście zapłacili w tym miesiącu, po odjęciu zwrotów i bez kaucji.",
    button: "Zobacz szczegóły w panelu",
  },
});
