import { useId } from "react";
import { cn } from "../../ui/cn.ts";

/**
 * A drawn living room (sofa, lamp, a window onto the garden) that stands in for an
 * interior photo in the mock-ups. Decorative only; the landscape is HolidayScene.
 */
export function RoomScene({ className }: { className?: string }) {
  const id = useId().replace(/:/g, "");
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
