/**
 * The theme's fine ornaments, all decoration (hidden from screen readers): a drawn flourish
 * between two hairlines, a thin double rule, and the figures of a fact set large in the
 * display face.
 */

/** Two mirrored scroll curls around a small lozenge, between two hairlines. */
export function Flourish({ className = "" }: { className?: string }) {
  const curl = "M55.5 8c-3.2 0-5-3.6-8.4-3.6-2.6 0-3.9 2-3.9 3.6 0 1.7 1.3 2.9 2.9 2.9 1.4 0 2.3-1 2.3-2.1";
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 120 16"
      fill="none"
      className={`block h-4 w-32 text-(--accent) ${className}`}
    >
      <path d="M2 8h36M82 8h36" stroke="currentColor" strokeWidth="0.8" />
      <path d={curl} stroke="currentColor" strokeWidth="1.1" strokeLinecap="round" />
      <path d={curl} stroke="currentColor" strokeWidth="1.1" strokeLinecap="round" transform="matrix(-1 0 0 1 120 0)" />
      <path d="M60 3.6 64 8l-4 4.4L56 8z" fill="currentColor" />
    </svg>
  );
}

/** A thin double line, as on a printed card; its colour is the text colour where it is used. */
export function DoubleRule({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`h-[5px] border-y border-current ${className}`} />;
}

/**
 * A fact such as "4 guests" or "115 m²" split around its first number, so the number can be
 * set large; a text without a number comes back whole in `before`.
 */
export function splitFigure(text: string): { before: string; figure: string; after: string } {
  const match = /\d+(?:[.,]\d+)?/.exec(text);
  if (!match) return { before: text, figure: "", after: "" };
  return {
    before: text.slice(0, match.index).trim(),
    figure: match[0],
    after: text.slice(match.index + match[0].length).trim(),
  };
}

/**
 * A fact with its number in the display face's old-style figures above its words; read as
 * the one phrase it is. (The words keep their case: "m²" must not become "M²".)
 */
export function Figure({ text, light = false }: { text: string; light?: boolean }) {
  const { before, figure, after } = splitFigure(text);
  const words = [before, after].filter(Boolean).join(" ");
  if (!figure) return <span className={light ? "text-[#fbf8f1]" : "text-[#1f1d1a]"}>{text}</span>;
  return (
    <>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" className="flex flex-col items-center">
        <span
          className={`font-(family-name:--font-heading) text-[2.4rem] leading-none ${light ? "text-[#fbf8f1]" : "text-(--accent)"}`}
        >
          {figure}
        </span>
        <span className={`mt-2 text-[0.9rem] tracking-[0.06em] ${light ? "text-[#fbf8f1]" : "text-[#675f54]"}`}>
          {words}
        </span>
      </span>
    </>
  );
}
