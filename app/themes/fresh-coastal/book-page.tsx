import type { BookingLook } from "../kit/booking/booking-look.ts";
import { BookingPageBody } from "../kit/booking/booking-page.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { formLook } from "./look.tsx";
import { PageHeading } from "./sections.tsx";
import { fc } from "./tokens.ts";

/** Fresh coastal's booking: a white card on the mist, round fields, the stay as a sea-tinted strip of days. */
export const bookingLook: BookingLook = {
  form: formLook,
  card: `${fc.card} p-6 sm:p-8`,
  heading: `${fc.display} text-2xl md:text-[1.7rem]`,
  text: "text-sm leading-relaxed text-[#4d6673]",
  quote:
    "rounded-[1.5rem] bg-[#ecf5f7] p-5 text-[#0e2a38] [&_[data-line=total]]:border-[#0e2a38]/15 [&_[data-line=total]]:text-lg [&_[data-note]]:text-[#35505e]",
  secondary:
    "cursor-pointer font-bold text-(--accent) underline decoration-(--accent)/35 decoration-2 underline-offset-[5px] hover:decoration-wavy hover:decoration-(--accent)",
  calendar:
    "rounded-[2rem] bg-white text-[#0e2a38] shadow-[0_28px_60px_-24px_rgba(14,60,80,0.6)] [&_p]:text-[#35505e] " +
    "[&_th]:text-[#4d6673] [&_td_button]:rounded-2xl [&_td_button]:font-semibold [&_td_button:hover]:bg-[#ecf5f7] " +
    "[&_td_button[data-range=inside]]:bg-(--accent)/12 [&_td_button[data-range=checkIn]]:bg-(--accent) " +
    "[&_td_button[data-range=checkIn]]:text-white [&_td_button[data-range=checkOut]]:bg-(--accent) " +
    "[&_td_button[data-range=checkOut]]:text-white [&_td_button[aria-disabled=true]]:font-normal " +
    "[&_td_button[aria-disabled=true]]:text-[#8aa0aa] [&_td_button[aria-disabled=true]:hover]:bg-transparent " +
    "[&_td_button:focus-visible]:outline-3 [&_td_button:focus-visible]:outline-(--accent)/50",
  check: "flex items-start gap-3 text-[#0e2a38]",
  aside: `${fc.card} p-5`,
  confirmation: `${fc.card} p-7 text-[#0e2a38] md:p-10`,
};

export function BookPage(props: ThemePageProps) {
  const { data, t } = props;
  return (
    <>
      <PageHeading tag={data.site.name} title={t.booking.page.title} intro={t.booking.page.intro} />
      <div className={`${fc.container} mt-12 pb-16 md:mt-16 md:pb-24`}>
        <BookingPageBody {...props} look={bookingLook} />
      </div>
    </>
  );
}
