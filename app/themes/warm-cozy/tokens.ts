/**
 * Warm cozy: a cottage at the edge of the woods. Cream paper, oat-coloured bands, warm cocoa
 * ink, the owner's earthy accent (terracotta, honey, berry, moss, cocoa); a soft serif for
 * headings, rounded cards and photo frames, wavy and scalloped edges, small drawn icons.
 *
 * Contrast (WCAG AA): on cream #fbf5ec ink #3a2a1f 12.7:1, body #5a4536 8.3:1, muted #6f5847
 * 6.1:1; on oat #f3e7d6 muted 5.4:1; every accent of the palette at least 4.9:1 on oat and
 * 5.5:1 on cream; white on every accent at least 5.9:1. Field borders #9c8471 3.3:1 on paper.
 * The footer's cream #f6ecdd on bark #3a2a1f 11.7:1, its soft #e3cdb3 8.9:1.
 */
export const wc = {
  container: "mx-auto w-full max-w-6xl px-5 sm:px-8",
  /** A blog post's column: its title and body, and its wider cover. */
  column: "mx-auto w-full max-w-[46rem] px-5 sm:px-8",
  columnWide: "mx-auto w-full max-w-5xl px-5 sm:px-8",
  /** The page's ground and ink. */
  ground: "bg-[#fbf5ec] text-[#3a2a1f]",
  oat: "bg-[#f3e7d6]",
  paper: "bg-[#fffcf7]",
  ink: "text-[#3a2a1f]",
  muted: "text-[#6f5847]",
  /** A small line in the heading face and the accent above a heading. */
  eyebrow:
    "inline-flex items-center gap-2 font-(family-name:--font-heading) text-base font-medium text-(--accent) md:text-lg",
  /** The heading face, weight and ink; sizes are added where it is used. */
  serif: "font-(family-name:--font-heading) font-semibold text-[#3a2a1f]",
  h1: "font-(family-name:--font-heading) text-[2.6rem] leading-[1.06] font-semibold tracking-[-0.015em] text-balance text-[#3a2a1f] md:text-6xl",
  h2: "font-(family-name:--font-heading) text-[2rem] leading-[1.12] font-semibold tracking-[-0.01em] text-balance text-[#3a2a1f] md:text-[2.75rem]",
  h3: "font-(family-name:--font-heading) text-xl leading-snug font-semibold text-[#3a2a1f] md:text-[1.4rem]",
  lead: "text-lg leading-relaxed text-[#5a4536] md:text-xl",
  body: "text-base leading-[1.75] text-[#5a4536] md:text-[1.0625rem]",
  button:
    "inline-flex items-center justify-center gap-2 rounded-full bg-(--accent) px-7 py-3.5 text-base font-bold text-white shadow-[0_10px_24px_-12px_var(--accent)] transition hover:-translate-y-0.5 hover:brightness-90",
  /** A quieter button: accent text on a paper pill with a soft edge. */
  softButton:
    "inline-flex items-center justify-center gap-2 rounded-full border-2 border-[#3a2a1f]/15 bg-[#fffcf7] px-6 py-3 text-base font-bold text-(--accent) transition hover:border-(--accent)",
  link: "font-bold text-(--accent) underline decoration-(--accent)/35 decoration-2 underline-offset-[5px] hover:decoration-(--accent)",
  card: "rounded-[1.75rem] bg-[#fffcf7] shadow-[0_1px_2px_rgba(58,42,31,0.06),0_18px_40px_-26px_rgba(90,58,30,0.55)]",
  /** Ink text on a faint accent tint (accent text would be too faint on the tint). */
  chip: "inline-flex items-center gap-1.5 rounded-full bg-(--accent)/10 px-3.5 py-1.5 text-sm font-semibold text-[#3a2a1f]",
  /** An icon in a soft accent-tinted circle. */
  iconBubble: "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-(--accent)/12 text-(--accent)",
  /** Photo frames (the corners are set where they are used), and the arch of a cottage window. */
  frame: "block overflow-hidden bg-[#eadcc8]",
  arch: "block overflow-hidden rounded-t-[999px] rounded-b-[1.75rem] bg-[#eadcc8]",
  image: "h-full w-full object-cover",
  prose:
    "text-base leading-[1.8] text-[#5a4536] md:text-[1.0625rem] [&_a]:font-bold [&_a]:text-(--accent) [&_a]:underline [&_a]:decoration-2 [&_a]:underline-offset-4 [&_blockquote]:mt-8 [&_blockquote]:rounded-[1.5rem] [&_blockquote]:bg-(--accent)/8 [&_blockquote]:px-6 [&_blockquote]:py-5 [&_blockquote]:font-(family-name:--font-heading) [&_blockquote]:text-xl [&_blockquote]:text-[#3a2a1f] [&_h2]:mt-12 [&_h2]:font-(family-name:--font-heading) [&_h2]:text-[1.7rem] [&_h2]:leading-tight [&_h2]:font-semibold [&_h2]:text-[#3a2a1f] [&_h2]:after:mt-3 [&_h2]:after:block [&_h2]:after:h-1 [&_h2]:after:w-12 [&_h2]:after:rounded-full [&_h2]:after:bg-(--accent)/45 [&_h3]:mt-9 [&_h3]:font-(family-name:--font-heading) [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-[#3a2a1f] [&_hr]:mx-auto [&_hr]:my-12 [&_hr]:h-2 [&_hr]:w-24 [&_hr]:rounded-full [&_hr]:border-0 [&_hr]:bg-[radial-gradient(circle,#cdb49a_3px,transparent_3.5px)] [&_hr]:bg-[length:16px_8px] [&_li]:mt-2.5 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_ol>li]:pl-1 [&_ol>li::marker]:font-bold [&_ol>li::marker]:text-(--accent) [&_p]:mt-5 [&_p:first-child]:mt-0 [&_strong]:text-[#3a2a1f] [&_ul]:mt-5 [&_ul>li]:relative [&_ul>li]:pl-7 [&_ul>li]:before:absolute [&_ul>li]:before:top-[0.72em] [&_ul>li]:before:left-1 [&_ul>li]:before:size-2.5 [&_ul>li]:before:rounded-full [&_ul>li]:before:bg-(--accent)/70 [&_ul>li]:before:ring-4 [&_ul>li]:before:ring-(--accent)/15",
  /** The first letter of a story, large in the heading face. */
  dropCap:
    "[&>p:first-child::first-letter]:float-left [&>p:first-child::first-letter]:mt-1.5 [&>p:first-child::first-letter]:mr-3 [&>p:first-child::first-letter]:font-(family-name:--font-heading) [&>p:first-child::first-letter]:text-[3.6rem] [&>p:first-child::first-letter]:leading-[0.8] [&>p:first-child::first-letter]:font-semibold [&>p:first-child::first-letter]:text-(--accent)",
};
