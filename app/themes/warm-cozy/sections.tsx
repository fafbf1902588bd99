import type { ReactNode } from "react";
import { Eyebrow, Squiggle } from "./ornaments.tsx";
import { wc } from "./tokens.ts";

/**
 * A band of oat colour between two soft waves: the home page alternates cream and oat so
 * its sections read as rooms of one house.
 */
export function OatBand({ children }: { children: ReactNode }) {
  return (
    <div>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 1440 56"
        preserveAspectRatio="none"
        className="-mb-px block h-7 w-full text-[#f3e7d6] md:h-12"
      >
        <path fill="currentColor" d="M0 30c120-20 240-26 360-14s240 34 360 30 240-30 360-34 240 10 360 22v22H0z" />
      </svg>
      <div className="bg-[#f3e7d6]">{children}</div>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 1440 56"
        preserveAspectRatio="none"
        className="-mt-px block h-7 w-full text-[#f3e7d6] md:h-12"
      >
        <path fill="currentColor" d="M0 0h1440v26c-120 18-240 26-360 12S840 6 720 14 480 50 360 46 120 24 0 34z" />
      </svg>
    </div>
  );
}

/**
 * A section's centred heading, its squiggle and an optional line below; a labelled one (the
 * posts) sits left under its eyebrow.
 */
export function SectionHeading({
  id,
  title,
  label,
  intro,
  centred = true,
}: {
  id: string;
  title: string;
  label?: string;
  intro?: string;
  centred?: boolean;
}) {
  if (label) {
    return (
      <>
        <Eyebrow>{label}</Eyebrow>
        <h2 id={id} className={`${wc.h2} mt-2`}>
          {title}
        </h2>
      </>
    );
  }
  return (
    <div className={centred ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <h2 id={id} className={wc.h2}>
        {title}
      </h2>
      <Squiggle className={`mt-5 ${centred ? "mx-auto" : ""}`} />
      {intro && <p className={`${wc.lead} mt-5`}>{intro}</p>}
    </div>
  );
}
