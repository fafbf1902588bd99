/**
 * The strip's one keyframe: the page's stylesheet is shared by every site, so the theme brings
 * its own (React puts it in the head, once). It moves only for those who have not asked
 * their system for less motion (`motion-safe:`); for the others the strip stands still.
 */
const KEYFRAMES = "@keyframes uh-marquee{from{transform:translateX(0)}to{transform:translateX(-50%)}}";

/** The words repeated until one run is wider than a wide screen, so the loop never shows a gap. */
export function marqueeRun(words: string[], minChars = 96): string {
  const unique = [...new Set(words.map((w) => w.trim()).filter(Boolean))];
  const once = `${unique.join("  /  ")}  /  `;
  return once.repeat(Math.max(1, Math.ceil(minChars / once.length)));
}

/**
 * A strip of words sliding by, made with CSS only: two equal runs side by side, moved left by
 * one run's width and started again; it holds still under the pointer. Decorative (it
 * repeats what the page says), so hidden from screen readers.
 */
export function Marquee({ words, className }: { words: string[]; className: string }) {
  const run = marqueeRun(words);
  return (
    <div aria-hidden="true" className={`group overflow-hidden whitespace-pre ${className}`}>
      <style href="urban-hip-marquee" precedence="theme">
        {KEYFRAMES}
      </style>
      <div className="flex w-max motion-safe:animate-[uh-marquee_60s_linear_infinite] group-hover:[animation-play-state:paused]">
        <span className="shrink-0">{run}</span>
        <span className="shrink-0">{run}</span>
      </div>
    </div>
  );
}
