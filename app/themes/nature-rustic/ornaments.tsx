import type { ReactNode } from "react";
import { nr } from "./tokens.ts";

/**
 * The theme's hand-made touches, all decoration and hidden from screen readers: small drawn
 * pines, leaves and peaks, a row of pines along the top of a forest band, a torn paper edge,
 * the trail marker above a heading and the wooden sign a page's title hangs on.
 */

type IconProps = { className?: string };

const drawn = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.7,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** A pine drawn in three tiers on a short trunk. */
export function PineIcon({ className = "size-5" }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} {...drawn}>
      <path d="M12 2.6 7.6 8.7h2.6l-4 5.4h3.4l-4.3 5.6h13.4l-4.3-5.6h3.4l-4-5.4h2.6Z" />
      <path d="M12 19.7v2.4" />
    </svg>
  );
}

/** A leaf with its midrib and two veins. */
export function LeafIcon({ className = "size-5" }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} {...drawn}>
      <path d="M4.5 19.5C4.2 10.8 9.6 5 19.6 4.4 20 14 14.4 19.6 4.5 19.5Z" />
      <path d="M4.5 19.5 14.8 9.2M9.4 14.6l-.3-3.6M12 12l3.3.2" />
    </svg>
  );
}

/** Two peaks with snow on the higher one. */
export function PeaksIcon({ className = "size-5" }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} {...drawn}>
      <path d="M1.8 20 9 7.2l4.2 7 2.6-3.9L22.2 20Z" />
      <path d="m6.9 10.9 2.1 1.3 1.7-1.6" />
    </svg>
  );
}

/** Three little pines, the middle one tallest, on a stitched line: a divider under a title. */
export function Grove({ className = "" }: IconProps) {
  const pine = (x: number, h: number) => {
    const w = h * 0.62;
    const y = 24 - h;
    return `M${x} ${y}l${-w * 0.32} ${h * 0.36}h${w * 0.14}l${-w * 0.28} ${h * 0.34}h${w * 0.16}l${-w * 0.2} ${h * 0.3}h${w}l${-w * 0.2} ${-h * 0.3}h${w * 0.16}l${-w * 0.28} ${-h * 0.34}h${w * 0.14}Z`;
  };
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 120 28"
      className={`h-7 w-30 text-(--accent) ${className}`}
      fill="currentColor"
    >
      <path d={`${pine(48, 15)}${pine(60, 21)}${pine(72, 13)}`} />
      <path
        d="M4 25.5h36M80 25.5h36"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeDasharray="4 4"
        strokeLinecap="round"
      />
      <path d="M44 25.5h32" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** A small deterministic sequence, so the drawn edges look hand-made yet render the same every time. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const EDGE_WIDTH = 1440;

/** Pines of different heights side by side, their feet in the band below. */
const TREELINE = (() => {
  const next = sequence(7);
  const base = 58;
  const parts: string[] = [`M0 ${base}H${EDGE_WIDTH}V64H0Z`];
  for (let x = -10; x < EDGE_WIDTH + 20; x += 18 + next() * 22) {
    const h = 20 + next() * 34;
    const w = h * (0.5 + next() * 0.12);
    const p = (fx: number, fy: number) => `${(x + fx * w).toFixed(1)} ${(base + 1 - fy * h).toFixed(1)}`;
    parts.push(
      `M${p(-0.5, 0)}L${p(-0.22, 0.3)}L${p(-0.36, 0.3)}L${p(-0.13, 0.62)}L${p(-0.25, 0.62)}L${p(0, 1)}L${p(0.25, 0.62)}L${p(0.13, 0.62)}L${p(0.36, 0.3)}L${p(0.22, 0.3)}L${p(0.5, 0)}Z`,
    );
  }
  return parts.join("");
})();

/** A ridge of mountains: jagged peaks of uneven height, the Tatras seen from the meadow (96 high). */
const RIDGE = (() => {
  const next = sequence(11);
  const points: string[] = [];
  let x = -20;
  let peak = true;
  while (x <= EDGE_WIDTH + 40) {
    points.push(`${x.toFixed(1)} ${(peak ? 4 + next() * 26 : 34 + next() * 22).toFixed(1)}`);
    x += peak ? 24 + next() * 50 : 18 + next() * 40;
    peak = !peak;
  }
  return `M-20 96L${points.join("L")}V96Z`;
})();

/** An edge of paper torn by hand: small uneven teeth. */
const TORN = (() => {
  const next = sequence(3);
  const points: string[] = [];
  for (let x = 0; x <= EDGE_WIDTH; x += 6 + next() * 12) points.push(`${x.toFixed(1)} ${(2 + next() * 9).toFixed(1)}`);
  return `M0 16L${points.join("L")}L${EDGE_WIDTH} 6V16Z`;
})();

/** A row of pines in `className`'s colour (text-…), standing on top of the band that follows. */
export function Treeline({ className = "" }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${EDGE_WIDTH} 64`}
      preserveAspectRatio="xMidYMax slice"
      className={`-mb-px block h-14 w-full md:h-[4.5rem] ${className}`}
    >
      <path d={TREELINE} fill="currentColor" />
    </svg>
  );
}

/**
 * The footer's skyline: a ridge of peaks behind (`ridgeClassName`) and a row of pines in front
 * (`className`), standing on the band that follows.
 */
export function Skyline({ className = "", ridgeClassName = "" }: { className?: string; ridgeClassName?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${EDGE_WIDTH} 96`}
      preserveAspectRatio="xMidYMax slice"
      className={`-mb-px block h-20 w-full md:h-28 ${className}`}
    >
      <path d={RIDGE} className={ridgeClassName} fill="currentColor" />
      <path d={TREELINE} transform="translate(0 32)" fill="currentColor" />
    </svg>
  );
}

