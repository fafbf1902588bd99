import { SITE_LOCALES } from "../../../../modules/i18n/site-languages.ts";
import type { ThemeStrings } from "../../strings/index.ts";
import { formatMoney } from "../booking/words.ts";
import { fill } from "../format.ts";
import type { SitePageData } from "../page-data.ts";

/** The bar's colours and faces, the theme's own: its ground, the price's words and the button. */
export type BookingBarLook = { bar: string; price: string; amount: string; button: string };

/** The pages a guest is already booking on or has booked: the bar would be in the way there. */
const WITHOUT_BAR: ReadonlySet<SitePageData["page"]> = new Set(["book", "myBooking"]);

/** Whether a page shows the phone's booking bar (the frame leaves room for it below). */
export function showsBookingBar(data: SitePageData): boolean {
  return !WITHOUT_BAR.has(data.page);
}

/**
 * The bar that stays at the bottom of a phone's screen on every page but the booking pages:
 * the lowest nightly price (the unit's on its own page, else the site's) and "Book", which
 * opens the booking page (for this unit on its page). Hidden from md up by CSS alone; its
 * height (4rem above the iPhone's home indicator) is the bottom padding the frame gives
 * the page on phones, so nothing is hidden under it. A site without a known price (a demo)
 * shows its name instead.
 */
export function BookingBar({ data, t, look }: { data: SitePageData; t: ThemeStrings; look: BookingBarLook }) {
  const { site, unit } = data;
  const cents = site.priceFrom ? ((unit ? site.priceFrom.units[unit.id] : undefined) ?? site.priceFrom.cents) : null;
  const price =
    site.priceFrom && cents !== null ? formatMoney(cents, SITE_LOCALES[site.lang], site.priceFrom.currency) : null;
  const href = unit ? `${site.paths.book}?unit=${encodeURIComponent(unit.slug)}` : site.paths.book;
  const [before, after] = t.bookingBar.from.split("{price}");
  return (
    <aside
      aria-label={t.bookingBar.label}
      data-booking-bar=""
      className={`fixed inset-x-0 bottom-0 z-40 flex h-[calc(4rem+env(safe-area-inset-bottom))] items-center justify-between gap-4 px-[max(1rem,env(safe-area-inset-left))] pb-[env(safe-area-inset-bottom)] md:hidden ${look.bar}`}
    >
      {price ? (
        <p className={`min-w-0 truncate leading-tight ${look.price}`}>
          <span aria-hidden="true">
            {before}
            <span className={look.amount}>{price}</span>
            {after}
          </span>
          <span className="sr-only">{fill(t.bookingBar.fromSaid, { price })}</span>
        </p>
      ) : (
        <p className={`min-w-0 truncate leading-tight ${look.price}`}>{site.name}</p>
      )}
      <a href={href} className={`inline-flex h-11 shrink-0 items-center justify-center px-5 ${look.button}`}>
        {t.bookingBar.book}
      </a>
    </aside>
  );
}

/** The bottom padding of a page that shows the bar, on phones only: the bar's own height. */
export const BOOKING_BAR_ROOM = "max-md:pb-[calc(4rem+env(safe-area-inset-bottom))]";
