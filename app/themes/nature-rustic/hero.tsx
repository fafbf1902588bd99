import { ArrowRight } from "lucide-react";
import type { PhotoView, SiteView } from "../../../modules/site-view/site-view.ts";
import { heroPhotos as photosOfHero } from "../kit/blocks/hero-photos.ts";
import { HeroCalls, HeroWords, type HeroWordsLook } from "../kit/blocks/hero-words.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { Grove, LeafIcon, PineIcon, Sign, TornEdge, TrailSign } from "./ornaments.tsx";
import { Print } from "./prints.tsx";
import { nr } from "./tokens.ts";

type HeroProps = { site: SiteView; t: ThemePageProps["t"] };

/** The hero photo and up to two more lying beside it as prints. */
export const heroPhotos = (site: SiteView) => photosOfHero(site, "polaroid", 1);

/** The words on the paper (polaroid, or without a photo): a trail sign, a grove under the name, two calls. */
const paperWords: HeroWordsLook = {
  welcome: TrailSign,
  name: `${nr.h1} mt-6 lg:text-[4.25rem]`,
  underName: <Grove className="mt-6" />,
  tagline: `${nr.lead} mt-5 max-w-xl`,
  calls: { row: "mt-9 flex flex-wrap gap-3", book: nr.button, bookIcon: ArrowRight, second: nr.ghostButton },
};

/** The words in cream on the forest shade. */
const fullWords: HeroWordsLook = {
  welcome: TrailSign,
  name: "mt-5 max-w-4xl font-(family-name:--font-heading) text-[2.9rem] leading-[1] font-extrabold tracking-[-0.015em] text-balance break-words text-[#f8f1e1] [text-shadow:0_2px_20px_rgba(10,20,14,0.55)] sm:text-6xl md:text-[5.25rem]",
  tagline:
    "mt-5 max-w-2xl text-lg leading-relaxed text-[#efe8d8] [text-shadow:0_1px_10px_rgba(10,20,14,0.6)] md:text-xl",
  calls: {
    row: "mt-8 flex flex-wrap gap-3",
    book: nr.lightButton,
    bookIcon: ArrowRight,
    second:
      "inline-flex items-center justify-center gap-2 rounded-[5px] border-2 border-[#f8f1e1]/70 px-6 py-3 text-base font-bold text-[#f8f1e1] transition-colors hover:bg-[#f8f1e1] hover:text-[#1f3326]",
  },
};

/**
 * "full": the photo from edge to edge under a dark forest shade that rises from the foot and
 * the left, the name set large in cream on it, and the paper torn along its lower edge. Even
 * over a white photo the cream words keep their contrast: the shade is about two thirds dark
 * under the large name (5:1) and four fifths under the tagline and buttons.
 */
function FullHero({ site, t, photo }: HeroProps & { photo: PhotoView }) {
  return (
    <section className="relative isolate flex min-h-[40rem] flex-col overflow-hidden bg-[#14241a] md:min-h-[min(46rem,86vh)]">
      <Photo photo={photo} sizes="100vw" priority className="absolute inset-0 -z-10 block" imgClassName={nr.image} />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_top,rgba(16,30,21,0.95)_0%,rgba(16,30,21,0.86)_50%,rgba(16,30,21,0.8)_76%,rgba(16,30,21,0.3)_100%)] md:bg-[image:linear-gradient(to_top,rgba(16,30,21,0.94)_0%,rgba(16,30,21,0.74)_42%,rgba(16,30,21,0.3)_72%,rgba(16,30,21,0.08)_100%),linear-gradient(to_right,rgba(16,30,21,0.6)_0%,rgba(16,30,21,0.35)_45%,transparent_75%)]"
      />
      {/* The words hang from a fixed distance below the top, so they stay put while the fonts arrive. */}
      <div
        className={`${nr.container} pt-36 pb-14 md:pt-[max(8rem,calc(min(46rem,86vh)-26rem))] md:pb-24 [&_:focus-visible]:outline-[#f8f1e1]`}
      >
        <HeroWords site={site} t={t} look={fullWords} />
      </div>
      {photo.caption && (
        <p className="absolute top-5 right-5 hidden items-center gap-2 rounded-[4px] bg-[#14241a]/75 px-3 py-1.5 text-sm text-[#efe8d8] md:flex">
          <LeafIcon className="size-4" />
          {photo.caption}
        </p>
      )}
      <TornEdge className="absolute inset-x-0 -bottom-px" />
    </section>
  );
}

