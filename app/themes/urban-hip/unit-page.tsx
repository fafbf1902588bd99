import { ArrowUpRight } from "lucide-react";
import type { PhotoView } from "../../../modules/site-view/site-view.ts";
import { CapacityFacts } from "../kit/blocks/capacity-facts.tsx";
import { BookingWidget } from "../kit/booking/booking-widget.tsx";
import { contactPath } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { RichText } from "../kit/rich-text.tsx";
import { bookingLook } from "./look.tsx";
import { SectionHead } from "./parts.tsx";
import { sectionCounter, titleSize, twoDigits, uh } from "./tokens.ts";
import { UnitRows } from "./unit-cards.tsx";
import { UnitFacilities } from "./unit-facilities.tsx";

/** The unit's photos in a staggered grid: a wide one and a square one, swapping sides each row. */
function UnitPhotos({ photos }: { photos: PhotoView[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 md:grid-cols-3 md:gap-4">
      {photos.map((photo, i) => {
        const wide = i % 4 === 0 || i % 4 === 3;
        // On a phone a square one alone on its row (after a wide one) takes the whole row.
        const alone = !wide && i % 4 === 1 && i === photos.length - 1;
        return (
          <li key={photo.id} className={`group ${wide ? "col-span-2" : alone ? "col-span-2 md:col-span-1" : ""}`}>
            <figure>
              <Photo
                photo={photo}
                sizes={wide ? "(min-width: 768px) 66vw, 100vw" : "(min-width: 768px) 33vw, 50vw"}
                className={`block overflow-hidden bg-[#181818] ${wide ? "aspect-[16/9] md:aspect-[2/1]" : "aspect-square"}`}
                imgClassName={`h-full w-full object-cover ${uh.photoHover}`}
              />
              {photo.caption && <figcaption className={`${uh.note} mt-2`}>{photo.caption}</figcaption>}
            </figure>
          </li>
        );
      })}
    </ul>
  );
}

export function UnitPage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const unit = data.unit;
  if (!unit) return null;
  const next = sectionCounter();
  const position = site.units.findIndex((u) => u.id === unit.id);
  const others = site.units.filter((u) => u.id !== unit.id);
  const enquire = (
    <a href={contactPath(site, unit.slug)} className={`${uh.button} w-full justify-between`}>
      {t.unit.enquire}
      <ArrowUpRight aria-hidden="true" className="size-4" />
    </a>
  );
  return (
    <>
      <div className={`${uh.container} pt-14 pb-12 md:pt-24 md:pb-16`}>
        <p className={uh.label}>
          <span className="text-(--accent)">{twoDigits(position + 1)}</span> / {t.unitTypes[unit.type]}
        </p>
        <h1 className={`${uh.h1} mt-5`} style={{ fontSize: titleSize(unit.name) }}>
          {unit.name}
        </h1>
        <div className="mt-10 grid gap-8 md:grid-cols-12">
          {unit.shortDescription && <p className={`${uh.lead} md:col-span-6`}>{unit.shortDescription}</p>}
          <CapacityFacts
            unit={unit}
            t={t}
            className={`${uh.cells} grid-cols-2 self-start md:col-span-5 md:col-start-8`}
            itemClassName={`${uh.cell} flex items-center gap-3 px-4 py-3 font-(family-name:--font-mono) text-sm text-[#f2efe8]`}
            iconClassName="size-4 shrink-0 text-(--accent)"
          />
        </div>
      </div>
      {unit.cover && (
        <Photo
          photo={unit.cover}
          sizes="100vw"
          priority
          className="block aspect-[4/3] w-full overflow-hidden bg-[#181818] md:aspect-[21/9]"
          imgClassName="h-full w-full object-cover"
        />
      )}
      <div className={`${uh.container} grid gap-12 py-16 md:grid-cols-12 md:py-24`}>
        <aside className="md:order-2 md:col-span-4 md:col-start-9">
          <div>
            <BookingWidget {...props} look={bookingLook} unit={unit} className="mb-6" />
            {enquire}
            <p className={`${uh.note} mt-6`}>
              {t.unit.checkIn(unit.checkInFrom, unit.checkInUntil)}
              <br />
              {t.unit.checkOut(unit.checkOutUntil)}
            </p>
          </div>
        </aside>
        <div className="md:order-1 md:col-span-7">
          {unit.longDescription ? (
            <RichText doc={unit.longDescription} className={uh.prose} />
          ) : (
            <p className={uh.body}>{unit.shortDescription}</p>
          )}
        </div>
      </div>
      {unit.photos.length > 0 && (
        <section aria-labelledby="photos-heading" className={`${uh.container} pb-16 md:pb-28`}>
          <SectionHead
            id="photos-heading"
            number={next()}
            label={t.gallery.count(unit.photos.length)}
            title={t.unit.photos}
          />
          <div className="mt-12">
            <UnitPhotos photos={unit.photos} />
          </div>
        </section>
      )}
      <section aria-labelledby="facilities-heading" className={`${uh.container} pb-16 md:pb-28`}>
        <SectionHead id="facilities-heading" number={next()} title={t.unit.facilities} />
        <div className="mt-12">
          <UnitFacilities unit={unit} t={t} />
        </div>
        <div className="mt-10 max-w-sm">{enquire}</div>
      </section>
      {others.length > 0 && (
        <section aria-labelledby="others-heading" className={`${uh.container} pb-16 md:pb-28`}>
          <SectionHead id="others-heading" number={next()} title={t.unit.others} />
          <div className="mt-12">
            <UnitRows units={others} numbering={site.units} t={t} headingLevel={3} />
          </div>
        </section>
      )}
    </>
  );
}
