import type { SiteView } from "../../../modules/site-view/site-view.ts";

/**
 * Urban hip: a city loft after dark. Near-black ground, off-white text, the owner's bright
 * accent (every colour of its palette reads on the ground and carries ink-dark text), bold
 * upper-case Space Grotesk, Space Mono for small labels, hard-edged photos.
 *
 * Contrast on the ground #0e0e0e: text #f2efe8 17:1, muted #a8a49c 7.8:1 (7.2:1 on the raised
 * surface #181818); ink #0e0e0e on any accent of the palette at least 8:1.
 */
export const uh = {
  container: "mx-auto w-full max-w-[90rem] px-5 md:px-10",
  ground: "bg-[#0e0e0e] text-[#f2efe8]",
  surface: "bg-[#181818]",
  muted: "text-[#a8a49c]",
  line: "border-white/15",
  mono: "font-(family-name:--font-mono) text-xs uppercase tracking-[0.16em]",
  label: "font-(family-name:--font-mono) text-xs uppercase tracking-[0.16em] text-[#a8a49c]",
  /** Mono small print in sentence case: captions, review sources, times. */
  note: "font-(family-name:--font-mono) text-xs leading-relaxed tracking-[0.02em] text-[#a8a49c]",
  number: "font-(family-name:--font-mono) text-xs tracking-[0.16em] text-(--accent)",
  display: "font-(family-name:--font-heading) font-bold uppercase break-words hyphens-auto",
  h1: "font-(family-name:--font-heading) font-bold uppercase break-words hyphens-auto text-[clamp(2.5rem,10.5vw,8.5rem)] leading-[0.88] tracking-[-0.035em]",
  h2: "font-(family-name:--font-heading) font-bold uppercase break-words hyphens-auto text-4xl leading-[0.92] tracking-[-0.03em] md:text-6xl lg:text-7xl",
  h3: "font-(family-name:--font-heading) text-xl font-bold uppercase leading-tight tracking-[-0.01em] md:text-2xl",
  lead: "text-lg leading-relaxed text-[#f2efe8] md:text-2xl md:leading-snug",
  body: "text-base leading-relaxed text-[#d6d2ca] md:text-lg",
  button:
    "inline-flex items-center justify-center gap-3 bg-(--accent) px-6 py-4 font-(family-name:--font-mono) text-sm font-bold uppercase tracking-[0.12em] text-[#0e0e0e] transition-colors hover:bg-[#f2efe8]",
  /** A button on an accent-coloured ground: ink, with an ink focus ring. */
  inkButton:
    "inline-flex items-center justify-center gap-3 bg-[#0e0e0e] px-6 py-4 font-(family-name:--font-mono) text-sm font-bold uppercase tracking-[0.12em] text-[#f2efe8] transition-colors hover:bg-[#262626] focus-visible:outline-[#0e0e0e]!",
  link: "font-(family-name:--font-mono) text-sm uppercase tracking-[0.12em] text-(--accent) underline decoration-1 underline-offset-[6px] hover:decoration-2",
  prose:
    "max-w-[68ch] text-base leading-relaxed text-[#d6d2ca] md:text-lg [&_a]:text-(--accent) [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:mt-8 [&_blockquote]:border-l-4 [&_blockquote]:border-(--accent) [&_blockquote]:pl-6 [&_blockquote]:text-xl [&_blockquote]:text-[#f2efe8] [&_h2]:mt-14 [&_h2]:font-(family-name:--font-heading) [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:uppercase [&_h2]:tracking-[-0.01em] [&_h2]:text-[#f2efe8] md:[&_h2]:text-3xl [&_h3]:mt-10 [&_h3]:font-(family-name:--font-heading) [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-[#f2efe8] [&_hr]:my-12 [&_hr]:border-white/15 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-(--accent) [&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-6 [&_p:first-child]:mt-0 [&_strong]:text-[#f2efe8] [&_ul]:mt-6 [&_ul]:list-[square] [&_ul]:pl-6",
  /**
   * Photos in colour for those who touch, grey until pointed at for those who hover; in
   * colour throughout where the owner chose colour (the frame's data-photos).
   */
  photoHover:
    "transition-[filter,scale] duration-500 ease-out [@media(hover:hover)]:[[data-photos=greyscale]_&]:grayscale [@media(hover:hover)]:group-hover:grayscale-0 [@media(hover:hover)]:group-focus-within:grayscale-0",
  /** The hero's photo, a little grey and hard unless the owner chose colour. */
  heroTone: "[[data-photos=greyscale]_&]:grayscale-[0.35] [[data-photos=greyscale]_&]:contrast-[1.1]",
  /** Ruled cells: a grid of `cells` whose children are `cell`; hairlines only where there is a cell. */
  cells: "grid gap-px p-px",
  cell: "shadow-[0_0_0_1px_rgb(255_255_255/0.15)]",
};

/** The number a page carries in the menu ("03"), which its heading repeats. */
export function pageNumber(site: SiteView, page: string): string {
  const index = site.nav.findIndex((link) => link.page === page);
  return twoDigits(index < 0 ? site.nav.length + 1 : index + 1);
}

/** "01", "02", …: a page's numbered sections, counted in the order they are drawn. */
export function sectionCounter(): () => string {
  let n = 0;
  return () => twoDigits(++n);
}

export function twoDigits(n: number): string {
  return String(n).padStart(2, "0");
}

/**
 * A font size that sets a name across the given width (in vw): its longest word fills it,
 * at about 0.6 em per bold capital of Space Grotesk (measured: 0.58), between `min` and
 * `max` rem. Longer words than fit at `min` break (the classes allow it).
 */
export function fittedSize(name: string, widthVw: number, min: number, max: number): string {
  const longest = Math.max(5, ...name.split(/\s+/).map((word) => word.length));
  const vw = widthVw / (longest * 0.6);
  return `clamp(${min}rem, ${vw.toFixed(2)}vw, ${max}rem)`;
}

/**
 * A page title as large as it can be: its longest word across the page, a long title a size
 * smaller so it stays a heading and not a wall.
 */
export function titleSize(title: string): string {
  return fittedSize(title, 88, 2, title.length > 28 ? 6 : 8.5);
}
