import type { CSSProperties, ReactNode } from "react";
import { preload } from "react-dom";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import type { SitePageData, ThemePageProps } from "./page-data.ts";
import { Footer, type FooterLook } from "./parts/footer.tsx";
import { SiteFrame } from "./site-frame.tsx";

/** Every kind of page a site has: its menu's pages, a unit's, a post's and the not-found page. */
export type PageKind = SitePageData["page"];

/** A part of a theme: a page, the header, the footer. */
export type ThemePart = (props: ThemePageProps) => ReactNode;

/** How a theme dresses the parts the kit draws for it. */
export type ThemeLook = {
  footer?: FooterLook;
};

/**
 * A theme: how it frames every page (the ground, the faces its first screen needs), the looks
 * it gives the kit's parts, and the parts it draws itself instead.
 */
export type ThemeDefinition = {
  /** The outermost element's classes: ground, ink, selection and focus colours. */
  frame: string;
  /** CSS variables the theme's header, pages and footer read, set on a wrapper of their own. */
  frameStyle?: CSSProperties;
  /**
   * The font files the first screen is set in, asked for at once (React puts the preloads in
   * the head), so it is drawn in its faces from the start instead of swapping them in late and
   * moving what follows.
   */
  fonts?: (site: SiteView) => string[];
  look: ThemeLook;
  Header: ThemePart;
  /** The theme's own footer; the kit's, dressed in `look.footer`, where left out. */
  Footer?: ThemePart;
  pages: Record<PageKind, ThemePart>;
};

const FONT = { as: "font", type: "font/woff2", crossOrigin: "anonymous" } as const;

/** The look a kit part needs, or the reason the theme is incomplete. */
function required<T>(look: T | undefined, part: string): T {
  if (!look) throw new Error(`a theme draws its own ${part} or gives the kit's a look`);
  return look;
}

/** A theme as the component that draws a whole page of a site: frame, header, page, footer. */
export function defineTheme(theme: ThemeDefinition): ThemePart {
  const { Header } = theme;
  const footer = theme.Footer ? null : required(theme.look.footer, "footer");
  const SiteFooter: ThemePart = theme.Footer ?? ((props) => footer && <Footer {...props} look={footer} />);
  return function Theme(props: ThemePageProps) {
    const Page = theme.pages[props.data.page];
    for (const file of theme.fonts?.(props.data.site) ?? []) preload(file, FONT);
    const body = (
      <>
        <Header {...props} />
        <main id="main" tabIndex={-1} className="outline-none">
          <Page {...props} />
        </main>
        <SiteFooter {...props} />
      </>
    );
    return (
      <SiteFrame site={props.data.site} skipLabel={props.t.nav.skipToContent} className={theme.frame}>
        {theme.frameStyle ? <div style={theme.frameStyle}>{body}</div> : body}
      </SiteFrame>
    );
  };
}
