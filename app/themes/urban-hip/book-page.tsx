import type { BookingLook } from "../kit/booking/booking-look.ts";
import { BookingPageBody } from "../kit/booking/booking-page.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { formLook } from "./look.tsx";
import { PageHeading, pageNumber } from "./parts.tsx";
import { uh } from "./tokens.ts";

/** Urban hip's booking: ink panels with hairlines, mono labels, the chosen nights lit in the accent. */
export const bookingLook: BookingLook = {
  form: formLook,
  card: "border border-white/15 bg-[#181818] p-6 md:p-8",
  heading: `${uh.display} text-2xl md:text-3xl`,
  text: uh.note,
  quote:
    "border-t border-white/15 pt-4 text-[#f2efe8] [&_dt]:font-(family-name:--font-mono) [&_dt]:text-xs [&_dt]:tracking-[0.08em] [&_dt]:uppercase [&_[data-line=total]]:border-(--accent) [&_[data-line=total]_dd]:text-xl [&_[data-line=total]_dd]:text-(--accent) [&_[data-note]]:text-[#a8a49c]",
  secondary: `${uh.link} cursor-pointer`,
  calendar:
    "border border-white/20 bg-[#181818] text-[#f2efe8] backdrop:bg-black/70 [&_p]:text-[#d6d2ca] " +
    "[&_[data-calendar-month]]:font-(family-name:--font-mono) [&_[data-calendar-month]]:text-sm [&_[data-calendar-month]]:tracking-[0.14em] [&_[data-calendar-month]]:uppercase " +
    "[&_th]:font-(family-name:--font-mono) [&_th]:text-[#a8a49c] [&_td_button]:font-(family-name:--font-mono) " +
    "[&_td_button:hover]:bg-white/10 [&_td_button[data-range=inside]]:bg-(--accent)/25 " +
    "[&_td_button[data-range=checkIn]]:bg-(--accent) [&_td_button[data-range=checkIn]]:text-[#0e0e0e] " +
    "[&_td_button[data-range=checkOut]]:bg-(--accent) [&_td_button[data-range=checkOut]]:text-[#0e0e0e] " +
    "[&_td_button[aria-disabled=true]]:text-[#77736c] [&_td_button[aria-disabled=true]:hover]:bg-transparent " +
    "[&_td_button:focus-visible]:outline-2 [&_td_button:focus-visible]:outline-(--accent)",
  check: "flex items-start gap-3 text-[#f2efe8]",
  aside: "border border-white/15 bg-[#181818] p-5",
  confirmation: "border-l-4 border-(--accent) bg-[#181818] p-6 text-[#f2efe8] md:p-10",
};

export function BookPage(props: ThemePageProps) {
  const { data, t } = props;
  return (
    <>
      <PageHeading
        number={pageNumber(data.site, "book")}
        label={data.site.name}
        title={t.booking.page.title}
        intro={t.booking.page.intro}
      />
      <div className={`${uh.container} pb-16 md:pb-28`}>
        <BookingPageBody {...props} look={bookingLook} />
      </div>
    </>
  );
}
