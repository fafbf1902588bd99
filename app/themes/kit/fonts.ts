/**
 * The font pairs the themes offer (modules/sites/theme-options.ts names them), as CSS
 * font-family values: the faces are declared in app/themes/theme-fonts.css.
 */
const SANS = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const SERIF = 'ui-serif, Georgia, "Times New Roman", serif';

const inter = `"Inter Variable", ${SANS}`;
const lora = `"Lora Variable", ${SERIF}`;
const nunito = `"Nunito Variable", ${SANS}`;
const nunitoSans = `"Nunito Sans Variable", ${SANS}`;
const sourceSans = `"Source Sans 3 Variable", ${SANS}`;
const spaceGrotesk = `"Space Grotesk Variable", ${SANS}`;

export const FONT_PAIRS: Record<string, { heading: string; body: string }> = {
  inter: { heading: inter, body: inter },
  "lora-inter": { heading: lora, body: inter },
  "fraunces-nunito": { heading: `"Fraunces Variable", ${SERIF}`, body: nunito },
  "lora-nunito": { heading: lora, body: nunito },
  "playfair-lora": { heading: `"Playfair Display Variable", ${SERIF}`, body: lora },
  "playfair-source": { heading: `"Playfair Display Variable", ${SERIF}`, body: sourceSans },
  "quicksand-nunito-sans": { heading: `"Quicksand Variable", ${SANS}`, body: nunitoSans },
  "nunito-sans": { heading: nunitoSans, body: nunitoSans },
  space: { heading: spaceGrotesk, body: spaceGrotesk },
  "space-inter": { heading: spaceGrotesk, body: inter },
  "bitter-source": { heading: `"Bitter Variable", ${SERIF}`, body: sourceSans },
  "lora-source": { heading: lora, body: sourceSans },
};

/** Monospaced details (urban-hip's labels). */
export const MONO = `"Space Mono", ui-monospace, monospace`;
