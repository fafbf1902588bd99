import type { PhotoView, SiteView } from "../../../modules/site-view/site-view.ts";
import { HeroWords, type HeroWordsLook } from "../kit/blocks/hero-words.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { MatPhoto } from "./frames.tsx";
import { Flourish } from "./ornaments.tsx";
import { ce } from "./tokens.ts";

type HeroProps = { site: SiteView; t: ThemePageProps["t"] };

/** The words on the ecru (framed, or without a photo): a flourish under the name, one call. */
const words: HeroWordsLook = {
  welcome: ce.caps,
  name: `${ce.h1} mt-4 lg:text-[4.25rem]`,
  underName: <Flourish className="mx-auto mt-6" />,
  tagline: `${ce.lead} mx-auto mt-6 max-w-2xl text-balance`,
  calls: { row: "mt-10", book: ce.button },
};

/** The words in ivory on the veiled photo. */
const centeredWords: HeroWordsLook = {
  welcome: "text-[0.72rem] font-semibold tracking-[0.32em] uppercase",
  name: "mt-5 font-(family-name:--font-heading) text-[2.6rem] leading-[1.06] font-normal text-balance sm:text-6xl md:text-7xl lg:text-[5.25rem]",
  underName: <Flourish className="mx-auto mt-7 text-[#fbf8f1]!" />,
  tagline: "mx-auto mt-7 max-w-2xl text-lg leading-relaxed text-balance md:text-xl",
  calls: { row: "mt-10", book: ce.lightButton },
};

/**
 * "centered": the photo across the page under a dark veil, a fine double line drawn inside
 * its edge, and the name, a flourish, the tagline and the call centred on it. The veil is
 * at least 62 % near-black under the words, so ivory type reads on any photo (5.2:1 on a
 * white sky). The block grows with its words and never shrinks below its set height.
 */
function CenteredHero({ site, t, photo }: HeroProps & { photo: PhotoView }) {
  return (
    <section className="relative isolate grid min-h-[max(40rem,86svh)] place-items-center overflow-hidden bg-[#1f1d1a] md:min-h-[min(50rem,80svh)]">
      <Photo
        photo={photo}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 block h-full w-full"
        imgClassName={ce.image}
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgba(20,18,15,0.62)_0%,rgba(20,18,15,0.66)_60%,rgba(20,18,15,0.8)_100%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-3 border border-[#fbf8f1]/50 outline-1 outline-offset-[-6px] outline-[#fbf8f1]/30 outline-solid sm:inset-5 md:inset-7"
      />
      <div className="mx-auto max-w-4xl px-8 py-20 text-center text-[#fbf8f1] md:px-16 [&_a:focus-visible]:outline-[#fbf8f1]">
        <HeroWords site={site} t={t} look={centeredWords} />
      </div>
    </section>
  );
}

/**
 * "framed": the photo hung like a print on an ecru wall, in a thin dark frame with a broad
 * warm-white mat, and the name set below it, centred, like the title on a gallery card.
 */
function FramedHero({ site, t, photo }: HeroProps & { photo: PhotoView }) {
  return (
    <section className={`${ce.ecru} pt-8 pb-16 md:pt-14 md:pb-24`}>
      <div className={ce.container}>
        <div className="mx-auto max-w-5xl border-[5px] border-[#2b2621] shadow-[0_30px_50px_-36px_rgba(31,29,26,0.75)] md:border-[7px]">
          <MatPhoto
            photo={photo}
            sizes="(min-width: 1152px) 920px, 88vw"
            priority
            wide
            shape="aspect-[4/3] sm:aspect-[3/2]"
            className="shadow-[inset_0_2px_6px_rgba(31,29,26,0.18)]!"
          />
        </div>
        <div className="mx-auto mt-12 max-w-3xl text-center md:mt-16">
          <HeroWords site={site} t={t} look={words} />
        </div>
      </div>
    </section>
  );
}

/** Without a photo: the name on ecru inside a fine double frame. */
function PlainHero({ site, t }: HeroProps) {
  return (
    <section className={`${ce.container} pt-6 md:pt-10`}>
      <div
        className={`${ce.ecru} border border-(--accent)/35 px-6 py-20 text-center outline-1 outline-offset-[-8px] outline-(--accent)/25 outline-solid md:py-28`}
      >
        <HeroWords site={site} t={t} look={{ ...words, name: `${ce.h1} mx-auto mt-4 max-w-3xl lg:text-[4.25rem]` }} />
      </div>
    </section>
  );
}

export function Hero({ data, t }: ThemePageProps) {
  const { site } = data;
  if (!site.hero) return <PlainHero site={site} t={t} />;
  if (site.options.heroLayout === "framed") return <FramedHero site={site} t={t} photo={site.hero} />;
  return <CenteredHero site={site} t={t} photo={site.hero} />;
}
