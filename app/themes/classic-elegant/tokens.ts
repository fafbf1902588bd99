/**
 * Classic elegant: a boutique hotel in a country house. Ivory and warm-white grounds, a deep
 * accent (navy, bordeaux, emerald, gold or slate), a high-contrast serif for display with its
 * old-style figures, letter-spaced capitals for the small lines, centred compositions, thin
 * double rules and photos framed like prints: a warm-white mat with a fine line inside.
 *
 * Contrast (WCAG AA): ink #1f1d1a on ivory #fbf8f1 15.9:1, body #3b3731 11.1:1, muted #675f54
 * 5.9:1 (5.4:1 on ecru #f3ede0); every accent of the palette at least 5.9:1 on ivory and 5.4:1
 * on ecru; ivory on every accent at least 5.9:1 (the footer, buttons). White type on photos
 * sits on a veil of at least 60 % near-black: 5.7:1 over a white sky.
 */
export const ce = {
  container: "mx-auto w-full max-w-6xl px-5 sm:px-8",
  /** A reading column: a story, a post, an introduction. */
  column: "mx-auto w-full max-w-[42rem] px-5 sm:px-8",
  ground: "bg-[#fbf8f1] text-[#3b3731]",
  ecru: "bg-[#f3ede0]",
  paper: "bg-[#fffdf8]",
  ink: "text-[#1f1d1a]",
  muted: "text-[#675f54]",
  /** Letter-spaced capitals in the accent: the small line above a heading. */
  caps: "text-[0.72rem] leading-relaxed font-semibold tracking-[0.28em] text-(--accent) uppercase",
  /** The same, quieter: captions, dates, the kind of a place. */
  capsMuted: "text-[0.72rem] leading-relaxed font-semibold tracking-[0.24em] text-[#675f54] uppercase",
  display: "font-(family-name:--font-heading) font-normal text-[#1f1d1a]",
  h1: "font-(family-name:--font-heading) text-[2.5rem] leading-[1.08] font-normal tracking-[-0.01em] text-balance text-[#1f1d1a] sm:text-5xl md:text-[3.75rem]",
  h2: "font-(family-name:--font-heading) text-[2rem] leading-[1.12] font-normal text-balance text-[#1f1d1a] md:text-[2.6rem]",
  h3: "font-(family-name:--font-heading) text-[1.45rem] leading-snug font-normal text-[#1f1d1a]",
  lead: "text-lg leading-[1.75] text-[#3b3731] md:text-xl md:leading-[1.7]",
  body: "text-base leading-[1.8] text-[#3b3731] md:text-[1.0625rem]",
  /**
   * The accent button with a fine line drawn inside its edge, like an engraved card; ivory
   * capitals. `relative` holds the inner line.
   */
  button:
    "relative inline-flex items-center justify-center gap-3 bg-(--accent) px-8 py-4 text-[0.78rem] font-semibold tracking-[0.24em] text-[#fbf8f1] uppercase transition-[filter] before:pointer-events-none before:absolute before:inset-[4px] before:border before:border-[#fbf8f1]/45 hover:brightness-[0.85]",
  /** Outlined: ivory over a veiled photo. */
  lightButton:
    "relative inline-flex items-center justify-center gap-3 border border-[#fbf8f1] px-8 py-4 text-[0.78rem] font-semibold tracking-[0.24em] text-[#fbf8f1] uppercase transition-colors before:pointer-events-none before:absolute before:inset-[4px] before:border before:border-[#fbf8f1]/40 hover:bg-[#fbf8f1] hover:text-[#1f1d1a]",
  /** Outlined in the accent, a quieter call. */
  ghostButton:
    "relative inline-flex items-center justify-center gap-3 border border-(--accent) px-7 py-3.5 text-[0.75rem] font-semibold tracking-[0.24em] text-(--accent) uppercase transition-colors hover:bg-(--accent) hover:text-[#fbf8f1]",
  /** A link in letter-spaced capitals over a fine rule. */
  link: "inline-block border-b border-(--accent)/45 pb-1 text-[0.75rem] font-semibold tracking-[0.24em] text-(--accent) uppercase transition-colors hover:border-(--accent)",
  /** The print's mat: warm white around the photo, a soft shadow on the wall. */
  mat: "bg-[#fffdf8] p-2.5 shadow-[0_0_0_1px_rgba(31,29,26,0.07),0_22px_40px_-30px_rgba(31,29,26,0.55)] sm:p-3.5",
  image: "h-full w-full object-cover",
  prose:
    "text-base leading-[1.85] text-[#3b3731] md:text-[1.0625rem] [&_a]:text-(--accent) [&_a]:underline [&_a]:decoration-1 [&_a]:underline-offset-4 [&_blockquote]:mx-auto [&_blockquote]:my-10 [&_blockquote]:max-w-lg [&_blockquote]:border-y [&_blockquote]:border-(--accent)/35 [&_blockquote]:py-6 [&_blockquote]:text-center [&_blockquote]:font-(family-name:--font-heading) [&_blockquote]:text-xl [&_blockquote]:leading-relaxed [&_blockquote]:text-[#1f1d1a] [&_h2]:mt-12 [&_h2]:text-center [&_h2]:font-(family-name:--font-heading) [&_h2]:text-[1.75rem] [&_h2]:leading-tight [&_h2]:font-normal [&_h2]:text-[#1f1d1a] [&_h2]:after:mx-auto [&_h2]:after:mt-4 [&_h2]:after:block [&_h2]:after:h-[5px] [&_h2]:after:w-14 [&_h2]:after:border-y [&_h2]:after:border-(--accent)/60 [&_h3]:mt-9 [&_h3]:text-[0.8rem] [&_h3]:font-semibold [&_h3]:tracking-[0.22em] [&_h3]:text-(--accent) [&_h3]:uppercase [&_hr]:mx-auto [&_hr]:my-12 [&_hr]:h-[5px] [&_hr]:w-24 [&_hr]:border-y [&_hr]:border-(--accent)/50 [&_li]:mt-2.5 [&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_ol>li::marker]:font-(family-name:--font-heading) [&_ol>li::marker]:text-(--accent) [&_p]:mt-6 [&_p:first-child]:mt-0 [&_strong]:font-semibold [&_strong]:text-[#1f1d1a] [&_ul]:mt-6 [&_ul>li]:relative [&_ul>li]:pl-7 [&_ul>li]:before:absolute [&_ul>li]:before:top-[0.8em] [&_ul>li]:before:left-0.5 [&_ul>li]:before:size-[5px] [&_ul>li]:before:rotate-45 [&_ul>li]:before:bg-(--accent)",
  /** A text's opening line in letter-spaced capitals, as in a well-set book. */
  openingLine:
    "[&>p:first-child]:first-line:tracking-[0.12em] [&>p:first-child]:first-line:text-[#1f1d1a] [&>p:first-child]:first-line:uppercase",
};
