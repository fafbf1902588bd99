import type { BookingLook } from "../kit/booking/booking-look.ts";
import { BookingPageBody } from "../kit/booking/booking-page.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { formLook } from "./look.tsx";
import { PageHeading } from "./parts.tsx";
import { wc } from "./tokens.ts";

/** Warm cozy's booking: a rounded paper card, soft pills, round days with a warm tint between. */
export const bookingLook: BookingLook = {
  form: formLook,
  card: `${wc.card} p-6 sm:p-8`,
  heading: `${wc.serif} text-2xl leading-snug md:text-[1.7rem]`,
  text: "text-sm leading-relaxed text-[#6f5847]",
  quote:
    "rounded-[1.5rem] bg-[#f3e7d6] p-5 text-[#3a2a1f] [&_[data-line=total]]:border-dashed [&_[data-line=total]]:border-[#3a2a1f]/25 [&_[data-line=total]]:font-(family-name:--font-heading) [&_[data-line=total]]:text-lg [&_[data-note]]:text-[#5a4536]",
  secondary:
    "cursor-pointer font-bold text-(--accent) underline decoration-(--accent)/35 decoration-2 underline-offset-[5px] hover:decoration-(--accent)",
  calendar:
    "rounded-[1.75rem] bg-[#fffcf7] text-[#3a2a1f] shadow-[0_24px_60px_-20px_rgba(58,42,31,0.6)] [&_p]:text-[#5a4536] " +
    "[&_th]:text-[#6f5847] [&_td_button]:rounded-full [&_td_button]:font-semibold [&_td_button:hover]:bg-(--accent)/12 " +
    "[&_td_button[data-range=inside]]:rounded-none [&_td_button[data-range=inside]]:bg-(--accent)/15 " +
    "[&_td_button[data-range=checkIn]]:bg-(--accent) [&_td_button[data-range=checkIn]]:text-white " +
    "[&_td_button[data-range=checkOut]]:bg-(--accent) [&_td_button[data-range=checkOut]]:text-white " +
    "[&_td_button[aria-disabled=true]]:font-normal [&_td_button[aria-disabled=true]]:text-[#a08a77] " +
    "[&_td_button[aria-disabled=true]:hover]:bg-transparent [&_td_button:focus-visible]:outline-3 " +
    "[&_td_button:focus-visible]:outline-(--accent)/50",
  check: "flex items-start gap-3 text-[#3a2a1f]",
  aside: `${wc.card} p-6`,
  confirmation: `${wc.card} p-7 text-[#3a2a1f] md:p-10`,
};

export function BookPage(props: ThemePageProps) {
  const { data, t } = props;
  return (
    <>
      <PageHeading label={data.site.name} title={t.booking.page.title} intro={t.booking.page.intro} />
      <div className={`${wc.container} mt-12 pb-16 md:mt-16 md:pb-24`}>
        <BookingPageBody {...props} look={bookingLook} />
      </div>
    </>
  );
}
