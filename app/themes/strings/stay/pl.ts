import type { StayStrings } from "./types.ts";

/** The words of a stay in Polish. */
export const plStay: StayStrings = {
  rules: {
    invalid_dates: "Wybierz datę wyjazdu późniejszą niż data przyjazdu.",
    check_in_past: "Ta data przyjazdu już minęła.",
    lead_time: {
      one: "Zarezerwuj co najmniej {n} dzień przed przyjazdem.",
      few: "Zarezerwuj co najmniej {n} dni przed przyjazdem.",
      many: "Zarezerwuj co najmniej {n} dni przed przyjazdem.",
      other: "Zarezerwuj co najmniej {n} dni przed przyjazdem.",
    },
    booking_window: {
      one: "Można rezerwować najwyżej {n} dzień naprzód.",
      few: "Można rezerwować najwyżej {n} dni naprzód.",
      many: "Można rezerwować najwyżej {n} dni naprzód.",
      other: "Można rezerwować najwyżej {n} dni naprzód.",
    },
    min_nights: {
      one: "Minimalny pobyt: {n} noc.",
      few: "Minimalny pobyt: {n} noce.",
      many: "Minimalny pobyt: {n} nocy.",
      other: "Minimalny pobyt: {n} nocy.",
    },
    min_nights_season: {
      one: "Minimalny pobyt w tym okresie: {n} noc.",
      few: "Minimalny pobyt w tym okresie: {n} noce.",
      many: "Minimalny pobyt w tym okresie: {n} nocy.",
      other: "Minimalny pobyt w tym okresie: {n} nocy.",
    },
    max_nights: {
      one: "Maksymalny pobyt: {n} noc.",
      few: "Maksymalny pobyt: {n} noce.",
      many: "Maksymalny pobyt: {n} nocy.",
      other: "Maksymalny pobyt: {n} nocy.",
    },
    check_in_day: "Przyjazd tylko {days}.",
    check_out_day: "Wyjazd tylko {days}.",
    no_adults: "Wymagana jest co najmniej jedna osoba dorosła.",
    too_many_guests: {
      one: "Ten obiekt pomieści maksymalnie {n} osobę.",
      few: "Ten obiekt pomieści maksymalnie {n} osoby.",
      many: "Ten obiekt pomieści maksymalnie {n} osób.",
      other: "Ten obiekt pomieści maksymalnie {n} osoby.",
    },
    no_price: "Ceny tego obiektu nie zostały jeszcze ustalone; skontaktuj się z właścicielem.",
    weekdays: ["w poniedziałki", "we wtorki", "w środy", "w czwartki", "w piątki", "w soboty", "w niedziele"],
    or: "lub",
  },
  policies: {
    names: { flexible: "Elastyczne", moderate: "Umiarkowane", strict: "Surowe" },
    fullRefund: {
      one: "Przy anulowaniu najpóźniej {n} dzień przed przyjazdem otrzymasz zwrot całej kwoty.",
      few: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot całej kwoty.",
      many: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot całej kwoty.",
      other: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot całej kwoty.",
    },
    partRefund: {
      one: "Przy anulowaniu najpóźniej {n} dzień przed przyjazdem otrzymasz zwrot {percent}\u00a0%.",
      few: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot {percent}\u00a0%.",
      many: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot {percent}\u00a0%.",
      other: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot {percent}\u00a0%.",
    },
    later: "Przy późniejszym anulowaniu kwota nie jest zwracana.",
  },
  vouchers: {
    unknown: "Nie znamy tego kodu rabatowego. Sprawdź, czy został poprawnie wpisany.",
    inactive: "Ten kod rabatowy nie jest już ważny.",
    not_yet: "Ten kod rabatowy nie jest jeszcze ważny. Spróbuj ponownie później.",
    expired: "Ten kod rabatowy wygasł.",
    stay_outside: "Ten kod rabatowy nie obowiązuje w tych terminach.",
    min_nights: "Ten kod rabatowy obowiązuje tylko przy dłuższym pobycie.",
    unit: "Ten kod rabatowy nie dotyczy tego obiektu.",
    used_up: "Ten kod rabatowy został już wykorzystany maksymalną liczbę razy.",
    used_by_email: "Ten kod rabatowy został już przez Ciebie wykorzystany maksymalną liczbę razy.",
  },
};
