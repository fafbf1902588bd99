import { ArrowRight } from "lucide-react";
import type { PhotoView, SiteView } from "../../../modules/site-view/site-view.ts";
import { HeroWords, type HeroWordsLook } from "../kit/blocks/hero-words.tsx";
import { RatingBadge } from "../kit/blocks/rating-badge.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { Ripple, Swells } from "./ornaments.tsx";
import { fc } from "./tokens.ts";

type HeroProps = { site: SiteView; t: ThemePageProps["t"] };

/** The words on the sand panel (split, or without a photo): the welcome on a tag with a ripple, two calls. */
const sandWords: HeroWordsLook = {
  welcome: fc.tag,
  welcomeMark: <Ripple />,
  name: `${fc.h1} mt-5 lg:text-[4rem]`,
  tagline: `${fc.lead} mt-6 max-w-lg`,
  calls: {
    row: "mt-9 flex flex-wrap gap-3",
    rowTag: "div",
    book: fc.button,
    bookIcon: ArrowRight,
    second: fc.ghostButton,
  },
};

/** Without a photo: centred on the sand, one call. */
const plainWords: HeroWordsLook = {
  ...sandWords,
  name: `${fc.h1} mx-auto mt-5 max-w-3xl lg:text-7xl`,
  tagline: `${fc.lead} mx-auto mt-6 max-w-xl`,
  calls: { row: "mt-9", book: fc.button, bookIcon: ArrowRight },
};

/** The words in white low on the photo, over the deep-sea shade. */
const waveWords: HeroWordsLook = {
  welcome:
    "inline-flex items-center gap-2 rounded-full bg-[rgba(6,34,46,0.4)] px-3.5 py-1.5 text-sm font-bold text-white ring-1 ring-white/35",
  welcomeMark: <Ripple />,
  name: "mt-5 max-w-3xl font-(family-name:--font-heading) text-[2.6rem] leading-[1.04] font-bold tracking-[-0.02em] text-balance text-white [text-shadow:0_2px_24px_rgba(6,34,46,0.45)] sm:text-6xl md:text-7xl",
  tagline: "mt-5 max-w-xl text-lg leading-relaxed text-white [text-shadow:0_1px_12px_rgba(6,34,46,0.6)] md:text-xl",
  calls: {
    row: "mt-8 flex flex-wrap gap-3",
    rowTag: "div",
    book: fc.lightButton,
    bookIcon: ArrowRight,
    second:
      "inline-flex items-center rounded-full px-6 py-3.5 font-bold text-white ring-1 ring-white/60 transition hover:bg-white/15",
  },
};

/** The tide coming in at the foot of a sand panel: a low sun on the horizon, pale swells. */
function Tide() {
  return (
    <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-24 md:h-28">
      <span className="absolute top-[18%] right-[22%] size-14 rounded-full bg-[#f6d58e] md:size-16" />
      <Swells viewBox="0 0 600 120" className="absolute inset-0 h-full w-full">
        <path d="M0 64h600" className="stroke-(--accent)" strokeOpacity="0.35" strokeWidth="1.5" />
        <path fill="#d7ebf0" d="M0 64h600v56H0z" />
        <path fill="#c4e2ea" d="M0 74c60-10 120-12 190 0s140 14 210 2 140-14 200-6v50H0z" />
        <path fill="#a9d3de" d="M0 94c70-12 150-12 220 0s150 12 220 0 110-10 160-6v32H0z" />
      </Swells>
    </div>
  );
}

/**
 * "wave": the photo across the whole width, the header floating over it, the name and the
 * tagline low on the left over a soft deep-sea shade, and the photo's lower edge a wave that
 * rolls into the page. The shade lies behind the words only (two thirds deep sea, fading out
 * gently above and to the right of them), so white type reads on a photo of any brightness while
 * the rest of the photo stays bright.
 */
