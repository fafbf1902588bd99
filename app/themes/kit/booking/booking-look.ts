import type { FormLook } from "../contact-form.tsx";

/**
 * How a theme dresses the booking widget, the booking page and the date picker; the
 * structure, the words and the accessibility are the kit's. The quote's rows and the
 * calendar's days are drawn by the widget's script too, so they are styled from their
 * container with descendant selectors on their attributes (`[&_[data-line=total]]:…`,
 * `[&_button[aria-pressed=true]]:…`) rather than with classes of their own.
 */
export type BookingLook = {
  /** Fields, labels, inputs, problems and the main button: the theme's contact form look. */
  form: FormLook;
  /** The widget's box on the home and unit pages. */
  card: string;
  /** The widget's heading and the booking page's section headings. */
  heading: string;
  /** Small print: rules, hints, the payment note. */
  text: string;
  /** The price breakdown: a <dl> of rows (`data-line`), the total row and a note (`data-note`). */
  quote: string;
  /** Small buttons and links: clear dates, close, the voucher disclosure, another unit. */
  secondary: string;
  /** The date picker dialog: its panel and backdrop, and the days (`button` in `td`) by state. */
  calendar: string;
  /** A checkbox with its label (terms, marketing). */
  check: string;
  /** The booking page's side panel (the place being booked). */
  aside: string;
  /** The confirmation after booking. */
  confirmation: string;
};
