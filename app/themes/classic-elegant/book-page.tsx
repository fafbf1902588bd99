import type { BookingLook } from "../kit/booking/booking-look.ts";
import { BookingPageBody } from "../kit/booking/booking-page.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { formLook } from "./look.tsx";
import { PageHeading } from "./parts.tsx";
import { ce } from "./tokens.ts";

/** The paper of a mat (ce.mat) with the booking's own room inside. */
const MAT = "bg-[#fffdf8] shadow-[0_0_0_1px_rgba(31,29,26,0.07),0_22px_40px_-30px_rgba(31,29,26,0.55)]";

/** Classic elegant's booking: a matted paper card, small capitals, square days with a fine rule. */
export const bookingLook: BookingLook = {
  form: formLook,
  card: `${MAT} p-7 sm:p-10`,
  heading: `${ce.display} text-2xl md:text-[1.75rem]`,
  text: "text-[0.95rem] leading-relaxed text-[#675f54]",
  quote:
    "border-y border-[#1f1d1a]/15 py-5 text-[#3b3731] [&_[data-line=total]]:border-[#1f1d1a]/40 [&_[data-line=total]]:font-(family-name:--font-heading) [&_[data-line=total]]:text-xl [&_[data-line=total]]:font-normal [&_[data-line=total]]:text-[#1f1d1a] [&_[data-note]]:italic",
  secondary:
    "cursor-pointer border-b border-(--accent)/45 pb-0.5 text-[0.75rem] font-semibold tracking-[0.2em] text-(--accent) uppercase hover:border-(--accent)",
  calendar:
    "border border-[#1f1d1a]/15 bg-[#fffdf8] text-[#1f1d1a] shadow-[0_30px_60px_-30px_rgba(31,29,26,0.6)] [&_p]:text-[#3b3731] " +
    "[&_[data-calendar-month]]:font-(family-name:--font-heading) [&_[data-calendar-month]]:text-xl [&_[data-calendar-month]]:font-normal " +
    "[&_th]:text-[0.68rem] [&_th]:tracking-[0.16em] [&_th]:text-[#675f54] [&_th]:uppercase [&_td_button:hover]:bg-[#f3ede0] " +
    "[&_td_button[data-range=inside]]:bg-(--accent)/12 [&_td_button[data-range=checkIn]]:bg-(--accent) " +
    "[&_td_button[data-range=checkIn]]:text-white [&_td_button[data-range=checkOut]]:bg-(--accent) " +
    "[&_td_button[data-range=checkOut]]:text-white [&_td_button[aria-disabled=true]]:text-[#9d958a] " +
    "[&_td_button[aria-disabled=true]:hover]:bg-transparent [&_td_button:focus-visible]:outline-2 " +
    "[&_td_button:focus-visible]:outline-(--accent)",
  check: "flex items-start gap-3 text-[#3b3731]",
  aside: `${MAT} p-5`,
  confirmation: "border border-(--accent)/40 bg-[#fffdf8] p-8 text-[#1f1d1a] md:p-12",
};

export function BookPage(props: ThemePageProps) {
  const { data, t } = props;
  return (
    <>
      <PageHeading label={data.site.name} title={t.booking.page.title} intro={t.booking.page.intro} />
      <div className={`${ce.container} pb-20 md:pb-28`}>
        <BookingPageBody {...props} look={bookingLook} />
      </div>
    </>
  );
}
