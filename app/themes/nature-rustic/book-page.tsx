import type { BookingLook } from "../kit/booking/booking-look.ts";
import { BookingPageBody } from "../kit/booking/booking-page.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { formLook } from "./look.tsx";
import { PageHeading } from "./parts.tsx";
import { nr } from "./tokens.ts";

/** Nature rustic's booking: a stitched paper card, the slab face, the stay marked like a trail on the map. */
export const bookingLook: BookingLook = {
  form: formLook,
  card: `${nr.card} p-7 sm:p-9`,
  heading: `${nr.slab} text-2xl text-[#2a2117] md:text-[1.7rem]`,
  text: "text-[0.95rem] leading-relaxed text-[#6a5a45]",
  quote:
    "relative rounded-[5px] border-2 border-dashed border-[#8a7558]/50 bg-[#f3ecdd] p-5 text-[#2a2117] [&_[data-line=total]]:border-[#2a2117]/30 [&_[data-line=total]]:font-(family-name:--font-heading) [&_[data-line=total]]:text-lg [&_[data-note]]:text-[#4a3d2e]",
  secondary: `${nr.link} cursor-pointer`,
  calendar:
    "rounded-[6px] border-2 border-[#8a7558]/50 bg-[#fbf7ee] text-[#2a2117] shadow-[0_24px_50px_-20px_rgba(42,33,23,0.7)] [&_p]:text-[#4a3d2e] " +
    "[&_[data-calendar-month]]:font-(family-name:--font-heading) [&_[data-calendar-month]]:text-lg " +
    "[&_th]:text-[#6a5a45] [&_td_button]:rounded-[4px] [&_td_button]:font-semibold [&_td_button:hover]:bg-[#e4d8c0] " +
    "[&_td_button[data-range=inside]]:bg-(--accent)/15 [&_td_button[data-range=checkIn]]:bg-(--accent) " +
    "[&_td_button[data-range=checkIn]]:text-white [&_td_button[data-range=checkOut]]:bg-(--accent) " +
    "[&_td_button[data-range=checkOut]]:text-white [&_td_button[aria-disabled=true]]:font-normal " +
    "[&_td_button[aria-disabled=true]]:text-[#9c8c74] [&_td_button[aria-disabled=true]:hover]:bg-transparent " +
    "[&_td_button:focus-visible]:outline-3 [&_td_button:focus-visible]:outline-(--accent)/50",
  check: "flex items-start gap-3 text-[#2a2117]",
  aside: `${nr.card} p-5`,
  confirmation: `${nr.card} p-7 text-[#2a2117] md:p-10`,
};

export function BookPage(props: ThemePageProps) {
  const { data, t } = props;
  return (
    <>
      <PageHeading label={data.site.name} title={t.booking.page.title} intro={t.booking.page.intro} />
      <div className={`${nr.container} mt-12 pb-20 md:mt-16 md:pb-28`}>
        <BookingPageBody {...props} look={bookingLook} />
      </div>
    </>
  );
}
