import type { PhotoView } from "../../../modules/site-view/site-view.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { ce } from "./tokens.ts";

/**
 * A photo framed like a print: a warm-white mat around it and a fine light line drawn just
 * inside the picture's edge. `shape` sets its proportions ("aspect-[4/3]"); without one the
 * photo keeps its own.
 */
export function MatPhoto({
  photo,
  sizes,
  shape = "",
  priority = false,
  className = "",
  wide = false,
}: {
  photo: PhotoView;
  sizes: string;
  shape?: string;
  priority?: boolean;
  className?: string;
  /** A broad mat, as on a print hung on its own. */
  wide?: boolean;
}) {
  return (
    <div className={`${ce.mat} ${wide ? "p-4! sm:p-8! md:p-12!" : ""} ${className}`}>
      <div className="relative">
        <Photo
          photo={photo}
          sizes={sizes}
          priority={priority}
          className={`block overflow-hidden bg-[#e9e1d1] shadow-[0_0_0_1px_rgba(31,29,26,0.12)] ${shape}`}
          imgClassName={shape ? ce.image : "h-auto w-full"}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-2 border border-[#fffdf8]/75 sm:inset-3"
        />
      </div>
    </div>
  );
}

/** A portrait in an oval, as in a cameo, ringed twice in the accent. */
export function Cameo({ photo, sizes, className = "" }: { photo: PhotoView; sizes: string; className?: string }) {
  return (
    <div
      className={`rounded-[50%] bg-[#fffdf8] p-2 ring-1 ring-(--accent)/45 outline-1 outline-offset-4 outline-(--accent)/25 outline-solid ${className}`}
    >
      <Photo
        photo={photo}
        sizes={sizes}
        className="block aspect-[4/5] overflow-hidden rounded-[50%] bg-[#e9e1d1]"
        imgClassName={ce.image}
      />
    </div>
  );
}

/** The hosts' portrait in its cameo above their story, their names beneath; nothing without a portrait. */
export function HostCameo({ data, t }: ThemePageProps) {
  const { about } = data.site;
  if (!about.hostPhoto) return null;
  return (
    <figure className="mx-auto mb-16 w-48 text-center md:w-56">
      <Cameo photo={about.hostPhoto} sizes="14rem" />
      {about.hostNames && (
        <figcaption className="mt-7">
          <span className={`block ${ce.capsMuted}`}>{t.about.hosts}</span>
          <span className="mt-1 block font-(family-name:--font-heading) text-xl text-[#1f1d1a]">{about.hostNames}</span>
        </figcaption>
      )}
    </figure>
  );
}
