import { FacilityGroups } from "../kit/blocks/facility-groups.tsx";
import { BookingWidget } from "../kit/booking/booking-widget.tsx";
import { EnquireButton } from "../kit/pages/unit-page.tsx";
import { RichText } from "../kit/rich-text.tsx";
import type { UnitPageLook } from "../kit/theme.ts";
import { MatPhoto } from "./frames.tsx";
import { bookingLook } from "./look.tsx";
import { SectionHeading } from "./parts.tsx";
import { ce } from "./tokens.ts";
import { UnitCards } from "./unit-cards.tsx";
import { FactsBand, facilityLook, StayNotes } from "./unit-sections.tsx";

/** Three prints a row where the photos fill rows of three, two otherwise. */
const threeARow = (count: number) => count % 3 === 0;

/**
 * A unit's own page: its name centred over its cover print, the facts between double rules,
 * the description in a reading column with the enquiry beneath, the photos as a wall of
 * prints with their captions, the facilities and the stay on ecru, then the other units.
 */
export const unitLook: UnitPageLook = {
  intro: ({ unit, t }) => (
    <>
      <div className={`${ce.container} pt-14 pb-12 md:pt-20 md:pb-16`}>
        <SectionHeading
          level={1}
          label={t.unitTypes[unit.type]}
          title={unit.name}
          intro={unit.shortDescription || undefined}
        />
      </div>
      {unit.cover && (
        <div className={ce.container}>
          <MatPhoto
            photo={unit.cover}
            sizes="(min-width: 1152px) 1000px, 92vw"
            priority
            shape="aspect-[4/3] sm:aspect-[16/9]"
            className="mx-auto max-w-5xl"
          />
        </div>
      )}
      <div className={`${ce.container} mt-16 md:mt-20`}>
        <FactsBand unit={unit} t={t} />
      </div>
    </>
  ),
  enquire: { button: ce.link, icon: null },
  // One reading column: the story, the booking widget beneath it, then the enquiry.
  story: (props) => (
    <div className={`${ce.column} mt-16 md:mt-20`}>
      {props.unit.longDescription && (
        <RichText doc={props.unit.longDescription} className={`${ce.prose} ${ce.openingLine}`} />
      )}
      <BookingWidget {...props} look={bookingLook} className="mt-14" />
      <p className="mt-8 text-center">
        <EnquireButton {...props} look={unitLook} />
      </p>
    </div>
  ),
  photos: {
    section: `${ce.container} py-20 md:py-28`,
    list: (count) => `mt-14 grid gap-x-8 gap-y-12 sm:grid-cols-2 ${threeARow(count) ? "lg:grid-cols-3" : ""}`,
    photo: (photo, _, count) => (
      <figure>
        <MatPhoto
          photo={photo}
          sizes={
            threeARow(count)
              ? "(min-width: 1152px) 340px, (min-width: 640px) 45vw, 92vw"
              : "(min-width: 1152px) 520px, (min-width: 640px) 45vw, 92vw"
          }
          shape="aspect-[4/3]"
        />
        {photo.caption && (
          <figcaption className="mx-auto mt-4 max-w-sm text-center text-[0.95rem] leading-relaxed text-[#675f54]">
            {photo.caption}
          </figcaption>
        )}
      </figure>
    ),
  },
  // On ecru on every unit page: the stay notes are there even where the unit lists no facilities.
  facilities: ({ unit, t }) => (
    <section
      aria-labelledby="facilities-heading"
      className={`${ce.ecru} py-20 md:py-28 ${unit.photos.length > 0 ? "" : "mt-20 md:mt-28"}`}
    >
      <div className={ce.container}>
        <SectionHeading id="facilities-heading" title={t.unit.facilities} />
        {unit.facilities.length > 0 && (
          <div className="mt-14">
            <FacilityGroups unit={unit} t={t} look={facilityLook} headingLevel={3} />
          </div>
        )}
        <div className="mt-16">
          <StayNotes unit={unit} t={t} headingLevel={3} />
        </div>
      </div>
    </section>
  ),
  others: { section: `${ce.container} py-20 md:py-28`, body: "mt-16" },
  heading: (_, { id, title }) => <SectionHeading id={id} title={title} />,
  cards: (units, t) => <UnitCards units={units} t={t} headingLevel={3} />,
};
