import type { ThemePageProps } from "../page-data.ts";
import { NavLinks } from "./nav-links.tsx";

/** A menu: its list and its links (the current page marked). */
export type MenuLook = { list: string; link: string };

/** The site's menu, named as the main menu (on wide screens, and again in the phone menu). */
export function MainMenu({ className, look, ...props }: ThemePageProps & { className?: string; look: MenuLook }) {
  return (
    <nav aria-label={props.t.nav.mainMenu} className={className}>
      <NavLinks {...props} className={look.list} linkClassName={look.link} />
    </nav>
  );
}
