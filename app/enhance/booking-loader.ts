import bookingScript from "virtual:booking-script";

/** What the booking widget's script exports (app/enhance/booking/booking.ts). */
type BookingModule = { enhanceBookings: () => void };

/**
 * Loads the booking widget's script (app/enhance/booking, a file of its own) only where a
 * page has a widget, and only once it matters: on the booking page at once, elsewhere when
 * the widget comes near the screen or the guest touches it. Until then the widget is a plain
 * form that works without it.
 */
export function loadBookingWhenNeeded(): void {
  const roots = [...document.querySelectorAll<HTMLElement>("[data-booking]")];
  if (roots.length === 0) return;
  let started = false;
  let observer: IntersectionObserver | null = null;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    // A file of its own, not bundled with this script (vite.config.ts bookingScript).
    void import(/* @vite-ignore */ bookingScript).then((booking: BookingModule) => booking.enhanceBookings());
  };
  if (roots.some((root) => root.dataset.booking === "page") || !("IntersectionObserver" in window)) {
    start();
    return;
  }
  observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: "200px" },
  );
  for (const root of roots) {
    observer.observe(root);
    root.addEventListener("focusin", start, { once: true });
    root.addEventListener("pointerdown", start, { once: true });
  }
}