/** The paper's torn edge, laid over the foot of a photo. */
export function TornEdge({ className = "" }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${EDGE_WIDTH} 16`}
      preserveAspectRatio="none"
      className={`block h-3.5 w-full text-[#f3ecdd] md:h-4 ${className}`}
    >
      <path d={TORN} fill="currentColor" />
    </svg>
  );
}

/**
 * The small line above a heading, burnt into an arrow-shaped wooden trail marker.
 */
export function TrailSign({
  children,
  pale = false,
  className = "",
}: {
  children: ReactNode;
  /** A marker of pale birch on a wooden ground, where a dark one would not stand out. */
  pale?: boolean;
  className?: string;
}) {
  return (
    <p
      className={`inline-flex items-center gap-2 py-1.5 pr-7 pl-3 text-[0.8125rem] font-bold tracking-[0.14em] uppercase [clip-path:polygon(0_0,calc(100%-0.8rem)_0,100%_50%,calc(100%-0.8rem)_100%,0_100%)] ${
        pale ? "bg-[#efe4cf] text-[#2a2117]" : `${nr.wood} text-[#f8f1e1]`
      } ${className}`}
    >
      <PineIcon className="size-4 shrink-0" />
      {children}
    </p>
  );
}

const nail =
  "absolute top-1/2 size-2.5 -translate-y-1/2 rounded-full bg-[radial-gradient(circle_at_35%_35%,#e8dcc4,#8c7a60_55%,#3a2c1f)] shadow-[0_1px_1px_rgba(0,0,0,0.5)]";
const rope =
  "absolute -top-7 h-7 w-[3px] bg-[repeating-linear-gradient(45deg,#b39c74_0_2px,#7f6a4b_2px_4px)] md:-top-9 md:h-9";

/**
 * A wooden sign: a plank with grain and two nails, the words burnt in cream. `hanging` adds
 * the two ropes it hangs from. The heading element itself is the caller's (`children`).
 */
export function Sign({
  children,
  hanging = false,
  board = false,
  className = "",
}: {
  children: ReactNode;
  hanging?: boolean;
  /** A whole board of words (the closing call) rather than a title's plank. */
  board?: boolean;
  className?: string;
}) {
  return (
    <div
      className={`relative inline-block max-w-full rounded-[6px_9px_7px_10px] text-[#f8f1e1] shadow-[inset_0_0_0_1px_rgba(255,235,200,0.08),inset_0_-3px_0_rgba(0,0,0,0.22),0_14px_24px_-14px_rgba(30,18,8,0.7)] ${
        board ? "w-full px-8 py-10 md:px-16 md:py-14" : "px-9 py-4 md:px-12 md:py-5"
      } ${nr.wood} ${className}`}
    >
      {hanging && (
        <>
          <span aria-hidden="true" className={`${rope} left-[18%] -rotate-6`} />
          <span aria-hidden="true" className={`${rope} right-[18%] rotate-6`} />
        </>
      )}
      <span aria-hidden="true" className={`${nail} left-3 md:left-4`} />
      <span aria-hidden="true" className={`${nail} right-3 md:right-4`} />
      {children}
    </div>
  );
}

/** A seam across the page: a stitched line with a pine in the middle. */
export function StitchRule({ className = "" }: IconProps) {
  return (
    <div aria-hidden="true" className={`flex items-center gap-4 text-[#8a7558] ${className}`}>
      <span className="h-0 flex-1 border-t-2 border-dashed border-current opacity-60" />
      <PineIcon className="size-5" />
      <span className="h-0 flex-1 border-t-2 border-dashed border-current opacity-60" />
    </div>
  );
}

/** The site's mark: a round stamp like a brand burnt into wood, with a pine in it. */
export function SiteStamp({ dark = false }: { dark?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`relative inline-flex size-11 shrink-0 items-center justify-center rounded-full md:size-12 ${
        dark ? "bg-[#f3ecdd] text-[#1f3326]" : "bg-[#1f3326] text-[#f3ecdd]"
      } before:absolute before:inset-[3px] before:rounded-full before:border before:border-dashed ${
        dark ? "before:border-[#1f3326]/50" : "before:border-[#f3ecdd]/55"
      }`}
    >
      <PineIcon className="size-6" />
    </span>
  );
}

/** A signpost at a fork in the trail: both arrows drawn, neither the way (the not-found page). */
export function Signpost() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 200 180" className="h-40 w-44 md:h-48 md:w-52">
      <rect x="94" y="20" width="12" height="150" rx="2" fill="#5b3d26" />
      <path d="M40 40h86l16 14-16 14H40z" fill="#6d4a2f" />
      <path d="M160 82H74L58 96l16 14h86z" fill="#5b3d26" />
      <path d="M52 50h60M52 58h44M84 92h60M84 100h40" stroke="#f3ecdd" strokeOpacity=".35" strokeWidth="2" />
      <circle cx="100" cy="54" r="2.5" fill="#e8dcc4" />
      <circle cx="100" cy="96" r="2.5" fill="#e8dcc4" />
      <path d="M20 172h160" stroke="#8a7558" strokeWidth="3" strokeDasharray="7 6" strokeLinecap="round" />
      <path d="M164 172l8-20 8 20zM150 172l6-14 6 14z" fill="var(--accent)" opacity=".7" />
    </svg>
  );
}
