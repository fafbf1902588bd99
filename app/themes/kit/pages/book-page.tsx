import { BookingPageBody } from "../booking/booking-page.tsx";
import type { KitPageProps } from "../theme.ts";

/** The booking page: the stay, its price, the guest's details and the terms (kit/booking). */
export function BookPage({ theme, ...props }: KitPageProps) {
  const { data, t } = props;
  const { look, PageHeading } = theme;
  return (
    <>
      <PageHeading {...props} label={data.site.name} title={t.booking.page.title} intro={t.booking.page.intro} />
      <div className={look.book.body}>
        <BookingPageBody {...props} look={look.booking} />
      </div>
    </>
  );
}
