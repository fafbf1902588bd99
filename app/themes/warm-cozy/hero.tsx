import { ArrowRight, Flame, Leaf } from "lucide-react";
import type { PhotoView, SiteView } from "../../../modules/site-view/site-view.ts";
import { heroPhotos as photosOfHero } from "../kit/blocks/hero-photos.ts";
import { HeroWords, type HeroWordsLook } from "../kit/blocks/hero-words.tsx";
import { RatingBadge } from "../kit/blocks/rating-badge.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { Eyebrow, Squiggle } from "./ornaments.tsx";
import { wc } from "./tokens.ts";

/** The hero photo and two more for the collage, where the gallery has them. */
export const heroPhotos = (site: SiteView) => photosOfHero(site, "collage", 3);

/** The words on the paper (collage, or without a photo): an eyebrow, a squiggle under the name. */
const paperWords: HeroWordsLook = {
  welcome: Eyebrow,
  name: `${wc.h1} mt-4 lg:text-[4.1rem]`,
  underName: <Squiggle className="mt-6" />,
  tagline: `${wc.lead} mt-6 max-w-md`,
  calls: {
    row: "mt-9 flex flex-wrap items-center gap-3",
    rowTag: "div",
    book: wc.button,
    bookIcon: ArrowRight,
    second: wc.softButton,
  },
};

/** The words in white on the photo's warm shade, the welcome on a dark pill with a leaf. */
const roundedWords: HeroWordsLook = {
  welcome:
    "inline-flex items-center gap-2 rounded-full bg-[#2a1b12]/55 px-3.5 py-1 font-(family-name:--font-heading) font-medium text-[#fbf5ec] ring-1 ring-[#fbf5ec]/30",
  welcomeMark: <Leaf aria-hidden="true" className="size-4 -rotate-12" />,
  name: "mt-4 max-w-3xl font-(family-name:--font-heading) text-[2.6rem] leading-[1.04] font-semibold tracking-[-0.015em] text-balance text-white [text-shadow:0_2px_18px_rgba(42,27,18,0.5)] sm:text-6xl md:text-7xl",
  tagline:
    "mt-4 max-w-xl text-lg leading-relaxed text-[#fbf5ec] [text-shadow:0_1px_10px_rgba(42,27,18,0.6)] md:text-xl",
  calls: {
    row: "mt-8",
    book: "inline-flex items-center gap-2 rounded-full bg-[#fbf5ec] px-7 py-3.5 font-bold text-[#3a2a1f] shadow-lg transition hover:-translate-y-0.5 hover:bg-white",
    bookIcon: ArrowRight,
  },
};

/** Without a photo: centred on the oat panel, one call. */
const plainWords: HeroWordsLook = {
  ...paperWords,
  name: `${wc.h1} mx-auto mt-4 max-w-3xl lg:text-7xl`,
  underName: <Squiggle className="mx-auto mt-6" />,
  tagline: `${wc.lead} mx-auto mt-6 max-w-xl`,
  calls: { row: "mt-9", book: wc.button, bookIcon: ArrowRight },
};

/**
 * "rounded": one big photo in a card with soft corners, a warm shade rising from the bottom
 * and the name, tagline and call to action over it; the reviews' badge pinned on a corner.
 * The shade is dark enough under every line of text for white type on any photo.
 */
function RoundedHero({ site, t, photo }: { site: SiteView; t: ThemePageProps["t"]; photo: PhotoView }) {
  return (
    <section className={`${wc.container} pt-1 md:pt-3`}>
      <div className="relative isolate overflow-hidden rounded-[2rem] bg-[#3a2a1f] shadow-[0_30px_60px_-34px_rgba(58,42,31,0.7)] md:rounded-[2.75rem]">
        <Photo
          photo={photo}
          sizes="(min-width: 1152px) 1088px, 100vw"
          priority
          className="block h-[36rem] md:h-[min(44rem,82vh)] md:min-h-[34rem]"
          imgClassName={wc.image}
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[linear-gradient(to_top,rgba(42,27,18,0.92)_0%,rgba(42,27,18,0.8)_50%,rgba(42,27,18,0.3)_80%,rgba(42,27,18,0.05)_100%)] md:bg-[linear-gradient(to_top,rgba(42,27,18,0.9)_0%,rgba(42,27,18,0.78)_45%,rgba(42,27,18,0.5)_65%,rgba(42,27,18,0.14)_85%,rgba(42,27,18,0)_100%)]"
        />
        <div className="absolute inset-x-0 bottom-0 p-6 sm:p-10 md:p-14 [&_a:focus-visible]:outline-white">
          <HeroWords site={site} t={t} look={roundedWords} />
        </div>
        <RatingBadge
          site={site}
          t={t}
          look={{
            badge:
              "bg-[#fbf5ec] text-center text-[#3a2a1f] shadow-[0_12px_30px_-12px_rgba(42,27,18,0.6)] outline-2 -outline-offset-7 outline-(--accent)/45 outline-dashed absolute top-4 right-4 size-24 rotate-6 md:top-8 md:right-8 md:size-28",
            weight: "font-semibold",
            starsGap: "mt-1",
          }}
        />
      </div>
    </section>
  );
}

