/**
 * Fresh coastal: a beach house on a bright day. White and pale sand grounds, a pale sea
 * mist, deep-sea ink, the owner's sea-coloured accent; a rounded display face, pill buttons,
 * photos with generous round corners and soft shadows, waves between the bands and a
 * horizon line with a low sun.
 *
 * Contrast (WCAG AA): ink #0e2a38 on white 14.9:1, on sand #f8f2e7 13.4:1, on mist #ecf5f7
 * 13.5:1; body #35505e at least 7.6:1 and muted #4d6673 at least 5.4:1 on all three; every
 * accent of the palette at least 5.0:1 on sand and mist and 4.8:1 on its own 10 % tint,
 * white on every accent at least 5.5:1. The footer's white on deep sea #0d3547 12.9:1, its
 * foam #cfe7ee 10.0:1.
 */
export const fc = {
  container: "mx-auto w-full max-w-6xl px-5 sm:px-8",
  /** A blog post's column, and the wider one of its cover. */
  column: "mx-auto w-full max-w-[44rem] px-5 sm:px-8",
  columnWide: "mx-auto w-full max-w-5xl px-5 sm:px-8",
  /** The surroundings' route and the 404's words. */
  narrow: "mx-auto w-full max-w-4xl px-5 sm:px-8",
  ground: "bg-white text-[#0e2a38]",
  sand: "bg-[#f8f2e7]",
  mist: "bg-[#ecf5f7]",
  ink: "text-[#0e2a38]",
  body: "text-[#35505e]",
  muted: "text-[#4d6673]",
  /** The rounded display face at its friendly bold weight; sizes are added where it is used. */
  display: "font-(family-name:--font-heading) font-bold text-[#0e2a38]",
  h1: "font-(family-name:--font-heading) text-[2.5rem] leading-[1.06] font-bold tracking-[-0.02em] text-balance text-[#0e2a38] sm:text-5xl md:text-6xl",
  h2: "font-(family-name:--font-heading) text-[2rem] leading-[1.1] font-bold tracking-[-0.015em] text-balance text-[#0e2a38] md:text-[2.6rem]",
  h3: "font-(family-name:--font-heading) text-xl leading-snug font-bold text-[#0e2a38]",
  lead: "text-lg leading-relaxed text-[#35505e] md:text-xl",
  text: "text-base leading-[1.75] text-[#35505e] md:text-[1.0625rem]",
  /** A small tag above a heading: accent words on a faint accent tint, in a pill. */
  tag: "inline-flex items-center gap-2 rounded-full bg-(--accent)/10 px-3.5 py-1.5 text-sm font-bold text-(--accent)",
  button:
    "inline-flex items-center justify-center gap-2 rounded-full bg-(--accent) px-7 py-3.5 text-base font-bold text-white shadow-[0_14px_30px_-14px_var(--accent)] transition hover:-translate-y-0.5 hover:brightness-95",
  /** The quieter pill: accent words on white with a thin accent edge. */
  ghostButton:
    "inline-flex items-center justify-center gap-2 rounded-full border border-(--accent)/35 bg-white px-6 py-3 text-base font-bold text-(--accent) transition hover:border-(--accent) hover:bg-(--accent)/5",
  /** A white pill on a photo or an accent ground. */
  lightButton:
    "inline-flex items-center justify-center gap-2 rounded-full bg-white px-7 py-3.5 text-base font-bold text-[#0e2a38] shadow-[0_14px_30px_-14px_rgba(4,24,34,0.7)] transition hover:-translate-y-0.5 hover:bg-[#f8f2e7]",
  link: "font-bold text-(--accent) underline decoration-(--accent)/35 decoration-2 underline-offset-[5px] hover:decoration-wavy hover:decoration-(--accent)",
  /** A white card lifted off the page by a soft, sea-tinted shadow. */
  card: "rounded-[2rem] bg-white shadow-[0_1px_2px_rgba(14,42,56,0.05),0_24px_50px_-30px_rgba(14,60,80,0.45)]",
  softShadow: "shadow-[0_28px_60px_-34px_rgba(14,60,80,0.55)]",
  /** An icon in a round accent tint. */
  bubble: "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-(--accent)/10 text-(--accent)",
  /** Photo frames: generous round corners over a pale sea placeholder. */
  frame: "block overflow-hidden rounded-[1.75rem] bg-[#dcecf0] md:rounded-[2.25rem]",
  image: "h-full w-full object-cover",
  prose:
    "text-base leading-[1.8] text-[#35505e] md:text-[1.0625rem] [&_a]:font-bold [&_a]:text-(--accent) [&_a]:underline [&_a]:decoration-2 [&_a]:underline-offset-4 [&_blockquote]:mt-8 [&_blockquote]:rounded-[1.75rem] [&_blockquote]:rounded-bl-md [&_blockquote]:bg-[#ecf5f7] [&_blockquote]:px-6 [&_blockquote]:py-5 [&_blockquote]:font-(family-name:--font-heading) [&_blockquote]:text-xl [&_blockquote]:font-semibold [&_blockquote]:text-[#0e2a38] [&_h2]:mt-12 [&_h2]:font-(family-name:--font-heading) [&_h2]:text-[1.75rem] [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:text-[#0e2a38] [&_h3]:mt-9 [&_h3]:font-(family-name:--font-heading) [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-[#0e2a38] [&_hr]:my-12 [&_hr]:h-3 [&_hr]:border-0 [&_hr]:bg-[url('data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%2024%2012%22%3E%3Cpath%20d=%22M0%206c3-4%209-4%2012%200s9%204%2012%200%22%20fill=%22none%22%20stroke=%22%2390b9c6%22%20stroke-width=%222%22/%3E%3C/svg%3E')] [&_hr]:bg-[length:24px_12px] [&_hr]:bg-repeat-x [&_li]:mt-2.5 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_ol>li]:pl-1 [&_ol>li::marker]:font-bold [&_ol>li::marker]:text-(--accent) [&_p]:mt-5 [&_p:first-child]:mt-0 [&_strong]:text-[#0e2a38] [&_ul]:mt-5 [&_ul>li]:relative [&_ul>li]:pl-8 [&_ul>li]:before:absolute [&_ul>li]:before:top-[0.6em] [&_ul>li]:before:left-1 [&_ul>li]:before:h-1.5 [&_ul>li]:before:w-4 [&_ul>li]:before:rounded-full [&_ul>li]:before:bg-(--accent)/60",
};
