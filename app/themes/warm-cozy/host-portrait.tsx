import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { wc } from "./tokens.ts";

/** The host's portrait in an arch, a drawn arch behind it, the names below (on the about page and the home page's welcome). */
export function HostPortrait({
  data,
  t,
  sizes,
  className = "mx-auto w-full max-w-[20rem]",
}: ThemePageProps & { sizes: string; className?: string }) {
  const { about } = data.site;
  if (!about.hostPhoto && !about.hostNames) return null;
  return (
    <figure className={className}>
      {about.hostPhoto && (
        <div className="relative">
          <span
            aria-hidden="true"
            className="absolute inset-0 translate-x-3 translate-y-3 rounded-t-[999px] rounded-b-[1.75rem] border-2 border-(--accent)/40"
          />
          <Photo
            photo={about.hostPhoto}
            sizes={sizes}
            className={`${wc.arch} relative aspect-[4/5]`}
            imgClassName={wc.image}
          />
        </div>
      )}
      {about.hostNames && (
        <figcaption className="mt-7 text-center">
          <span className="block text-sm font-semibold text-[#6f5847]">{t.about.hosts}</span>
          <span className="mt-0.5 block font-(family-name:--font-heading) text-xl font-semibold text-[#3a2a1f]">
            {about.hostNames}
          </span>
        </figcaption>
      )}
    </figure>
  );
}
