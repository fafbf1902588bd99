import { useId } from "react";
import { cn } from "../../ui/cn.ts";

/**
 * A drawn holiday-home landscape (sky, sun, dunes or hills, a house with a lit window)
 * that stands in for a photo in the mock-ups. Decorative only.
 */
export function HolidayScene({
  variant = "coast",
  className,
}: {
  variant?: "coast" | "forest" | "interior";
  className?: string;
}) {
  const id = useId().replace(/:/g, "");
  if (variant === "interior") {
    return (
      <svg
        viewBox="0 0 320 200"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        className={cn("block h-full w-full", className)}
      >
        <defs>
          <linearGradient id={`${id}-wall`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#f5eee2" />
            <stop offset="1" stopColor="#ead9bf" />
          </linearGradient>
          <linearGradient id={`${id}-win`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#bfe3f2" />
            <stop offset="1" stopColor="#e9f6fb" />
          </linearGradient>
        </defs>
        <rect width="320" height="200" fill={`url(#${id}-wall)`} />
        <rect y="150" width="320" height="50" fill="#c9a47a" />
        <rect x="190" y="30" width="90" height="90" rx="4" fill={`url(#${id}-win)`} stroke="#fff" strokeWidth="5" />
        <path d="M235 30v90M190 75h90" stroke="#fff" strokeWidth="4" />
        <path d="M195 110c12-10 26-12 40-6s28 4 40-4v20h-80z" fill="#80cfaa" opacity=".7" />
        <rect x="30" y="104" width="130" height="40" rx="12" fill="#166145" />
        <rect x="40" y="90" width="40" height="26" rx="8" fill="#279767" />
        <rect x="88" y="90" width="40" height="26" rx="8" fill="#279767" />
        <rect x="30" y="140" width="8" height="14" fill="#12402f" />
        <rect x="152" y="140" width="8" height="14" fill="#12402f" />
        <ellipse cx="96" cy="176" rx="70" ry="10" fill="#b48a5e" />
        <path d="M60 40h40l-8 22h-24z" fill="#f0a58b" />
        <path d="M80 62v26" stroke="#172a21" strokeWidth="2" />
      </svg>
    );
  }
  const forest = variant === "forest";
  return (
    <svg
      viewBox="0 0 320 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      className={cn("block h-full w-full", className)}
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={forest ? "#cfe8dc" : "#bfe3f2"} />
          <stop offset="1" stopColor={forest ? "#f5eee2" : "#fbf1e4"} />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#${id}-sky)`} />
      <circle cx="250" cy="50" r="22" fill="#f7c873" />
      {forest ? (
        <>
          <path d="M0 120 60 80l50 30 60-45 70 40 80-30v155H0z" fill="#80cfaa" />
          <path d="M0 150c60-20 120-20 180-6s100 10 140-4v60H0z" fill="#279767" />
          {[20, 48, 270, 298].map((x) => (
            <path key={x} d={`M${x} 160l14-44 14 44z`} fill="#144e39" />
          ))}
        </>
      ) : (
        <>
          <path d="M0 118h320v30H0z" fill="#5fb7d4" />
          <path d="M0 128c40-4 80 4 120 0s80-6 120 0 60 2 80 0" stroke="#e9f6fb" strokeWidth="2" fill="none" />
          <path d="M0 150c50-26 110-30 170-16s110 8 150-6v72H0z" fill="#ead9bf" />
          <path d="M0 168c60-14 130-16 200-6s90 6 120 0v38H0z" fill="#dcbf95" />
          <path d="M30 150c4-10 6-16 8-24M44 150c0-8 2-14 6-20" stroke="#4bb384" strokeWidth="2" fill="none" />
        </>
      )}
      <g transform={forest ? "translate(120 96)" : "translate(150 92)"}>
        <path d="M0 34 36 6l36 28v40H0z" fill="#fbf8f3" />
        <path d="M-6 36 36 2l42 34" fill="none" stroke="#166145" strokeWidth="7" strokeLinejoin="round" />
        <rect x="12" y="44" width="16" height="16" rx="2" fill="#f7c873" />
        <rect x="42" y="46" width="14" height="28" rx="2" fill="#12402f" />
      </g>
    </svg>
  );
}
