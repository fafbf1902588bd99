import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const pl: Localized<typeof nl> = {
  loading: "Ładowanie edytora…",
  loadFailed: "Nie udało się załadować edytora. Twój tekst jest zachowany; odśwież stronę, aby pisać dalej.",
  toolbar: "Formatowanie",
  bold: "Pogrubienie",
  italic: "Kursywa",
  link: "Link",
  heading2: "Nagłówek",
  heading3: "Podtytuł",
  bulletList: "Lista punktowana",
  orderedList: "Lista numerowana",
  blockquote: "Cytat",
  horizontalRule: "Linia oddzielająca",
  undo: "Cofnij",
  redo: "Ponów",
  linkDialog: {
    title: "Dodaj link",
    editTitle: "Zmień link",
    address: "Adres linku",
    hint: "Adres strony (www.przyklad.pl), adres e-mail lub numer telefonu.",
    invalid:
      "To nie jest adres strony, adres e-mail ani numer telefonu. Link może prowadzić tylko do https://, http://, mailto: lub tel:.",
    save: "Zapisz link",
    remove: "Usuń link",
    cancel: "Anuluj",
  },
};