function WaveHero({ site, t, photo }: HeroProps & { photo: PhotoView }) {
  return (
    <section className="relative isolate overflow-hidden bg-[#0d3547]">
      <Photo
        photo={photo}
        sizes="100vw"
        priority
        className="block h-[42rem] w-full sm:h-[44rem] md:h-[min(52rem,94vh)] md:min-h-[42rem]"
        imgClassName={fc.image}
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-t from-[rgba(6,34,46,0.3)] via-[rgba(6,34,46,0.08)] via-40% to-transparent to-60%"
      />
      <div className="absolute inset-x-0 bottom-0 pb-24 sm:pb-28 md:pb-40 [&_a:focus-visible]:outline-white">
        <div className={fc.container}>
          <div className="relative isolate max-w-3xl">
            <div
              aria-hidden="true"
              className="absolute -top-24 -right-80 -bottom-24 -left-[50vw] -z-10 bg-[linear-gradient(to_right,rgba(6,34,46,0.66)_calc(100%-20rem),rgba(6,34,46,0.5)_calc(100%-14rem),rgba(6,34,46,0.22)_calc(100%-7rem),rgba(6,34,46,0))] [mask-image:linear-gradient(to_bottom,transparent,rgba(0,0,0,0.55)_3rem,black_6rem)]"
            />
            <HeroWords site={site} t={t} look={waveWords} />
          </div>
        </div>
      </div>
      <Swells viewBox="0 0 1440 120" className="absolute inset-x-0 -bottom-px h-16 w-full text-white md:h-28">
        <path fill="currentColor" opacity="0.3" d="M0 40c220-30 420-36 640-6s440 46 640 18c70-10 120-20 160-24v92H0z" />
        <path
          fill="currentColor"
          opacity="0.55"
          d="M0 66c180-34 400-40 600-10s420 40 620 12c90-12 160-22 220-22v74H0z"
        />
        <path fill="currentColor" d="M0 86c200-30 420-32 620-6s400 30 560 10c110-14 190-22 260-20v50H0z" />
      </Swells>
    </section>
  );
}

/**
 * "split": the name, the tagline and the calls on a pale sand panel with the tide coming in
 * at its foot, beside a tall photo with generous round corners. Below the lg breakpoint the
 * photo follows the words.
 */
function SplitHero({ site, t, photo }: HeroProps & { photo: PhotoView }) {
  return (
    <section className={`${fc.container} pt-4 md:pt-6`}>
      <div className="grid gap-4 lg:grid-cols-12 lg:gap-5">
        <div className="relative isolate flex flex-col justify-center overflow-hidden rounded-[2.5rem] bg-[#f8f2e7] px-7 pt-12 pb-32 sm:px-10 md:px-14 md:pt-16 md:pb-36 lg:col-span-6">
          <HeroWords site={site} t={t} look={{ ...sandWords, welcome: `${fc.tag} self-start` }} />
          <Tide />
        </div>
        <div className="relative lg:col-span-6">
          <Photo
            photo={photo}
            sizes="(min-width: 1152px) 550px, (min-width: 1024px) 48vw, 100vw"
            priority
            className={`${fc.frame} aspect-[4/5] rounded-[2.5rem] sm:aspect-[4/3] md:rounded-[2.5rem] lg:aspect-auto lg:h-full lg:min-h-[40rem] lg:rounded-tr-[9rem]`}
            imgClassName={fc.image}
          />
          {/* A single unit's site shows the rating in its strip of facts instead. */}
          {site.units.length !== 1 && (
            <RatingBadge
              site={site}
              t={t}
              look={{
                badge: `bg-white text-center text-[#0e2a38] ${fc.softShadow} absolute bottom-5 left-5 size-24 md:size-28`,
                weight: "font-bold",
                starsGap: "mt-1.5",
              }}
            />
          )}
        </div>
      </div>
    </section>
  );
}

/** Without a photo: the name on a wide sand panel with the tide at its foot. */
function PlainHero({ site, t }: HeroProps) {
  return (
    <section className={`${fc.container} pt-4 md:pt-6`}>
      <div className="relative isolate overflow-hidden rounded-[2.5rem] bg-[#f8f2e7] px-6 pt-14 pb-36 text-center md:pt-20 md:pb-40">
        <HeroWords site={site} t={t} look={plainWords} />
        <Tide />
      </div>
    </section>
  );
}

export function Hero({ data, t }: ThemePageProps) {
  const { site } = data;
  if (!site.hero) return <PlainHero site={site} t={t} />;
  if (site.options.heroLayout === "split") return <SplitHero site={site} t={t} photo={site.hero} />;
  return <WaveHero site={site} t={t} photo={site.hero} />;
}
