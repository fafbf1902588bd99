import type { PlaceView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";

export type PlaceLook = { list: string; item: string; name: string; meta: string; description: string };

/** Places nearby with their category and distance. */
export function PlaceList({
  places,
  t,
  look,
  headingLevel = 3,
}: {
  places: PlaceView[];
  t: ThemeStrings;
  look: PlaceLook;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={look.list}>
      {places.map((place) => (
        <li key={place.id} className={look.item}>
          <Heading className={look.name}>{place.name}</Heading>
          <p className={look.meta}>
            {t.surroundings.categories[place.category]} · {t.surroundings.distance(place.distanceKm)}
          </p>
          {place.description && <p className={look.description}>{place.description}</p>}
        </li>
      ))}
    </ul>
  );
}
