import { MainMenu, type MenuLook } from "../blocks/main-menu.tsx";
import { SiteMenu } from "../blocks/mobile-menu.tsx";
import { LanguageSwitch } from "../language-switch.tsx";
import type { ThemePageProps } from "../page-data.ts";

export type HeaderLook = {
  header: string;
  bar: string;
  /** The site's name, the link home. */
  name: string;
  /** The menu on wide screens. */
  menu: MenuLook;
  end: string;
  languages: MenuLook;
  /** The phone menu: its button and panel, its menu and languages. */
  phone: { button: string; panel: string };
  phoneMenu: MenuLook;
  phoneLanguages: MenuLook;
};

/**
 * The header: the site's name, its menu and its languages on wide screens; on phones the
 * menu and the languages behind a button (kit/blocks/mobile-menu.tsx).
 */
export function Header(props: ThemePageProps & { look: HeaderLook }) {
  const { data, t, look } = props;
  return (
    <header className={look.header}>
      <div className={look.bar}>
        <a href={data.site.paths.home} className={look.name}>
          {data.site.name}
        </a>
        <MainMenu {...props} className="hidden lg:block" look={look.menu} />
        <div className={look.end}>
          <LanguageSwitch {...props} className={look.languages.list} linkClassName={look.languages.link} />
          <SiteMenu t={t} look={look.phone}>
            <MainMenu {...props} look={look.phoneMenu} />
            <LanguageSwitch {...props} className={look.phoneLanguages.list} linkClassName={look.phoneLanguages.link} />
          </SiteMenu>
        </div>
      </div>
    </header>
  );
}
