import type { CSSProperties, ReactNode } from "react";
import { preload } from "react-dom";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import type { SitePageData, ThemePageProps } from "./page-data.ts";
import { SiteFrame } from "./site-frame.tsx";

/** Every kind of page a site has: its menu's pages, a unit's, a post's and the not-found page. */
export type PageKind = SitePageData["page"];

/** A part of a theme: a page, the header, the footer. */
export type ThemePart = (props: ThemePageProps) => ReactNode;

/**
 * A theme: how it frames every page (the ground, the faces its first screen needs), its
 * header and footer, and a drawing of each kind of page.
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
  Header: ThemePart;
  Footer: ThemePart;
  pages: Record<PageKind, ThemePart>;
};

const FONT = { as: "font", type: "font/woff2", crossOrigin: "anonymous" } as const;

/** A theme as the component that draws a whole page of a site: frame, header, page, footer. */
export function defineTheme(theme: ThemeDefinition): ThemePart {
  const { Header, Footer } = theme;
  return function Theme(props: ThemePageProps) {
    const Page = theme.pages[props.data.page];
    for (const file of theme.fonts?.(props.data.site) ?? []) preload(file, FONT);
    const body = (
      <>
        <Header {...props} />
        <main id="main" tabIndex={-1} className="outline-none">
          <Page {...props} />
        </main>
        <Footer {...props} />
      </>
    );
    return (
      <SiteFrame site={props.data.site} skipLabel={props.t.nav.skipToContent} className={theme.frame}>
        {theme.frameStyle ? <div style={theme.frameStyle}>{body}</div> : body}
      </SiteFrame>
    );
  };
}
