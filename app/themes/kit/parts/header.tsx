import type { ReactNode } from "react";
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
  /** The site's name, the link home. */
  name: string;
  /** What the link home shows where it is more than the site's name (a mark beside it). */
  Name?: (props: ThemePageProps) => ReactNode;
  /** The menu on wide screens. */
  menu: MenuLook;
  end: string;
  /** The languages' list, or the theme's own languages (fresh coastal: a drop-down, on phones too). */
  languages: MenuLook | ((props: ThemePageProps) => ReactNode);
  /** The phone menu: its button and panel, its menu and languages. */
  phone: { button: string; panel: string };
  phoneMenu: MenuLook;
  /** The languages in the phone menu, unless the theme's own languages stay in the bar. */
  phoneLanguages?: MenuLook;
  /** What the phone menu ends with, under the languages (a way to call, an ornament). */
  PhoneEnd?: (props: ThemePageProps) => ReactNode;
};

/**
 * The header: the site's name, its menu and its languages on wide screens; on phones the
 * menu and the languages behind a button (kit/blocks/mobile-menu.tsx).
 */
export function Header(props: ThemePageProps & { look: HeaderLook }) {
  const { data, t, look } = props;
  const { Top, Name, languages: Languages, PhoneEnd } = look;
  return (
    <header className={typeof look.header === "function" ? look.header(props) : look.header}>
      {Top && <Top {...props} />}
      <div className={look.bar}>
        <a href={data.site.paths.home} className={look.name}>
          {Name ? <Name {...props} /> : data.site.name}
        </a>
        <MainMenu {...props} className="hidden lg:block" look={look.menu} />
        <div className={look.end}>
          {typeof Languages === "function" ? (
            <Languages {...props} />
          ) : (
            <LanguageSwitch {...props} className={Languages.list} linkClassName={Languages.link} />
          )}
          <SiteMenu t={t} look={look.phone}>
            <MainMenu {...props} look={look.phoneMenu} />
            {look.phoneLanguages && (
              <LanguageSwitch
                {...props}
                className={look.phoneLanguages.list}
                linkClassName={look.phoneLanguages.link}
              />
            )}
            {PhoneEnd && <PhoneEnd {...props} />}
          </SiteMenu>
        </div>
      </div>
    </header>
  );
}