/**
 * "collage": the name and tagline on the paper beside three overlapping photos: a wide one,
 * a smaller one tucked in front of it with a paper edge, and one in an arch like a cottage
 * window. Below the lg breakpoint the collage comes first on the screen (the words stay first in
 * the document): photos at the top cannot be pushed down while the fonts arrive.
 */
function CollageHero({ site, t, photos }: { site: SiteView; t: ThemePageProps["t"]; photos: PhotoView[] }) {
  const [first, second, third] = photos;
  const tucked = "ring-[6px] ring-[#fbf5ec] shadow-[0_18px_40px_-20px_rgba(58,42,31,0.65)] md:ring-8";
  return (
    <section className={`${wc.container} grid items-center gap-12 pt-6 md:pt-10 lg:grid-cols-12 lg:gap-12`}>
      <div className="lg:col-span-5">
        <HeroWords site={site} t={t} look={paperWords} />
      </div>
      <div className="relative isolate order-first mx-auto aspect-[8/7] w-full max-w-xl lg:order-none lg:col-span-7 lg:max-w-none">
        <span
          aria-hidden="true"
          className="absolute top-[10%] left-[4%] -z-10 aspect-square w-[66%] rounded-full bg-(--accent)/10"
        />
        <span
          aria-hidden="true"
          className="absolute right-[-2%] bottom-[-4%] -z-10 aspect-square w-[30%] rounded-full border-2 border-dashed border-(--accent)/35"
        />
        {first && (
          <Photo
            photo={first}
            sizes="(min-width: 1024px) 520px, 78vw"
            priority
            className={`${wc.frame} absolute top-0 right-0 aspect-[4/3] w-[78%] rounded-[2rem] shadow-[0_24px_50px_-28px_rgba(58,42,31,0.7)]`}
            imgClassName={wc.image}
          />
        )}
        {second && (
          <Photo
            photo={second}
            sizes="(min-width: 1024px) 350px, 52vw"
            className={`${wc.frame} absolute bottom-0 left-0 aspect-[4/3] w-[52%] -rotate-3 rounded-[1.6rem] ${tucked}`}
            imgClassName={wc.image}
          />
        )}
        {third && (
          <Photo
            photo={third}
            sizes="(min-width: 1024px) 220px, 32vw"
            className={`${wc.arch} absolute right-[4%] bottom-[3%] aspect-[4/5] w-[32%] rotate-3 ${tucked}`}
            imgClassName={wc.image}
          />
        )}
        <span
          aria-hidden="true"
          className="absolute top-[3%] left-[15%] inline-flex size-12 -rotate-12 items-center justify-center rounded-full bg-(--accent) text-white shadow-lg md:size-14"
        >
          <Flame className="size-6" />
        </span>
      </div>
    </section>
  );
}

/** Without a photo: the name on a rounded oat panel. */
function PlainHero({ site, t }: { site: SiteView; t: ThemePageProps["t"] }) {
  return (
    <section className={`${wc.container} pt-4 md:pt-6`}>
      <div className="rounded-[2.5rem] bg-[#f3e7d6] px-6 py-16 text-center md:py-24">
        <HeroWords site={site} t={t} look={plainWords} />
      </div>
    </section>
  );
}

export function Hero({ data, t }: ThemePageProps) {
  const { site } = data;
  const photos = heroPhotos(site);
  const [first] = photos;
  if (photos.length === 3) return <CollageHero site={site} t={t} photos={photos} />;
  if (first) return <RoundedHero site={site} t={t} photo={first} />;
  return <PlainHero site={site} t={t} />;
}
