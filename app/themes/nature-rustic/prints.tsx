import type { PhotoView } from "../../../modules/site-view/site-view.ts";
import { Photo } from "../kit/photo.tsx";
import { nr } from "./tokens.ts";

/** Tilts for a row of prints, so no two neighbours lean the same way. */
const TILTS = ["-rotate-2", "rotate-[1.5deg]", "-rotate-1", "rotate-2", "rotate-[-1.5deg]", "rotate-1"];

/** The tilt of the i-th print of a row. */
export function tilt(i: number): string {
  return TILTS[i % TILTS.length] ?? "";
}

/**
 * A photo as a print: a white border, a wider margin below with the caption (or blank, like
 * an instant photo), a soft shadow and a slight tilt that straightens on hover for people
 * who do not mind motion. `alt` "" when the words beside it already say what it shows.
 */
export function Print({
  photo,
  sizes,
  aspect = "aspect-[4/3]",
  caption,
  priority = false,
  tiltClass = "",
  hover = true,
  className = "",
}: {
  photo: PhotoView;
  sizes: string;
  aspect?: string;
  /** The words on the print's margin; the photo's own caption when left out. */
  caption?: string;
  priority?: boolean;
  tiltClass?: string;
  hover?: boolean;
  className?: string;
}) {
  const words = caption ?? photo.caption;
  return (
    <figure className={`${nr.print} ${tiltClass} ${hover ? nr.printHover : ""} ${className}`}>
      <Photo
        photo={photo}
        sizes={sizes}
        priority={priority}
        className={`block ${aspect} overflow-hidden ${nr.placeholder}`}
        imgClassName={nr.image}
      />
      {words ? (
        <figcaption className="px-1 pt-2.5 pb-1 text-center font-(family-name:--font-heading) text-sm leading-snug text-[#4a3d2e] sm:text-[0.95rem]">
          {words}
        </figcaption>
      ) : (
        <span aria-hidden="true" className="block h-6 sm:h-8" />
      )}
    </figure>
  );
}
