import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { UnitCards as KitUnitCards, type UnitCardLook } from "../kit/blocks/unit-cards.tsx";
import type { ThemeStrings } from "../strings/index.ts";
import { fc } from "./tokens.ts";

/** The units as white cards: the photo's lower edge a small wave into the card, the kind of place on a white pill over the photo. */
const unitCardLook: UnitCardLook = {
  list: "grid gap-6 md:gap-7",
  item: `group relative flex flex-col overflow-hidden ${fc.card} transition-transform duration-300 focus-within:-translate-y-1 hover:-translate-y-1`,
  sizes: {
    two: "(min-width: 1152px) 530px, (min-width: 768px) 46vw, 100vw",
    three: "(min-width: 1152px) 345px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 100vw",
  },
  photo: "block aspect-[4/3] overflow-hidden bg-[#dcecf0]",
  image: `${fc.image} transition-transform duration-700 group-hover:scale-[1.04]`,
  placeholder: "aspect-[4/3] bg-(--accent)/10",
  overPhoto: (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 40"
      preserveAspectRatio="none"
      className="absolute inset-x-0 -bottom-px h-6 w-full text-white"
    >
      <path fill="currentColor" opacity="0.5" d="M0 18c60-14 130-16 200-2s140 16 200 0v24H0z" />
      <path fill="currentColor" d="M0 28c70-12 140-12 210 0s130 10 190-2v14H0z" />
    </svg>
  ),
  type: "absolute top-4 left-4 rounded-full bg-white px-3.5 py-1 text-sm font-bold text-[#0e2a38] shadow-sm",
  body: "flex grow flex-col px-6 pt-3 pb-7",
  name: `${fc.display} text-xl leading-snug md:text-2xl`,
  link: "after:absolute after:inset-0 after:rounded-[2rem] group-hover:text-(--accent)",
  facts: "mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-[#4d6673]",
  description: `${fc.text} mt-3`,
};

export function UnitCards(props: { units: UnitView[]; t: ThemeStrings; headingLevel: 2 | 3 }) {
  return <KitUnitCards {...props} look={unitCardLook} />;
}
