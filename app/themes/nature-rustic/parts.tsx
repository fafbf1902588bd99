import { Grove, Sign, TrailSign } from "./ornaments.tsx";
import { nr } from "./tokens.ts";

/**
 * The title of every page but the home page: a trail marker with a small line, the title on
 * a wooden sign hanging from two ropes, a fern and the introduction.
 */
export function PageHeading({ label, title, intro }: { label?: string; title: string; intro?: string }) {
  return (
    <div className={`${nr.container} flex flex-col items-center pt-10 text-center md:pt-14`}>
      {label && <TrailSign>{label}</TrailSign>}
      <Sign hanging className={label ? "mt-10 md:mt-12" : "mt-8"}>
        <h1 className="font-(family-name:--font-heading) text-[2rem] leading-[1.1] font-extrabold tracking-[-0.01em] text-balance break-words hyphens-auto md:text-5xl">
          {title}
        </h1>
      </Sign>
      <Grove className="mt-7" />
      {intro && <p className={`${nr.lead} mt-5 max-w-2xl`}>{intro}</p>}
    </div>
  );
}

/** A section's heading on paper: the trail marker, then the title in the slab face. */
export function SectionHeading({
  id,
  label,
  title,
  intro,
  light = false,
  className = "",
}: {
  id: string;
  label?: string;
  title: string;
  intro?: string;
  light?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      {label && <TrailSign>{label}</TrailSign>}
      <h2 id={id} className={`${nr.h2} ${label ? "mt-4" : ""} ${light ? "text-[#f3ecdd]" : ""}`}>
        {title}
      </h2>
      {intro && (
        <p className={`mt-4 max-w-2xl text-lg leading-relaxed ${light ? "text-[#d6d0bd]" : "text-[#4a3d2e]"}`}>
          {intro}
        </p>
      )}
    </div>
  );
}
