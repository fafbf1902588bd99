import type { PhotoView } from "../../../../modules/site-view/site-view.ts";
import { EmptyNote } from "../parts/empty-note.tsx";
import { Photo } from "../photo.tsx";
import type { GalleryPictureLook, KitPageProps } from "../theme.ts";

function Picture({ photo, index, look }: { photo: PhotoView; index: number; look: GalleryPictureLook }) {
  return (
    <figure className={look.figure}>
      <Photo photo={photo} sizes={look.sizes} priority={index < 2} className={look.photo} imgClassName={look.image} />
      {photo.caption && <figcaption className={look.caption}>{photo.caption}</figcaption>}
    </figure>
  );
}

/** Every photo of the site with its caption; the first two load first. */
export function GalleryPage({ theme, ...props }: KitPageProps) {
  const { data, t } = props;
  const { look, PageHeading } = theme;
  const { gallery } = data.site;
  const { item, picture } = look.gallery;
  return (
    <>
      <PageHeading {...props} label={t.gallery.count(gallery.length)} title={t.nav.gallery} intro={t.gallery.intro} />
      <div className={look.gallery.body}>
        {gallery.length === 0 ? (
          <EmptyNote look={look.empty}>{t.gallery.empty}</EmptyNote>
        ) : (
          <ul className={look.gallery.list}>
            {gallery.map((photo, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one picture may be in the gallery twice (the site's and a unit's)
              <li key={`${photo.id}-${i}`} className={typeof item === "string" ? item : item(i)}>
                {typeof picture === "function" ? picture(photo, i) : <Picture photo={photo} index={i} look={picture} />}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
