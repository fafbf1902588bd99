import type { ReactNode } from "react";
import { ContactLink } from "../blocks/contact-link.tsx";
import { MainMenu, type MenuLook } from "../blocks/main-menu.tsx";
import { SiteMenu } from "../blocks/mobile-menu.tsx";
import { LanguageSwitch } from "../language-switch.tsx";
import type { ThemePageProps } from "../page-data.ts";

export type HeaderLook = {
  /** The header's class, or one chosen per page (fresh coastal floats over the home page's photo). */
  header?: string | ((props: ThemePageProps) => string);
  /** A strip of the theme's own above the bar (warm cozy: the phone, the email, the languages). */
  Top?: (props: ThemePageProps) => ReactNode;
  bar: string;
  /** What stands in the bar before the name (classic elegant: the phone, balancing the languages). */
  Lead?: (props: ThemePageProps) => ReactNode;
  /** The site's name, the link home. */
  name: string;
  /** What the link home shows where it is more than the site's name (a mark beside it). */
  Name?: (props: ThemePageProps) => ReactNode;
  /** The box at the bar's end holding the languages and the phone menu; without one they sit in the bar itself. */
  end?: string;
  /** The languages' list, or the theme's own languages (fresh coastal: a drop-down, on phones too). */
  languages: MenuLook | ((props: ThemePageProps) => ReactNode);
  /** The phone menu: its button and panel (and a box inside the panel around all it holds), its menu and languages. */
  phone: { button: string; panel: string; column?: string };
  /** What the phone menu opens with, above its menu (a heading, an ornament). */
  PhoneTop?: (props: ThemePageProps) => ReactNode;
  phoneMenu: MenuLook & { nav?: string };
  /** The languages in the phone menu, unless the theme's own languages stay in the bar. */
  phoneLanguages?: MenuLook;
  /** What the phone menu ends with, under the languages (a way to call, an ornament). */
  PhoneEnd?: (props: ThemePageProps) => ReactNode;
} & (
  | {
      /** The menu on wide screens, in the bar beside the name. */
      menu: MenuLook;
      Band?: never;
    }
  | {
      /**
       * The menu on wide screens on a band of its own below the bar, drawn by the theme
       * (nature rustic: a forest band with the phone; classic elegant: between double rules).
       */
      Band: (props: ThemePageProps) => ReactNode;
      menu?: never;
    }
);

/**
 * The header: the site's name, its menu and its languages on wide screens (the menu in the
 * bar or on a band below it); on phones the menu and the languages behind a button
 * (kit/blocks/mobile-menu.tsx).
 */
export function Header(props: ThemePageProps & { look: HeaderLook }) {
  const { data, t, look } = props;
  const { Top, Lead, Name, languages: Languages, Band, PhoneTop, PhoneEnd } = look;
  const phoneMenu = (
    <>
      {PhoneTop && <PhoneTop {...props} />}
      <MainMenu {...props} className={look.phoneMenu.nav} look={look.phoneMenu} />
      {look.phoneLanguages && (
        <LanguageSwitch {...props} className={look.phoneLanguages.list} linkClassName={look.phoneLanguages.link} />
      )}
      {PhoneEnd && <PhoneEnd {...props} />}
    </>
  );
  const end = (
    <>
      {typeof Languages === "function" ? (
        <Languages {...props} />
      ) : (
        <LanguageSwitch {...props} className={Languages.list} linkClassName={Languages.link} />
      )}
      <SiteMenu t={t} look={look.phone}>
        {look.phone.column ? <div className={look.phone.column}>{phoneMenu}</div> : phoneMenu}
      </SiteMenu>
    </>
  );
  return (
    <header className={typeof look.header === "function" ? look.header(props) : look.header}>
      {Top && <Top {...props} />}
      <div className={look.bar}>
        {Lead && <Lead {...props} />}
        <a href={data.site.paths.home} className={look.name}>
          {Name ? <Name {...props} /> : data.site.name}
        </a>
        {look.menu && <MainMenu {...props} className="hidden lg:block" look={look.menu} />}
        {look.end ? <div className={look.end}>{end}</div> : end}
      </div>
      {Band && <Band {...props} />}
    </header>
  );
}

/** A line with a button to call the owner, as a phone menu ends with; nothing without a phone number. */
export function CallLine({
  data,
  t,
  className,
  linkClassName,
  icon,
}: ThemePageProps & { className: string; linkClassName: string; icon: ReactNode }) {
  const phone = data.site.contact.phone;
  if (!phone) return null;
  return (
    <p className={className}>
      <ContactLink kind="phone" value={phone} t={t} className={linkClassName} icon={icon} />
    </p>
  );
}
