import { Eyebrow, Squiggle } from "./ornaments.tsx";
import { wc } from "./tokens.ts";

/** The heading of every page but the home page: a rounded oat panel, the title and a squiggle. */
export function PageHeading({ label, title, intro }: { label?: string; title: string; intro?: string }) {
  return (
    <div className={`${wc.container} pt-4 md:pt-6`}>
      <div className="relative isolate overflow-hidden rounded-[2.5rem] bg-[#f3e7d6] px-6 py-12 text-center md:px-14 md:py-16">
        <span
          aria-hidden="true"
          className="absolute -top-16 -right-14 -z-10 size-48 rounded-full bg-(--accent)/10 md:size-64"
        />
        <span
          aria-hidden="true"
          className="absolute -bottom-12 -left-10 -z-10 size-32 rounded-full border-2 border-dashed border-(--accent)/30 md:size-40"
        />
        {label && <Eyebrow>{label}</Eyebrow>}
        <h1 className={`${wc.h1} mx-auto mt-3 max-w-3xl`}>{title}</h1>
        <Squiggle className="mx-auto mt-6" />
        {intro && <p className={`${wc.lead} mx-auto mt-6 max-w-2xl`}>{intro}</p>}
      </div>
    </div>
  );
}
