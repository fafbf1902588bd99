/**
 * Nature rustic: a cabin in the woods. Warm off-white paper with a faint grain, bands of deep
 * forest green and bark brown, dark bark ink, the owner's earthy accent (fern, bark, rust,
 * lake, heather); a sturdy slab serif for headings, wooden signs and trail markers, stitched
 * seams, photos as tilted prints with white borders.
 *
 * Contrast (WCAG AA): on paper #f3ecdd ink #2a2117 13.4:1, body #4a3d2e 8.9:1, muted #6a5a45
 * 5.7:1 (6.2:1 on the card #fbf7ee, 6.5:1 on a print's #fffdf8); every accent of the palette
 * at least 5.3:1 on paper and white on every accent at least 6.3:1. On forest #1f3326 and
 * bark #3d2b1d the cream #f3ecdd is 11.4:1, the soft #d6d0bd 8.7:1 and the accent mixed 35%
 * into cream at least 6.5:1. Cream on the sign's wood #5b3d26 8.7:1.
 */
/**
 * The main button without its size: a block of the accent with a stitched seam inside and a
 * darker edge below, like a leather tag.
 */
const BUTTON =
  "relative inline-flex items-center justify-center gap-2 rounded-[5px] bg-(--accent) font-bold text-white shadow-[0_3px_0_rgba(30,20,10,0.35)] transition-[filter,transform] before:pointer-events-none before:absolute before:inset-[4px] before:rounded-[3px] before:border before:border-dashed before:border-white/45 hover:brightness-110 active:translate-y-px";

