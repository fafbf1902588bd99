import { PlaceList } from "../blocks/place-list.tsx";
import { EmptyNote } from "../parts/empty-note.tsx";
import type { KitPageProps } from "../theme.ts";

/** The places nearby the owner recommends, with their kind and distance. */
export function SurroundingsPage({ theme, ...props }: KitPageProps) {
  const { data, t } = props;
  const { look, PageHeading } = theme;
  const { site } = data;
  const { places, label } = look.surroundings;
  return (
    <>
      <PageHeading
        {...props}
        label={label ? label(site) : site.name}
        title={t.nav.surroundings}
        intro={site.surroundings.intro || undefined}
      />
      <div className={look.surroundings.body}>
        {site.surroundings.places.length === 0 ? (
          <EmptyNote look={look.empty}>{t.surroundings.empty}</EmptyNote>
        ) : typeof places === "function" ? (
          places(site.surroundings.places, t)
        ) : (
          <PlaceList places={site.surroundings.places} t={t} headingLevel={2} look={places} />
        )}
      </div>
    </>
  );
}
