import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { fc } from "./tokens.ts";

/** The hosts' portrait in a round porthole, their names below. */
function HostPortrait({ data, t }: ThemePageProps) {
  const { about } = data.site;
  if (!about.hostPhoto && !about.hostNames) return null;
  return (
    <figure className="mx-auto w-full max-w-[18rem] text-center">
      {about.hostPhoto && (
        <Photo
          photo={about.hostPhoto}
          sizes="18rem"
          className="block aspect-square overflow-hidden rounded-full bg-[#dcecf0] ring-[10px] ring-white shadow-[0_30px_60px_-30px_rgba(14,60,80,0.6)]"
          imgClassName={fc.image}
        />
      )}
      {about.hostNames && (
        <figcaption className="mt-6">
          <span className="block text-sm font-semibold text-[#4d6673]">{t.about.hosts}</span>
          <span className={`${fc.display} mt-0.5 block text-2xl`}>{about.hostNames}</span>
        </figcaption>
      )}
    </figure>
  );
}

/** Beside the hosts' story: their portrait, or the site's first photo where they have none. */
export function AboutAside(props: ThemePageProps) {
  const { site } = props.data;
  const photo = site.gallery[0];
  return (
    <div className="space-y-10 lg:sticky lg:top-8">
      <HostPortrait {...props} />
      {!site.about.hostPhoto && photo && (
        <Photo
          photo={photo}
          sizes="(min-width: 1024px) 340px, 100vw"
          className={`${fc.frame} aspect-[4/5] ${fc.softShadow}`}
          imgClassName={fc.image}
        />
      )}
    </div>
  );
}
