import {
  Bike,
  FerrisWheel,
  Landmark,
  type LucideIcon,
  ShoppingBag,
  TrainFront,
  Trees,
  Umbrella,
  UtensilsCrossed,
} from "lucide-react";
import type { PlaceCategory } from "../../../modules/site-content/content-choices.ts";
import type { PlaceView } from "../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../strings/index.ts";
import { fc } from "./tokens.ts";

const CATEGORY_ICONS: Record<PlaceCategory, LucideIcon> = {
  nature: Trees,
  beach: Umbrella,
  food: UtensilsCrossed,
  culture: Landmark,
  shopping: ShoppingBag,
  activity: Bike,
  family: FerrisWheel,
  transport: TrainFront,
};

/** The category's icon in a round white buoy with an accent ring. */
function Buoy({ category }: { category: PlaceCategory }) {
  const Icon = CATEGORY_ICONS[category];
  return (
    <span className="relative z-10 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-(--accent) ring-2 ring-(--accent)/30 shadow-[0_8px_20px_-10px_rgba(14,60,80,0.5)] md:size-12">
      <Icon aria-hidden="true" focusable="false" className="size-5" />
    </span>
  );
}

function Meta({ place, t }: { place: PlaceView; t: ThemeStrings }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold text-[#4d6673]">{t.surroundings.categories[place.category]}</span>
      <span className="rounded-full bg-(--accent)/10 px-2.5 py-0.5 font-bold text-(--accent)">
        {t.surroundings.distance(place.distanceKm)}
      </span>
    </p>
  );
}

/**
 * Places as stops along the coast. "across" (the home page's teaser): the stops on the
 * horizon line, side by side on wide screens. "down" (the surroundings page): a dotted route
 * down the page, each stop a white card beside its buoy.
 */
export function PlaceRoute({
  places,
  t,
  headingLevel,
  layout,
}: {
  places: PlaceView[];
  t: ThemeStrings;
  headingLevel: 2 | 3;
  layout: "across" | "down";
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (layout === "across") {
    return (
      <ul className="relative grid gap-10 md:grid-cols-3 md:gap-8 md:before:absolute md:before:inset-x-0 md:before:top-6 md:before:h-px md:before:bg-linear-to-r md:before:from-(--accent)/5 md:before:via-(--accent)/40 md:before:to-(--accent)/5">
        {places.map((place) => (
          <li key={place.id} className="relative">
            <Buoy category={place.category} />
            <Heading className={`${fc.h3} mt-5`}>{place.name}</Heading>
            <Meta place={place} t={t} />
            {place.description && <p className={`${fc.text} mt-3 line-clamp-4`}>{place.description}</p>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="relative space-y-6 before:absolute before:top-5 before:bottom-5 before:left-5 before:border-l-2 md:before:top-6 md:before:bottom-6 md:before:left-6 before:border-dashed before:border-(--accent)/35 md:space-y-8">
      {places.map((place) => (
        <li key={place.id} className="relative flex gap-3 md:gap-7">
          <Buoy category={place.category} />
          <div className={`${fc.card} min-w-0 flex-1 p-5 sm:p-6 md:p-8`}>
            <Heading className={`${fc.h3} md:text-2xl`}>{place.name}</Heading>
            <Meta place={place} t={t} />
            {place.description && <p className={`${fc.text} mt-4 max-w-[68ch]`}>{place.description}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
