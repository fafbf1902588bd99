import type { ThemePageProps } from "../page-data.ts";
import { Photo } from "../photo.tsx";

export type HostCardLook = { figure: string; photo: string; image: string; hosts: string; names: string };

/** The hosts in a small card: their portrait and their names; nothing for a site with neither. */
export function HostCard({ data, t, look }: ThemePageProps & { look: HostCardLook }) {
  const { about } = data.site;
  if (!about.hostPhoto && !about.hostNames) return null;
  return (
    <figure className={look.figure}>
      {about.hostPhoto && (
        <Photo photo={about.hostPhoto} sizes="80px" className={look.photo} imgClassName={look.image} />
      )}
      {about.hostNames && (
        <figcaption>
          <span className={look.hosts}>{t.about.hosts}</span>
          <span className={look.names}>{about.hostNames}</span>
        </figcaption>
      )}
    </figure>
  );
}
