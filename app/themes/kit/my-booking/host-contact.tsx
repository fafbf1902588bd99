import { Mail, Phone } from "lucide-react";
import type { SiteView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";
import { ContactLink } from "../blocks/contact-link.tsx";
import type { BookingLook } from "../booking/booking-look.ts";
import { fillIn } from "../booking/words.ts";

/** Whom to ask about the booking: the host's phone and email, with the reference to mention. */
export function HostContact({
  site,
  reference,
  t,
  look,
}: {
  site: SiteView;
  reference: string;
  t: ThemeStrings;
  look: BookingLook;
}) {
  const { phone, email } = site.contact;
  const ways = [
    { kind: "phone" as const, value: phone, Icon: Phone },
    { kind: "email" as const, value: email, Icon: Mail },
  ].filter((way) => way.value);
  const words = t.myBooking.host;
  const link = "inline-flex items-center gap-2 break-all underline decoration-1 underline-offset-4 hover:decoration-2";
  const icon = "size-4 shrink-0 text-(--accent)";
  return (
    <section aria-labelledby="booking-host" className={look.card}>
      <h2 id="booking-host" className={look.heading}>
        {words.heading}
      </h2>
      <p className="mt-3">{fillIn(words.body, { reference })}</p>
      {ways.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-3">
          {ways.map(({ kind, value, Icon }) => (
            <li key={kind}>
              <ContactLink
                kind={kind}
                value={value}
                t={t}
                className={link}
                icon={<Icon aria-hidden="true" className={icon} />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
