import {
  Footprints,
  Landmark,
  type LucideIcon,
  ShoppingBasket,
  Smile,
  TrainFront,
  UtensilsCrossed,
  Waves,
} from "lucide-react";
import type { ReactNode } from "react";
import type { PlaceCategory } from "../../../modules/site-content/content-choices.ts";
import type { PlaceView } from "../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../strings/index.ts";
import { PineIcon } from "./ornaments.tsx";

const ICONS: Record<Exclude<PlaceCategory, "nature">, LucideIcon> = {
  beach: Waves,
  food: UtensilsCrossed,
  culture: Landmark,
  shopping: ShoppingBasket,
  activity: Footprints,
  family: Smile,
  transport: TrainFront,
};

function CategoryIcon({ category }: { category: PlaceCategory }): ReactNode {
  if (category === "nature") return <PineIcon className="size-6" />;
  const Icon = ICONS[category];
  return <Icon aria-hidden="true" focusable="false" className="size-5" strokeWidth={1.8} />;
}

/**
 * Places nearby as the stops of a walk: a dashed trail down the side, at each stop a round
 * marker with the place's kind, then its distance on a wooden tag, its name and a few words.
 */
export function TrailStops({
  places,
  t,
  headingLevel,
  wide = false,
}: {
  places: PlaceView[];
  t: ThemeStrings;
  headingLevel: 2 | 3;
  /** The surroundings page: more room for the words. */
  wide?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="relative before:absolute before:top-6 before:bottom-6 before:left-[1.5rem] before:border-l-[3px] before:border-dashed before:border-[#8a7558]/55 md:before:left-[1.75rem]">
      {places.map((place) => (
        <li key={place.id} className={`relative flex gap-5 md:gap-7 ${wide ? "pb-12" : "pb-9"} last:pb-0`}>
          <span
            aria-hidden="true"
            className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-[#1f3326] text-[#f3ecdd] ring-[5px] ring-[#f3ecdd] md:size-14"
          >
            <CategoryIcon category={place.category} />
          </span>
          <div className="min-w-0 pt-1.5">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-bold tracking-[0.1em] text-[#6a5a45] uppercase">
              <span className="rounded-[3px] bg-[#5b3d26] px-2 py-0.5 tracking-normal text-[#f8f1e1] normal-case">
                {t.surroundings.distance(place.distanceKm)}
              </span>
              {t.surroundings.categories[place.category]}
            </p>
            <Heading
              className={`mt-2.5 font-(family-name:--font-heading) leading-snug font-bold ${wide ? "text-2xl md:text-[1.7rem]" : "text-xl md:text-[1.35rem]"}`}
            >
              {place.name}
            </Heading>
            {place.description && (
              <p className={`mt-2.5 leading-[1.7] text-[#4a3d2e] ${wide ? "max-w-[65ch] text-[1.0625rem]" : ""}`}>
                {place.description}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