export const nr = {
  container: "mx-auto w-full max-w-6xl px-5 sm:px-8",
  /** A blog post's column. */
  column: "mx-auto w-full max-w-3xl px-5 sm:px-8",
  /**
   * Paper with a grain of specks and faint laid lines, drawn with gradients (no image to load):
   * specks at scattered places in two tiles of odd sizes, so no grid shows.
   */
  paper:
    "bg-[#f3ecdd] bg-[image:radial-gradient(circle_at_39px_16px,rgba(92,66,36,0.15)_0_0.6px,transparent_1.1px),radial-gradient(circle_at_53px_29px,rgba(92,66,36,0.11)_0_0.6px,transparent_1.1px),radial-gradient(circle_at_57px_10px,rgba(255,255,255,0.44)_0_0.7px,transparent_1.2px),radial-gradient(circle_at_24px_34px,rgba(255,255,255,0.4)_0_0.7px,transparent_1.2px),radial-gradient(circle_at_26px_17px,rgba(255,255,255,0.52)_0_0.9px,transparent_1.4px),radial-gradient(circle_at_10px_48px,rgba(92,66,36,0.1)_0_0.9px,transparent_1.4px),radial-gradient(circle_at_8px_8px,rgba(255,255,255,0.52)_0_0.7px,transparent_1.2px),radial-gradient(circle_at_13px_10px,rgba(92,66,36,0.11)_0_0.7px,transparent_1.2px),radial-gradient(circle_at_34px_13px,rgba(255,255,255,0.54)_0_0.7px,transparent_1.2px),radial-gradient(circle_at_24px_19px,rgba(255,255,255,0.43)_0_0.7px,transparent_1.2px),radial-gradient(circle_at_16px_4px,rgba(92,66,36,0.15)_0_0.6px,transparent_1.1px),radial-gradient(circle_at_38px_21px,rgba(255,255,255,0.42)_0_0.8px,transparent_1.3px),radial-gradient(circle_at_30px_20px,rgba(255,255,255,0.44)_0_0.7px,transparent_1.2px),repeating-linear-gradient(93deg,rgba(110,80,40,0.022)_0_1px,transparent_1px_9px),radial-gradient(ellipse_at_15%_0%,rgba(255,255,255,0.4),transparent_55%)] bg-[length:61px_53px,61px_53px,61px_53px,61px_53px,61px_53px,61px_53px,61px_53px,43px_37px,43px_37px,43px_37px,43px_37px,43px_37px,43px_37px,auto,auto]",
  ink: "text-[#2a2117]",
  body: "text-[#4a3d2e]",
  muted: "text-[#6a5a45]",
  /** The deep forest band: cream words. */
  forest: "bg-[#1f3326] text-[#f3ecdd]",
  /** The bark band: cream words. */
  bark: "bg-[#3d2b1d] text-[#f3ecdd]",
  /** A light card on the paper, its edge stitched (the seam is its ::before). */
  card: "relative bg-[#fbf7ee] shadow-[0_1px_0_rgba(61,43,29,0.08),0_14px_30px_-22px_rgba(61,43,29,0.55)] before:pointer-events-none before:absolute before:inset-[6px] before:rounded-[3px] before:border-[1.5px] before:border-dashed before:border-[#8a7558]/55",
  /** The same seam on a dark band. */
  darkCard:
    "relative bg-[#f3ecdd]/6 before:pointer-events-none before:absolute before:inset-[6px] before:rounded-[3px] before:border-[1.5px] before:border-dashed before:border-[#f3ecdd]/30",
  /** Wood: planks of bark with grain lines and a knot, for signs and the photo table. */
  wood: "bg-[#5b3d26] bg-[image:radial-gradient(ellipse_24px_6px_at_91%_30%,rgba(28,16,6,0.34),transparent_70%),repeating-linear-gradient(180deg,rgba(255,228,190,0.07)_0_1px,transparent_1px_6px),repeating-linear-gradient(178deg,rgba(0,0,0,0.1)_0_2px,transparent_2px_13px),linear-gradient(90deg,rgba(0,0,0,0.16),transparent_18%,transparent_82%,rgba(0,0,0,0.2))]",
  /** The heading face: a sturdy slab serif (or Lora) and its weight; headings take the ink of their ground. */
  slab: "font-(family-name:--font-heading) font-bold",
  h1: "font-(family-name:--font-heading) text-[2.5rem] leading-[1.04] font-extrabold tracking-[-0.012em] text-balance break-words hyphens-auto md:text-[3.75rem]",
  h2: "font-(family-name:--font-heading) text-[1.9rem] leading-[1.1] font-bold tracking-[-0.008em] text-balance md:text-[2.6rem]",
  h3: "font-(family-name:--font-heading) text-xl leading-snug font-bold md:text-[1.35rem]",
  lead: "text-lg leading-[1.65] text-[#4a3d2e] md:text-xl",
  text: "text-[1.0625rem] leading-[1.72] text-[#4a3d2e]",
  /**
   * The main button: a block of the accent with a stitched seam inside and a darker edge
   * below, like a leather tag.
   */
  button: `${BUTTON} px-7 py-3.5 text-base`,
  /** The same, smaller: the header's call to action. */
  smallButton: `${BUTTON} px-5 py-2.5 text-[0.95rem]`,
  /** A cream button for dark grounds (photos, wood, forest). */
  lightButton:
    "relative inline-flex items-center justify-center gap-2 rounded-[5px] bg-[#f8f1e1] px-7 py-3.5 text-base font-bold text-[#2a2117] shadow-[0_3px_0_rgba(0,0,0,0.35)] transition-[background-color,transform] before:pointer-events-none before:absolute before:inset-[4px] before:rounded-[3px] before:border before:border-dashed before:border-[#6a5a45]/50 hover:bg-white active:translate-y-px",
  /** A quieter button: ink on paper with a stitched edge. */
  ghostButton:
    "relative inline-flex items-center justify-center gap-2 rounded-[5px] border-2 border-[#2a2117]/80 px-6 py-3 text-base font-bold text-[#2a2117] transition-colors hover:bg-[#2a2117] hover:text-[#f3ecdd]",
  link: "font-bold text-(--accent) underline decoration-(--accent)/40 decoration-2 underline-offset-[5px] hover:decoration-(--accent)",
  /** A photo printed with a white border and a soft shadow (the wide margin below is the print's). */
  print: "block bg-[#fffdf8] p-2.5 shadow-[0_1px_2px_rgba(42,33,23,0.18),0_16px_32px_-18px_rgba(42,33,23,0.6)] sm:p-3",
  /** Straightening a print on hover, only for people who do not mind motion. */
  printHover:
    "motion-safe:transition-transform motion-safe:duration-300 motion-safe:hover:rotate-0 motion-safe:hover:-translate-y-1",
  image: "h-full w-full object-cover",
  /** Where a picture loads: a soft kraft tone. */
  placeholder: "bg-[#e4d8c0]",
  prose:
    "text-[1.0625rem] leading-[1.78] text-[#4a3d2e] [&_a]:font-bold [&_a]:text-(--accent) [&_a]:underline [&_a]:decoration-2 [&_a]:underline-offset-4 [&_blockquote]:mt-8 [&_blockquote]:border-l-4 [&_blockquote]:border-dashed [&_blockquote]:border-(--accent) [&_blockquote]:pl-6 [&_blockquote]:font-(family-name:--font-heading) [&_blockquote]:text-xl [&_blockquote]:leading-relaxed [&_blockquote]:text-[#2a2117] [&_h2]:mt-12 [&_h2]:font-(family-name:--font-heading) [&_h2]:text-[1.7rem] [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:text-[#2a2117] [&_h2]:after:mt-3 [&_h2]:after:block [&_h2]:after:h-0 [&_h2]:after:w-20 [&_h2]:after:border-t-[3px] [&_h2]:after:border-dashed [&_h2]:after:border-(--accent) [&_h3]:mt-9 [&_h3]:font-(family-name:--font-heading) [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-[#2a2117] [&_hr]:my-12 [&_hr]:border-0 [&_hr]:border-t-2 [&_hr]:border-dashed [&_hr]:border-[#8a7558]/60 [&_li]:mt-2.5 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_ol>li]:pl-1 [&_ol>li::marker]:font-bold [&_ol>li::marker]:text-(--accent) [&_p]:mt-5 [&_p:first-child]:mt-0 [&_strong]:text-[#2a2117] [&_ul]:mt-5 [&_ul>li]:relative [&_ul>li]:pl-7 [&_ul>li]:before:absolute [&_ul>li]:before:top-0 [&_ul>li]:before:left-0.5 [&_ul>li]:before:font-bold [&_ul>li]:before:text-(--accent) [&_ul>li]:before:content-['×']",
};
