import { ArrowUpRight } from "lucide-react";
import type { CSSProperties } from "react";
import type { PhotoView, SiteView } from "../../../modules/site-view/site-view.ts";
import { heroPhotos as photosOfHero } from "../kit/blocks/hero-photos.ts";
import { HeroCalls } from "../kit/blocks/hero-words.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { fittedSize, uh } from "./tokens.ts";

/** The hero photo and two more for the grid, where the gallery has them. */
export const heroPhotos = (site: SiteView) => photosOfHero(site, "grid", 3);

/**
 * "grid": a tight grid of three photos with the name in an accent block; the block comes first
 * in the document (the h1 leads), the grid places it top right from the md breakpoint.
 */
function GridHero(props: ThemePageProps & { photos: PhotoView[] }) {
  const { data, t, photos } = props;
  const { site } = data;
  const [first, second, third] = photos;
  const nameSize = {
    "--name-sm": fittedSize(site.name, 68, 2.25, 5),
    "--name-md": fittedSize(site.name, 38, 2.5, 6.5),
  } as CSSProperties;
  const cell = "block h-full overflow-hidden bg-[#181818]";
  const image = "h-full w-full object-cover";
  return (
    <section className={`${uh.container} pt-4 pb-2 md:pt-6`}>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-12 md:grid-rows-[auto_auto]">
        <div className="col-span-2 flex flex-col justify-between gap-10 bg-(--accent) p-6 text-[#0e0e0e] md:col-span-6 md:col-start-7 md:row-start-1 md:p-10">
          <p className="font-(family-name:--font-mono) text-xs tracking-[0.16em] uppercase">{t.home.welcome}</p>
          <div>
            <h1
              className={`${uh.display} text-(length:--name-sm) leading-[0.86] tracking-[-0.04em] md:text-(length:--name-md)`}
              style={nameSize}
            >
              {site.name}
            </h1>
            {site.tagline && <p className="mt-6 max-w-md text-base leading-snug md:text-lg">{site.tagline}</p>}
            <HeroCalls site={site} t={t} look={{ row: "mt-8", book: uh.inkButton, bookIcon: ArrowUpRight }} />
          </div>
        </div>
        {first && (
          <Photo
            photo={first}
            sizes="(min-width: 768px) 50vw, 100vw"
            priority
            className={`${cell} relative col-span-2 aspect-[4/3] md:col-span-6 md:col-start-1 md:row-span-2 md:row-start-1 md:aspect-auto md:min-h-[34rem]`}
            imgClassName={`${image} md:absolute md:inset-0`}
          />
        )}
        {second && (
          <Photo
            photo={second}
            sizes="(min-width: 768px) 25vw, 50vw"
            className={`${cell} aspect-square md:col-span-3 md:col-start-7 md:row-start-2`}
            imgClassName={image}
          />
        )}
        {third && (
          <Photo
            photo={third}
            sizes="(min-width: 768px) 25vw, 50vw"
            className={`${cell} aspect-square md:col-span-3 md:col-start-10 md:row-start-2`}
            imgClassName={image}
          />
        )}
      </div>
    </section>
  );
}

/**
 * "bold": the name set huge across a full-bleed photo under a strong dark veil (off-white on
 * it keeps at least 6:1 whatever the photo), the tagline and the call to action below it.
 * Without a photo it stands on the dark ground alone.
 */
function BoldHero(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const place = site.contact.city;
  return (
    <section className="relative isolate flex min-h-[min(88svh,56rem)] flex-col justify-end overflow-hidden">
      {site.hero && (
        <>
          <Photo
            photo={site.hero}
            sizes="100vw"
            priority
            className="absolute inset-0 -z-20 block bg-[#181818]"
            imgClassName={`h-full w-full object-cover ${uh.heroTone}`}
          />
          <div className="absolute inset-0 -z-10 bg-[#0e0e0e]/60" />
          <div className="absolute inset-0 -z-10 bg-linear-to-t from-[#0e0e0e] via-[#0e0e0e]/50 to-transparent" />
        </>
      )}
      <div className={`${uh.container} pt-28 pb-10 md:pb-14`}>
        <p className={`${uh.mono} flex items-center gap-3 text-[#f2efe8]`}>
          <span aria-hidden="true" className="size-2.5 bg-(--accent)" />
          {t.home.welcome}
          {place && <> — {place}</>}
        </p>
        <h1
          className={`${uh.display} mt-5 leading-[0.84] tracking-[-0.045em]`}
          style={{ fontSize: fittedSize(site.name, 90, 2.75, 13) }}
        >
          {site.name}
        </h1>
        <div className={`mt-10 grid gap-8 border-t border-white/25 pt-6 md:grid-cols-12 md:items-end`}>
          {site.tagline && <p className="text-lg leading-snug md:col-span-6 md:text-2xl">{site.tagline}</p>}
          <HeroCalls
            site={site}
            t={t}
            look={{ row: "md:col-span-4 md:col-start-9 md:justify-self-end", book: uh.button, bookIcon: ArrowUpRight }}
          />
        </div>
      </div>
    </section>
  );
}

export function Hero(props: ThemePageProps) {
  const { site } = props.data;
  const photos = heroPhotos(site);
  if (photos.length === 3) return <GridHero {...props} photos={photos} />;
  return <BoldHero {...props} />;
}
