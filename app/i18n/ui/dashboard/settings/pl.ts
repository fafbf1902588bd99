import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const pl: Localized<typeof nl> = {
  title: "Ustawienia",
  intro:
    "Jak goście Ci płacą, od kogo przychodzą ich e-maile, jakie e-maile dostajesz Ty i gdzie znajdziesz pozostałe ustawienia strony.",
  more: {
    heading: "Więcej ustawień",
    bookingSettings: "Strefa czasowa i dane bankowe",
    bookingSettingsHint: "Strefa czasowa obiektu i Twoje konto dla gości płacących przelewem.",
    domains: "Własna domena",
    domainsHint: "Twoja strona także pod własnym adresem, np. www.trzy-smreki.pl.",
    scheduledEmails: "Wiadomości automatyczne",
    scheduledEmailsHint:
      "Kiedy goście dostają którą wiadomość: potwierdzenie, informacje o przyjeździe, prośbę o opinię.",
    emailTemplates: "Treści Twoich wiadomości",
    emailTemplatesHint: "To, co czytają goście, w każdym języku Twojej strony, z podglądem i wiadomością testową.",
    account: "Twoje konto",
    accountHint: "Imię, adres e-mail, hasło i logowanie dwuetapowe.",
  },
  sending: {
    heading: "E-maile do Twoich gości",
    intro:
      "Tak goście widzą, od kogo przychodzą potwierdzenia i wiadomości. Możesz to zmienić w każdej chwili; zmiana obowiązuje od następnego e-maila, także dla tych, które czekają na wysłanie.",
    inUse: "W użyciu",
    nowFrom: "Goście widzą jako nadawcę: {{from}}",
    nowReplyTo: "Odpowiedzi gości trafiają na {{address}}.",
    nameHeading: "Nazwa nadawcy",
    nameLabel: "Nazwa nadawcy",
    nameHint: "Zostaw puste, aby użyć nazwy strony: {{siteName}}.",
    saveName: "Zapisz nazwę",
    saving: "Zapisywanie…",
    platform: {
      heading: "Nasz adres, Twoja nazwa",
      body: "E-maile wychodzą z naszej domeny, z Twoją nazwą jako nadawcą. Gdy gość odpowie, odpowiedź trafi do Ciebie. Działa od razu, bez konfiguracji.",
      use: "Użyj tego",
    },
    domain: {
      heading: "Twoja własna domena",
      body: "Goście widzą adres w Twojej domenie, np. info@twojadomena.pl. Każdy e-mail podpisujemy kluczem DKIM, dzięki czemu dostawcy poczty widzą, że naprawdę pochodzi z Twojej domeny.",
      domainLabel: "Domena",
      localPartLabel: "Nazwa przed @",
      start: "Utwórz rekordy DNS",
      recordsIntro:
        "Dodaj te rekordy u swojego dostawcy domeny, a potem kliknij „Sprawdź rekordy”. Może minąć od kilku minut do kilku godzin, zanim będą widoczne wszędzie.",
      dkimPurpose: "Wymagany: DKIM",
      spfPurpose: "Zalecany: SPF",
      spfHint:
        "Masz już rekord SPF (zaczyna się od v=spf1)? Dodaj wtedy tylko include:{{include}} przed ostatnim elementem; domena może mieć tylko jeden rekord SPF.",
      dmarcPurpose: "Zalecany: DMARC",
      dmarcHint: "Masz już rekord DMARC? Zostaw go bez zmian.",
      verify: "Sprawdź rekordy",
      verifying: "Sprawdzanie…",
      address: "Adres nadawcy: {{address}}",
      status: { pending: "Jeszcze nie znaleziono", verified: "Zweryfikowano", lapsed: "Już nie znaleziono" },
      statusBody: {
        pending: "Dopóki nie znajdziemy rekordu DKIM, wysyłamy z naszego adresu w Twoim imieniu.",
        verified: "E-maile do gości wychodzą z {{address}}, podpisane Twoim kluczem DKIM.",
        lapsed:
          "Nie znajdujemy już rekordu DKIM domeny {{domain}}. Aby goście nadal dostawali wiadomości, znów wysyłamy z naszego adresu w Twoim imieniu. Przywróć rekord i kliknij „Sprawdź rekordy”.",
      },
      checkedAt: "Ostatnio sprawdzono: {{moment}}",
      advice: { ok: "Znaleziono", missing: "Nie znaleziono", unknown: "Nie udało się sprawdzić" },
    },
    smtp: {
      heading: "Twój własny serwer poczty",
      body: "Wysyłamy przez Twój serwer SMTP, na przykład ten z Twojego pakietu hostingowego. Hasło przechowujemy zaszyfrowane i nigdy więcej go nie pokazujemy.",
      host: "Serwer",
      port: "Port",
      security: "Zabezpieczenie",
      securityOptions: {
        tls: "TLS (zwykle port 465)",
        starttls: "STARTTLS (zwykle port 587)",
        none: "Brak (tylko serwer testowy)",
      },
      username: "Nazwa użytkownika",
      password: "Hasło",
      passwordSaved: "Zapisane. Zostaw puste, aby je zachować.",
      fromAddress: "Adres nadawcy",
      save: "Zapisz i używaj",
      test: "Wyślij e-mail testowy",
      testing: "Wysyłanie…",
    },
    errors: {
      required: "Uzupełnij to pole.",
      invalid: "To się nie zgadza. Sprawdź, co wpisano.",
      tooLong: "To jest za długie.",
      ours: "To nasz adres, a nie Twoja własna domena.",
    },
    notices: {
      name_saved: "Nazwa nadawcy została zapisana.",
      platform_on: "E-maile do gości znów wychodzą z naszego adresu w Twoim imieniu.",
      domain_started: "Rekordy są gotowe. Dodaj je u dostawcy domeny, a potem je sprawdź.",
      domain_verified: "Domena zweryfikowana: e-maile do gości przychodzą teraz z {{address}}.",
      "dkim-missing":
        "Nie znajdujemy jeszcze rekordu DKIM. Sprawdź jego nazwę i wartość albo spróbuj ponownie za jakiś czas.",
      "dkim-mismatch": "Rekord DKIM istnieje, ale z innym kluczem. Skopiuj wartość powyżej jeszcze raz.",
      "dns-timeout": "Serwer DNS nie odpowiedział na czas. Spróbuj ponownie za kilka minut.",
      "dns-failed": "Serwer DNS zwrócił błąd. Spróbuj ponownie za kilka minut.",
      "no-domain": "Najpierw wpisz swoją domenę.",
      smtp_saved: "Serwer poczty zapisany: od teraz e-maile do gości wychodzą przez niego.",
      smtp_test_sent: "E-mail testowy wysłano na {{address}}.",
      smtp_test_failed: "Twój serwer poczty nie przyjął e-maila testowego: {{error}}",
      no_smtp: "Najpierw zapisz swój serwer poczty.",
      invalid: "Nie wszystko jest poprawnie wypełnione; zobacz poniżej.",
    },
  },
  notifications: {
    heading: "E-maile do Ciebie",
    intro: "Wybierz, o jakich zdarzeniach chcesz dostawać e-mail. Wszystko pozostaje też widoczne w panelu.",
    kinds: {
      new_booking: "Nowa rezerwacja",
      booking_request: "Prośba o rezerwację",
      payment_received: "Otrzymana płatność",
      payment_failed: "Nieudana płatność",
      cancellation_refund: "Anulowania i zwroty",
      guest_message_trouble: "Wiadomość do gościa wstrzymana lub niewysłana",
      calendar_sync: "Problemy z połączonymi kalendarzami",
    },
    locked: "Zawsze włączone: musisz przyjąć albo odrzucić prośbę, zanim wygaśnie blokada terminu.",
    save: "Zapisz",
    saved: "Twój wybór został zapisany.",
  },
  payments: {
    heading: "Płatności online",
    intro:
      "Goście płacą online przy rezerwacji, przez Twoje własne konto w Stripe lub Mollie. Pieniądze trafiają prosto na Twoje konto; nie pobieramy prowizji.",
    currency: "Twoja strona rozlicza się w {{currency}}.",
    currencies: { EUR: "euro", PLN: "złotych" },
    providers: { stripe: "Stripe", mollie: "Mollie", test: "Płatności testowe" },
    status: {
      active: "Aktywne",
      setup: "Jeszcze niegotowe",
      access_lost: "Brak dostępu",
      disconnected: "Odłączone",
      none: "Niepołączone",
    },
    statusBody: {
      active: "Goście płacą online przez {{provider}}.",
      setup:
        "{{provider}} jest połączony, ale Twoje konto nie może jeszcze przyjmować płatności. Do tego czasu goście płacą przelewem.",
      access_lost:
        "Mollie nie daje nam już dostępu do Twojego konta: cofnięto zgodę albo wygasła. Połącz Mollie ponownie; do tego czasu goście płacą przelewem.",
      disconnected:
        "Odłączono {{provider}} dnia {{date}}. Goście płacą przelewem; wcześniejsze płatności nadal widać przy rezerwacjach.",
      none: "Nie połączono jeszcze operatora płatności: goście płacą przelewem lub na miejscu.",
    },
    accountId: "Konto w {{provider}}: {{id}}",
    testBadge: "Bez prawdziwych pieniędzy",
    testBody:
      "W płatnościach testowych sam wybierasz na stronie testowej, czy płatność się uda, nie uda, zostanie anulowana czy wygaśnie. Nie przepływają prawdziwe pieniądze: używaj ich do wypróbowania rezerwacji, nie dla prawdziwych gości.",
    mollieTestmode: "Mollie działa w trybie testowym dla wszystkich właścicieli: płatności są testowe.",
    methodsHeading: "Goście mogą zapłacić przez",
    methodsNone: "Twoje konto nie oferuje jeszcze metody płatności, która działa z walutą {{currency}}.",
    methods: {
      card: "Karta płatnicza",
      ideal: "iDEAL",
      bancontact: "Bancontact",
      przelewy24: "Przelewy24",
      blik: "BLIK",
      sepa_debit: "Polecenie zapłaty SEPA",
    },
    check: "Sprawdź ponownie",
    checking: "Sprawdzanie…",
    continueStripe: "Kontynuuj w Stripe",
    reconnectMollie: "Połącz Mollie ponownie",
    disconnect: "Odłącz",
    disconnectTitle: "Odłączyć {{provider}}?",
    disconnectBody:
      "Nowi goście będą wtedy płacić przelewem. Wcześniejsze płatności i zwroty pozostają zapisane przy rezerwacjach.",
    disconnectConfirm: "Tak, odłącz",
    disconnecting: "Odłączanie…",
    cancel: "Anuluj",
    choose: "Wybierz operatora płatności",
    chooseOther: "Albo wybierz innego operatora",
    noneAvailable:
      "Płatności online są w tej chwili niedostępne. Goście płacą przelewem; damy Ci znać, gdy tylko będą dostępne.",
    working: "Chwileczkę…",
    stripe: {
      body: "Karta, BLIK, Przelewy24, iDEAL, Bancontact i polecenie zapłaty SEPA. Zakładamy dla Ciebie konto Stripe, a Stripe prosi o Twoje dane na swoich stronach.",
      connect: "Połącz Stripe",
      otherPlatform: "Masz już konto Stripe z innej platformy rezerwacyjnej?",
      otherPlatformBody:
        "Konto Stripe, które założyła dla Ciebie inna platforma (np. Lodgify lub Smoobu), należy do tej platformy i zwykle nie da się go tutaj podłączyć. Po prostu załóż tutaj nowe: Stripe pozwala mieć kilka kont, każde z własnymi wypłatami. Z tym samym adresem e-mail przełączasz się między nimi w Stripe.",
    },
    mollie: {
      body: "BLIK, Przelewy24, karta, iDEAL, Bancontact i polecenie zapłaty SEPA. Zaloguj się w Mollie i udziel nam zgody; nigdy nie widzimy Twojego hasła ani kluczy API Mollie.",
      connect: "Połącz Mollie",
    },
    test: {
      body: "Wypróbuj rezerwację i płatność bez prawdziwych pieniędzy i bez zakładania konta: strona testowa pozwala wybrać wynik.",
      connect: "Użyj płatności testowych",
    },
    bankTransfer: {
      heading: "Płatność przelewem",
      label: "Goście mogą też zapłacić przelewem",
      hint: "Otrzymany przelew oznaczasz w kalendarzu rezerwacji. Numer konta znajdziesz w ustawieniach Strefa czasowa i dane bankowe.",
      save: "Zapisz",
      saving: "Zapisywanie…",
    },
    notices: {
      stripe_ready: "Stripe jest połączony: goście mogą teraz płacić online.",
      stripe_pending:
        "Twoje konto Stripe jest połączone, ale Stripe potrzebuje jeszcze od Ciebie danych albo je sprawdza. Kontynuuj w Stripe lub sprawdź ponownie później.",
      mollie_ready: "Mollie jest połączone: goście mogą teraz płacić online.",
      mollie_pending:
        "Mollie jest połączone, ale Twoje konto nie może jeszcze przyjmować płatności. Dokończ rejestrację w Mollie i zadbaj o zatwierdzony profil strony; potem wybierz „Sprawdź ponownie”.",
      test_ready:
        "Płatności testowe są włączone. Goście sami wybierają wynik na stronie testowej: nie przepływają prawdziwe pieniądze.",
      disconnected: "Odłączono {{provider}}. Wcześniejsze płatności pozostają zapisane przy rezerwacjach.",
      bank_on: "Goście mogą też płacić przelewem.",
      bank_off: "Goście płacą teraz tylko online.",
      not_configured:
        "Połączenie z {{provider}} nie jest teraz możliwe. Spróbuj ponownie później albo napisz do nas przez Pomoc.",
      unavailable: "{{provider}} jest teraz nieosiągalny. Nic się nie zmieniło; spróbuj ponownie za kilka minut.",
      platform_refused:
        "Połączenie z {{provider}} teraz nie działa z powodu problemu po naszej stronie. Nic się nie zmieniło; spróbuj później albo napisz do nas przez Pomoc.",
      refused:
        "{{provider}} nie przyjął żądania. Sprawdź, czy {{provider}} obsługuje kraj Twojego obiektu, albo napisz do nas przez Pomoc.",
      account_unreachable:
        "Nie mamy już dostępu do Twojego konta w {{provider}}: mogło zostać tam zamknięte lub odłączone. Połącz {{provider}} ponownie.",
      denied: "Przerwano łączenie w {{provider}}. Nic się nie zmieniło.",
      code_rejected: "{{provider}} nie potwierdził połączenia: link wygasł albo został już użyty. Spróbuj ponownie.",
      connected_elsewhere: "Goście płacą teraz przez {{provider}}. Najpierw go odłącz, jeśli chcesz zmienić operatora.",
      nothing_connected: "Nie połączono żadnego operatora płatności.",
    },
    forgedTitle: "To połączenie nie należy do Ciebie",
    forgedBody:
      "Powrót z Mollie nie pasuje do Twojej bieżącej sesji: link wygasł albo należy do innego konta. Niczego nie połączono. Zacznij od nowa w Ustawieniach.",
  },
};