/**
 * "polaroid": the name and tagline on the paper beside two or three prints lying across each
 * other, like photos on a cabin table: the others tucked behind, the hero photo on top with
 * its caption. Below the lg breakpoint the prints follow the words.
 */
function PolaroidHero({ site, t, photos }: HeroProps & { photos: PhotoView[] }) {
  const [first, second, third] = photos;
  return (
    <section className={`${nr.container} grid items-start gap-14 pt-10 md:pt-16 lg:grid-cols-12 lg:gap-8`}>
      <div className="lg:col-span-6 lg:pt-8">
        <HeroWords site={site} t={t} look={paperWords} />
      </div>
      <div
        className={`relative isolate mx-auto w-full max-w-xl lg:col-span-6 lg:max-w-none ${
          third ? "aspect-[10/9]" : "aspect-[10/8]"
        }`}
      >
        <PineIcon className="absolute bottom-[-2%] left-[-3%] -z-10 size-36 text-(--accent) opacity-15 md:size-48" />
        <span
          aria-hidden="true"
          className="absolute right-[-3%] bottom-[-5%] -z-10 size-40 rounded-full border-2 border-dashed border-[#8a7558]/45 md:size-56"
        />
        {second && (
          <Print
            photo={second}
            sizes="(min-width: 1152px) 280px, (min-width: 1024px) 25vw, (min-width: 576px) 290px, 50vw"
            caption=""
            tiltClass="-rotate-[6deg]"
            className="absolute top-[2%] left-0 w-[50%]"
          />
        )}
        {third && (
          <Print
            photo={third}
            sizes="(min-width: 1152px) 250px, (min-width: 1024px) 22vw, (min-width: 576px) 260px, 45vw"
            caption=""
            tiltClass="rotate-[5deg]"
            className="absolute top-0 right-0 w-[45%]"
          />
        )}
        {first && (
          <Print
            photo={first}
            sizes="(min-width: 1152px) 370px, (min-width: 1024px) 34vw, (min-width: 576px) 400px, 68vw"
            priority
            tiltClass="rotate-2"
            className={`absolute w-[68%] ${second ? "bottom-0 left-[15%]" : "top-0 right-[3%]"}`}
          />
        )}
      </div>
    </section>
  );
}

/** Without a photo: the name on a big wooden sign, hanging over the paper. */
function PlainHero({ site, t }: HeroProps) {
  return (
    <section className={`${nr.container} flex flex-col items-center pt-12 text-center md:pt-16`}>
      <TrailSign>{t.home.welcome}</TrailSign>
      <Sign hanging className="mt-12">
        <h1 className="font-(family-name:--font-heading) text-[2.5rem] leading-[1.05] font-extrabold text-balance break-words md:text-7xl">
          {site.name}
        </h1>
      </Sign>
      <Grove className="mt-8" />
      {site.tagline && <p className={`${nr.lead} mt-5 max-w-2xl`}>{site.tagline}</p>}
      <HeroCalls site={site} t={t} look={{ ...paperWords.calls, row: "mt-9 flex flex-wrap justify-center gap-3" }} />
    </section>
  );
}

export function Hero({ data, t }: ThemePageProps) {
  const { site } = data;
  const photos = heroPhotos(site);
  const [first] = photos;
  if (!first) return <PlainHero site={site} t={t} />;
  if (site.options.heroLayout === "polaroid") return <PolaroidHero site={site} t={t} photos={photos} />;
  return <FullHero site={site} t={t} photo={first} />;
}
