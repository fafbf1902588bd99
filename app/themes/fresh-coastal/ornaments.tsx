import type { ReactNode } from "react";

/**
 * The theme's seaside drawings, all decoration (hidden from screen readers): waves where one
 * band of colour flows into the next, the horizon line with a low sun, and the small sun over
 * the water that marks the site's name.
 */

const FRONT = "M0 50C180 20 360 16 540 38s360 42 540 24 240-34 360-22v50H0z";
const FOAM = "M0 34c200 28 420 36 640 14S1020 6 1220 22c80 6 160 18 220 22v46H0z";

/** Swells drawn to fill their box, the curves stretching with it (as every sea here is drawn). */
export function Swells({ viewBox, className, children }: { viewBox: string; className: string; children: ReactNode }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox={viewBox} preserveAspectRatio="none" className={className}>
      {children}
    </svg>
  );
}

/**
 * A wave edge in the colour of the band below it (`className` sets the colour as text): a
 * paler swell behind a fuller wave. `flip` turns it over for the band's lower edge.
 */
export function Wave({ className = "", flip = false }: { className?: string; flip?: boolean }) {
  return (
    <Swells viewBox="0 0 1440 90" className={`block h-10 w-full md:h-16 ${flip ? "-scale-100" : ""} ${className}`}>
      <path fill="currentColor" opacity="0.45" d={FOAM} />
      <path fill="currentColor" d={FRONT} />
    </Swells>
  );
}

/** A band of pale sand or sea mist between two waves, so the page rolls like a beach. */
export function Band({
  tone,
  children,
  className = "",
}: {
  tone: "sand" | "mist";
  children: ReactNode;
  className?: string;
}) {
  const colour = tone === "sand" ? "text-[#f8f2e7]" : "text-[#ecf5f7]";
  const ground = tone === "sand" ? "bg-[#f8f2e7]" : "bg-[#ecf5f7]";
  return (
    <div className={className}>
      <Wave className={`-mb-px ${colour}`} />
      <div className={ground}>{children}</div>
      <Wave flip className={`-mt-px ${colour}`} />
    </div>
  );
}

/** The horizon: a thin line fading out at both ends, a low sun resting on it. */
export function Horizon({ className = "", sunAt = "68%" }: { className?: string; sunAt?: string }) {
  return (
    <div aria-hidden="true" className={`relative h-6 ${className}`}>
      <span className="absolute inset-x-0 bottom-0 h-px bg-linear-to-r from-(--accent)/5 via-(--accent)/45 to-(--accent)/5" />
      <span
        className="absolute bottom-px h-4 w-8 -translate-x-1/2 rounded-t-full bg-[#f6d58e]"
        style={{ left: sunAt }}
      />
    </div>
  );
}

/** A sun sitting on the horizon over two small waves: the mark beside the site's name. */
export function SunOverWaves({ className = "" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      className={className}
    >
      <path d="M7.5 12.5a4.5 4.5 0 0 1 9 0" />
      <path d="M12 4.5v1.6M5.6 7.1l1.1 1.1M18.4 7.1l-1.1 1.1" />
      <path d="M3 12.5h18" />
      <path d="M4 16.5c1.4-1.1 2.9-1.1 4.3 0s2.9 1.1 4.3 0 2.9-1.1 4.3 0 2.2.9 3.1.5" />
      <path d="M7 20c1.3-.9 2.7-.9 4 0s2.7.9 4 0" />
    </svg>
  );
}

/** Three small crests, the tag's little wave. */
export function Ripple({ className = "" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 22 10"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className={`h-2.5 w-5 ${className}`}
    >
      <path d="M1 6c1.7-3 3.3-3 5 0s3.3 3 5 0 3.3-3 5 0 3.3 3 5 0" />
    </svg>
  );
}

/** A tag above a heading: a small wave and a few words on a faint accent tint. */
export function Tag({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={`inline-flex items-center gap-2 rounded-full bg-(--accent)/10 px-3.5 py-1.5 text-sm font-bold text-(--accent) ${className}`}
    >
      <Ripple />
      {children}
    </p>
  );
}

/** The sea the page ends in: three swells rolling in under a low sun, then deep water. */
export function FooterSea() {
  return (
    <div aria-hidden="true" className="relative h-24 overflow-hidden md:h-36">
      <span className="absolute right-[12%] bottom-2 size-20 rounded-full bg-[#f6d58e] md:bottom-4 md:size-28" />
      <Swells viewBox="0 0 1440 130" className="absolute inset-x-0 bottom-0 h-full w-full">
        <path fill="#bfe0e8" d="M0 58c160-26 330-34 500-12s330 46 500 30 300-40 440-38v112H0z" />
        <path fill="#4f9db3" d="M0 84c190-30 380-34 560-10s360 38 540 18 250-32 340-28v66H0z" />
        <path fill="#0d3547" d="M0 104c170-22 350-26 530-8s370 28 560 12 260-24 350-20v42H0z" />
      </Swells>
    </div>
  );
}
