/**
 * The brand's fixed facts, the same in every language: the logo files in public/ and
 * the colours of app/app.css (plus the wave tint of the mark), with their hex values.
 */
export const LOGO_FILES = {
  colour: { src: "/logo.svg", width: 200, height: 48 },
  mono: { src: "/logo-mono.svg", width: 200, height: 48 },
  white: { src: "/logo-white.svg", width: 200, height: 48 },
  mark: { src: "/favicon.svg", width: 40, height: 40 },
} as const;
export type LogoVariant = keyof typeof LOGO_FILES;

export const BRAND_COLOURS = [
  { key: "pine700", hex: "#166145", token: "pine-700" },
  { key: "pine900", hex: "#12402f", token: "pine-900" },
  { key: "pine950", hex: "#08241a", token: "pine-950" },
  { key: "pine50", hex: "#effaf4", token: "pine-50" },
  { key: "sand100", hex: "#f5eee2", token: "sand-100" },
  { key: "sand300", hex: "#dcbf95", token: "sand-300" },
  { key: "coral600", hex: "#c8431c", token: "coral-600" },
  { key: "wave", hex: "#f0a58b", token: "logo wave" },
  { key: "ink", hex: "#172a21", token: "ink" },
] as const;
export type BrandColourKey = (typeof BRAND_COLOURS)[number]["key"];
