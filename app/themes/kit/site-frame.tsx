import type { CSSProperties, ReactNode } from "react";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import { FONT_PAIRS } from "./fonts.ts";

/**
 * The outermost element of every theme's page: the owner's choices (accent colour, font pair)
 * as CSS variables the theme's classes read (`--accent`, `--font-heading`, `--font-body`),
 * the theme's name, hero layout and photo tone (where the theme has one) for tests and styles, and a skip link to the content. The page reaches
 * under an iPhone's notch and home indicator (viewport-fit=cover): its sides keep clear.
 */
export function SiteFrame({
  site,
  skipLabel,
  className,
  children,
}: {
  site: SiteView;
  skipLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const fonts = FONT_PAIRS[site.options.fontPair] ?? Object.values(FONT_PAIRS)[0];
  const style = {
    "--accent": site.options.accentHex,
    "--font-heading": fonts?.heading,
    "--font-body": fonts?.body,
    fontFamily: "var(--font-body)",
  } as CSSProperties;
  return (
    <div
      data-theme={site.theme}
      data-hero={site.options.heroLayout}
      data-photos={site.options.photoTone || undefined}
      className={`${className ?? ""} pl-[env(safe-area-inset-left)] pr-[env(safe-area-inset-right)]`}
      style={style}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-black focus:shadow"
      >
        {skipLabel}
      </a>
      {children}
    </div>
  );
}
