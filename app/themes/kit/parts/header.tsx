import { MobileMenu } from "../blocks/mobile-menu.tsx";
import { NavLinks } from "../blocks/nav-links.tsx";
import { LanguageSwitch } from "../language-switch.tsx";
import type { ThemePageProps } from "../page-data.ts";

/** A menu: its list and its links (the current page marked). */
export type MenuLook = { list: string; link: string };

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
  menuButton: string;
  menuPanel: string;
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
        <nav aria-label={t.nav.mainMenu} className="hidden lg:block">
          <NavLinks {...props} className={look.menu.list} linkClassName={look.menu.link} />
        </nav>
        <div className={look.end}>
          <LanguageSwitch {...props} className={look.languages.list} linkClassName={look.languages.link} />
          <MobileMenu
            openLabel={t.nav.menu}
            closeLabel={t.nav.closeMenu}
            buttonClassName={look.menuButton}
            panelClassName={look.menuPanel}
          >
            <nav aria-label={t.nav.mainMenu}>
              <NavLinks {...props} className={look.phoneMenu.list} linkClassName={look.phoneMenu.link} />
            </nav>
            <LanguageSwitch {...props} className={look.phoneLanguages.list} linkClassName={look.phoneLanguages.link} />
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
