import {
  Baby,
  Bike,
  Landmark,
  type LucideIcon,
  ShoppingBasket,
  TrainFront,
  Trees,
  UtensilsCrossed,
  Waves,
} from "lucide-react";
import type { PlaceCategory } from "../../../modules/site-content/content-choices.ts";
import type { PlaceView } from "../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../strings/index.ts";
import { wc } from "./tokens.ts";

const CATEGORY_ICONS: Record<PlaceCategory, LucideIcon> = {
  nature: Trees,
  beach: Waves,
  food: UtensilsCrossed,
  culture: Landmark,
  shopping: ShoppingBasket,
  activity: Bike,
  family: Baby,
  transport: TrainFront,
};

/** Places nearby as little cards: the kind of place as a drawn icon, the distance in a chip. */
export function PlaceCards({
  places,
  t,
  headingLevel,
  columns,
}: {
  places: PlaceView[];
  t: ThemeStrings;
  headingLevel: 2 | 3;
  columns: "two" | "three";
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={`grid gap-5 md:gap-6 ${columns === "three" ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
      {places.map((place) => {
        const Icon = CATEGORY_ICONS[place.category];
        return (
          <li key={place.id} className={`${wc.card} flex flex-col p-6 md:p-7`}>
            <div className="flex items-start gap-4">
              <span className={wc.iconBubble}>
                <Icon aria-hidden="true" focusable="false" className="size-5" />
              </span>
              <div className="min-w-0">
                <Heading className={`${wc.serif} text-xl leading-snug`}>{place.name}</Heading>
                <p className="mt-1 text-sm font-semibold text-[#6f5847]">
                  {t.surroundings.categories[place.category]}
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  {t.surroundings.distance(place.distanceKm)}
                </p>
              </div>
            </div>
            {place.description && <p className={`${wc.body} mt-4`}>{place.description}</p>}
          </li>
        );
      })}
    </ul>
  );
}
