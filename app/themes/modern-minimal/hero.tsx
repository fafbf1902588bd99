import { type HeroCallsLook, HeroWords } from "../kit/blocks/hero-words.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { mm } from "./tokens.ts";

const splitCalls: HeroCallsLook = { row: "mt-10", rowTag: "div", book: mm.button };

/**
 * "split" (or a site without a photo): the name, the tagline and the call to book beside the
 * photo; "full": the photo across the page, the name low on it over a shade.
 */
export function Hero(props: ThemePageProps) {
  const { site } = props.data;
  const { t } = props;
  if (site.options.heroLayout === "split" || !site.hero) {
    return (
      <section className={`${mm.container} grid items-center gap-10 py-14 md:grid-cols-2 md:py-20`}>
        <div>
          <HeroWords
            site={site}
            t={t}
            look={{ welcome: mm.label, name: `${mm.h1} mt-4`, tagline: `${mm.body} mt-6 max-w-md`, calls: splitCalls }}
          />
        </div>
        {site.hero && (
          <Photo
            photo={site.hero}
            sizes="(min-width: 768px) 50vw, 100vw"
            priority
            className="block aspect-[4/5] overflow-hidden bg-neutral-100"
            imgClassName="h-full w-full object-cover"
          />
        )}
      </section>
    );
  }
  return (
    <section className="relative">
      <Photo
        photo={site.hero}
        sizes="100vw"
        priority
        className="block h-[72vh] min-h-[28rem] w-full overflow-hidden bg-neutral-200"
        imgClassName="h-full w-full object-cover"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/20 to-transparent" />
      <div className={`${mm.container} absolute inset-x-0 bottom-0 pb-12 md:pb-16`}>
        <HeroWords
          site={site}
          t={t}
          look={{
            name: "font-(family-name:--font-heading) text-4xl font-semibold tracking-tight text-white md:text-7xl",
            tagline: "mt-4 max-w-xl text-lg text-white/90 md:text-xl",
            calls: {
              row: "mt-8",
              rowTag: "div",
              book: "inline-flex items-center justify-center bg-white px-7 py-3.5 text-sm font-semibold tracking-wide text-neutral-950 transition-opacity hover:opacity-90",
            },
          }}
        />
      </div>
    </section>
  );
}
