import { escapeHtml } from "../html/escape-html.ts";
import type { EmailLang } from "./template-keys.ts";

/**
 * The frame around every email: a table layout with inline styles, because many mail
 * clients ignore <style> blocks and flexbox. Template bodies stay plain HTML (<h1>, <p>,
 * <ul>); their tags get the house style here, so an admin never edits style attributes.
 */
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const INK = "#172a21";
const PINE = "#166145";
const SAND = "#fbf8f3";
const MUTED = "#5b6660";

const TAG_STYLES: Record<string, string> = {
  h1: `margin:0 0 20px;font-family:${FONT};font-size:24px;line-height:1.3;font-weight:700;color:${INK};`,
  h2: `margin:24px 0 12px;font-family:${FONT};font-size:19px;line-height:1.35;font-weight:700;color:${INK};`,
  p: `margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:1.6;color:${INK};`,
  ul: `margin:0 0 16px;padding:0 0 0 22px;font-family:${FONT};font-size:16px;line-height:1.6;color:${INK};`,
  ol: `margin:0 0 16px;padding:0 0 0 22px;font-family:${FONT};font-size:16px;line-height:1.6;color:${INK};`,
  li: "margin:0 0 6px;",
};
const LINK_STYLE = `color:${PINE};text-decoration:underline;word-break:break-all;`;

/** Adds the house style to bare tags; tags that already carry attributes are left alone. */
export function applyEmailStyles(html: string): string {
  return html
    .replace(/<(h1|h2|p|ul|ol|li)>/gi, (_, tag: string) => `<${tag} style="${TAG_STYLES[tag.toLowerCase()]}">`)
    .replace(/<a (?![^>]*\bstyle=)/gi, `<a style="${LINK_STYLE}" `);
}

/** Only web and mail links may become a button or link; anything else (javascript:) is dropped. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value.trim());
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

export function buttonHtml(url: string, label: string): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:28px 0;">` +
    `<tr><td style="border-radius:8px;background-color:${PINE};">` +
    `<a href="${escapeHtml(url)}" target="_blank" style="display:inline-block;padding:14px 28px;` +
    `font-family:${FONT};font-size:16px;font-weight:600;line-height:1.2;color:#ffffff;` +
    `text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a>` +
    `</td></tr></table>`
  );
}

export function linkHtml(url: string): string {
  return `<a href="${escapeHtml(url)}" target="_blank" style="${LINK_STYLE}">${escapeHtml(url)}</a>`;
}

/** The footer: the tagline (none in a guest email, which is the owner's site's), and why this recipient gets the email. */
export type FooterLines = { tagline?: string | null; reason: string };

type LayoutInput = {
  lang: EmailLang;
  subject: string;
  bodyHtml: string;
  /** The name at the top: VayVista, or the owner's site an email to its guest comes from. */
  brand?: string;
  layout: FooterLines;
  /** The site the email's link points to (shown in the footer), when the email has one. */
  homeUrl: string | null;
};

function footerLines(layout: FooterLines): string[] {
  return layout.tagline ? [layout.tagline, layout.reason] : [layout.reason];
}

export function wrapHtml({ lang, subject, bodyHtml, brand = "VayVista", layout, homeUrl }: LayoutInput): string {
  const home = homeUrl
    ? `<br><a href="${escapeHtml(homeUrl)}" target="_blank" style="color:${MUTED};text-decoration:underline;">${escapeHtml(new URL(homeUrl).host)}</a>`
    : "";
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${SAND};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${SAND};">
<tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 8px 16px;font-family:${FONT};font-size:22px;font-weight:700;letter-spacing:-0.01em;color:${PINE};">${escapeHtml(brand)}</td></tr>
<tr><td style="background-color:#ffffff;border:1px solid #ead9bf;border-radius:12px;padding:32px 28px;">
${applyEmailStyles(bodyHtml)}
</td></tr>
<tr><td style="padding:20px 8px 0;font-family:${FONT};font-size:13px;line-height:1.5;color:${MUTED};">
${footerLines(layout).map(escapeHtml).join("<br>")}${home}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

export function wrapText(bodyText: string, layout: FooterLines, homeUrl: string | null): string {
  const home = homeUrl ? `\n${new URL(homeUrl).origin}` : "";
  return `${bodyText.trim()}\n\n-- \n${footerLines(layout).join("\n")}${home}\n`;
}
