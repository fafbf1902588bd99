import type { BookingStrings } from "../../themes/strings/booking/types.ts";

/** The words a widget carries in its `data-words` (app/themes/kit/booking/booking-widget.tsx). */
export type WidgetWords = Pick<BookingStrings, "widget" | "calendar" | "quote">;

/** The booking page carries them all (app/themes/kit/booking/booking-page.tsx). */
export type PageWords = BookingStrings;

/** What the server put in a widget's data attributes. */
export type WidgetData = {
  root: HTMLElement;
  unit: string;
  lang: string;
  locale: string;
  maxGuests: number;
  words: WidgetWords;
};

export function widgetData(root: HTMLElement): WidgetData {
  return {
    root,
    unit: root.dataset.unit ?? "",
    lang: root.dataset.lang ?? "en",
    locale: root.dataset.locale ?? "en-GB",
    maxGuests: Number(root.dataset.maxGuests ?? 1),
    words: JSON.parse(root.dataset.words ?? "{}") as WidgetWords,
  };
}
