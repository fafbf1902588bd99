import { escapeHtml } from "../../modules/html/escape-html.ts";
import type { HostResolution } from "../../modules/sites/site-directory.ts";

/**
 * Owner sites and theme demos are built in a later issue. Until then their hosts answer
 * with a small page naming the site and its theme, so a resolved host is visible.
 */
export function neutralSitePage(
  resolution: Exclude<HostResolution, { kind: "marketing" }>,
  marketingUrl: string,
): string {
  const theme = resolution.kind === "theme-demo" ? resolution.theme : resolution.site.themeName;
  const name = resolution.kind === "theme-demo" ? `Demo: ${theme}` : resolution.site.siteName;
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(name)}</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f7f4;color:#17301f}
main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:2rem;margin:0 0 .5rem}p{color:#4a5a4f}a{color:#1f6f43}</style></head>
<body><main><h1>${escapeHtml(name)}</h1><p>Thema: <strong data-theme="${escapeHtml(theme)}">${escapeHtml(theme)}</strong></p>
<p>Deze website wordt gemaakt met <a href="${escapeHtml(marketingUrl)}">VayVista</a>.</p></main></body></html>`;
}
