import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { UnitCards as KitUnitCards, type UnitCardLook } from "../kit/blocks/unit-cards.tsx";
import type { ThemeStrings } from "../strings/index.ts";
import { wc } from "./tokens.ts";

/** The units as cards on paper: the photo in a rounded frame with the kind of place on a little tag. */
const unitCardLook: UnitCardLook = {
  list: "grid gap-7",
  item: `group relative flex flex-col ${wc.card} p-3 pb-6 transition-transform duration-300 hover:-translate-y-1 focus-within:-translate-y-1`,
  sizes: {
    two: "(min-width: 1024px) 360px, (min-width: 768px) 45vw, 100vw",
    three: "(min-width: 1024px) 360px, (min-width: 768px) 45vw, 100vw",
  },
  photo: `${wc.frame} aspect-[4/3] rounded-[1.35rem]`,
  image: `${wc.image} transition-transform duration-700 group-hover:scale-[1.04]`,
  placeholder: "aspect-[4/3] rounded-[1.35rem] bg-(--accent)/10",
  type: "absolute bottom-3 left-3 rounded-full bg-[#fffcf7] px-3.5 py-1 text-sm font-bold text-[#3a2a1f] shadow-sm",
  body: "flex grow flex-col px-4 pt-5",
  name: `${wc.serif} text-xl leading-snug md:text-2xl`,
  link: "after:absolute after:inset-0 after:rounded-[1.75rem] group-hover:text-(--accent)",
  facts: "mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-[#6f5847]",
  description: `${wc.body} mt-3`,
};

export function UnitCards(props: { units: UnitView[]; t: ThemeStrings; headingLevel: 2 | 3 }) {
  return <KitUnitCards {...props} look={unitCardLook} />;
}
