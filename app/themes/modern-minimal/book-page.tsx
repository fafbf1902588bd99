import type { BookingLook } from "../kit/booking/booking-look.ts";
import { BookingPageBody } from "../kit/booking/booking-page.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { formLook, mm, PageHeading } from "./parts.tsx";

/** Modern minimal's booking: hairline boxes, square fields, the accent only where something is chosen. */
export const bookingLook: BookingLook = {
  form: formLook,
  card: "border border-neutral-900 bg-white p-6 md:p-8",
  heading: `${mm.h3} text-xl md:text-2xl`,
  text: "text-sm text-neutral-600",
  quote: "border-t border-neutral-200 pt-4 text-neutral-800 [&_[data-line=total]]:border-neutral-900",
  secondary:
    "cursor-pointer text-sm font-medium text-neutral-900 underline decoration-1 underline-offset-4 hover:text-(--accent)",
  calendar:
    "bg-white text-neutral-900 shadow-2xl [&_th]:text-neutral-600 [&_td_button:hover]:bg-neutral-100 " +
    "[&_td_button[data-range=inside]]:bg-neutral-100 [&_td_button[data-range=checkIn]]:bg-neutral-950 " +
    "[&_td_button[data-range=checkIn]]:text-white [&_td_button[data-range=checkOut]]:bg-neutral-950 " +
    "[&_td_button[data-range=checkOut]]:text-white [&_td_button[aria-disabled=true]]:text-neutral-400 " +
    "[&_td_button[aria-disabled=true]:hover]:bg-transparent [&_td_button:focus-visible]:outline-2 " +
    "[&_td_button:focus-visible]:outline-offset-1 [&_td_button:focus-visible]:outline-(--accent)",
  check: "flex items-start gap-3 text-neutral-800",
  aside: "border border-neutral-200 p-6",
  confirmation: "border-l-4 border-(--accent) bg-neutral-50 p-6 text-neutral-900 md:p-10",
};

export function BookPage(props: ThemePageProps) {
  const { data, t } = props;
  return (
    <>
      <PageHeading label={data.site.name} title={t.booking.page.title} intro={t.booking.page.intro} />
      <div className={`${mm.container} pb-16 md:pb-24`}>
        <BookingPageBody {...props} look={bookingLook} />
      </div>
    </>
  );
}
