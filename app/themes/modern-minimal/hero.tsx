import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { mm } from "./tokens.ts";

/**
 * "split" (or a site without a photo): the name, the tagline and the call to book beside the
 * photo; "full": the photo across the page, the name low on it over a shade.
 */
export function Hero(props: ThemePageProps) {
  const { site } = props.data;
  const { t } = props;
  const cta = (
    <a href={props.data.site.paths.book} className={mm.button}>
      {t.home.checkAvailability}
    </a>
  );
  if (site.options.heroLayout === "split" || !site.hero) {
    return (
      <section className={`${mm.container} grid items-center gap-10 py-14 md:grid-cols-2 md:py-20`}>
        <div>
          <p className={mm.label}>{t.home.welcome}</p>
          <h1 className={`${mm.h1} mt-4`}>{site.name}</h1>
          {site.tagline && <p className={`${mm.body} mt-6 max-w-md`}>{site.tagline}</p>}
          <div className="mt-10">{cta}</div>
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
        <h1 className="font-(family-name:--font-heading) text-4xl font-semibold tracking-tight text-white md:text-7xl">
          {site.name}
        </h1>
        {site.tagline && <p className="mt-4 max-w-xl text-lg text-white/90 md:text-xl">{site.tagline}</p>}
        <div className="mt-8">
          <a
            href={props.data.site.paths.book}
            className="inline-flex items-center justify-center bg-white px-7 py-3.5 text-sm font-semibold tracking-wide text-neutral-950 transition-opacity hover:opacity-90"
          >
            {t.home.checkAvailability}
          </a>
        </div>
      </div>
    </section>
  );
}
