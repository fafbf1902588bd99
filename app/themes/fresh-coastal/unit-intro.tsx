import { type FactsLook, UnitFacts } from "../kit/blocks/unit-facts.tsx";
import { EnquireButton } from "../kit/pages/unit-page.tsx";
import { Photo } from "../kit/photo.tsx";
import type { UnitPageProps } from "../kit/theme.ts";
import { Tag, Wave } from "./ornaments.tsx";
import { fc } from "./tokens.ts";

/** A unit's kind, name, words and facts on the sea mist, its cover rising over the wave below. */
export function UnitIntro(props: UnitPageProps & { facts: FactsLook }) {
  const { unit, t, theme, facts } = props;
  const look = theme.look.unit;
  if (!look) return null;
  return (
    <>
      <div className={fc.mist}>
        <div className={`${fc.container} pt-12 md:pt-20 ${unit.cover ? "pb-32 md:pb-52" : "pb-10"}`}>
          <Tag>{t.unitTypes[unit.type]}</Tag>
          <h1 className={`${fc.h1} mt-5 max-w-4xl`}>{unit.name}</h1>
          {unit.shortDescription && <p className={`${fc.lead} mt-6 max-w-2xl`}>{unit.shortDescription}</p>}
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-5">
            <UnitFacts look={facts} unit={unit} t={t} className="" />
            <EnquireButton {...props} look={look} />
          </div>
        </div>
      </div>
      <Wave flip className="-mt-px text-[#ecf5f7]" />
      {unit.cover && (
        <div className={`${fc.container} relative -mt-32 md:-mt-52`}>
          <Photo
            photo={unit.cover}
            sizes="(min-width: 1152px) 1088px, 100vw"
            priority
            className={`${fc.frame} aspect-[4/3] rounded-[2rem] sm:aspect-[16/9] md:rounded-[2.75rem] ${fc.softShadow}`}
            imgClassName={fc.image}
          />
        </div>
      )}
    </>
  );
}
