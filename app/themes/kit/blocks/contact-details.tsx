import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { telHref, whatsappHref } from "../format.ts";
import type { ThemePageProps } from "../page-data.ts";

export type ContactLook = {
  list: string;
  /** One way to reach the owner: its icon beside the words. */
  item: string;
  icon: string;
  /** The icon's own classes (its size, its stroke). */
  svg: string;
  /** The words beside the icon; a plain span where left out. */
  text?: string;
  link: string;
  email: string;
  map: string;
};

/**
 * The contact details with each icon in a badge of the theme's (`badge`: its shape and
 * colours) and the words beside it, every link in the theme's `link` classes.
 */
export function badgeContactLook({ badge, link }: { badge: string; link: string }): ContactLook {
  return {
    list: "space-y-3.5",
    item: "flex items-start gap-3.5",
    icon: `inline-flex size-9 shrink-0 items-center justify-center ${badge}`,
    svg: "size-4",
    text: "min-w-0 pt-1.5",
    link,
    email: `break-all ${link}`,
    map: `mt-1 inline-block text-sm ${link}`,
  };
}

function Line({ look, icon, children }: { look: ContactLook; icon: ReactNode; children: ReactNode }) {
  return (
    <li className={look.item}>
      <span className={look.icon}>{icon}</span>
      <span className={look.text}>{children}</span>
    </li>
  );
}

/** Phone, WhatsApp, email and address (with the map) as links, each beside its icon. */
export function ContactDetails({ data, t, look }: ThemePageProps & { look: ContactLook }) {
  const c = data.site.contact;
  const address = [c.street, [c.postalCode, c.city].filter(Boolean).join(" ")].filter(Boolean);
  return (
    <ul className={look.list}>
      {c.phone && (
        <Line look={look} icon={<Phone aria-hidden="true" className={look.svg} />}>
          <span className="sr-only">{t.contact.phone}: </span>
          <a href={telHref(c.phone)} className={look.link}>
            {c.phone}
          </a>
        </Line>
      )}
      {c.whatsapp && (
        <Line look={look} icon={<MessageCircle aria-hidden="true" className={look.svg} />}>
          <a href={whatsappHref(c.whatsapp)} className={look.link} rel="noopener noreferrer">
            {t.contact.whatsapp}
          </a>
        </Line>
      )}
      {c.email && (
        <Line look={look} icon={<Mail aria-hidden="true" className={look.svg} />}>
          <span className="sr-only">{t.contact.email}: </span>
          <a href={`mailto:${c.email}`} className={look.email}>
            {c.email}
          </a>
        </Line>
      )}
      {address.length > 0 && (
        <Line look={look} icon={<MapPin aria-hidden="true" className={look.svg} />}>
          <span className="sr-only">{t.contact.address}: </span>
          {address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          {c.mapUrl && (
            <a href={c.mapUrl} className={look.map} rel="noopener noreferrer">
              {t.contact.map}
            </a>
          )}
        </Line>
      )}
    </ul>
  );
}
