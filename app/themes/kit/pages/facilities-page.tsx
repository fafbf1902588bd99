import type { UnitView } from "../../../../modules/site-view/site-view.ts";
import { FacilityGroups } from "../blocks/facility-groups.tsx";
import { StayNotes } from "../blocks/stay-notes.tsx";
import { UnitFacts } from "../blocks/unit-facts.tsx";
import { contactPath } from "../format.ts";
import type { ThemePageProps } from "../page-data.ts";
import { Photo } from "../photo.tsx";
import type { FacilitiesUnitLook, KitPageProps } from "../theme.ts";

function UnitSection({
  unit,
  index,
  look,
  ...props
}: ThemePageProps & { unit: UnitView; index: number; look: FacilitiesUnitLook }) {
  const { data, t } = props;
  const { units } = data.site;
  return (
    <>
      {index > 0 && look.between}
      <div className={look.head}>
        {unit.cover && look.cover && (
          <Photo
            photo={{ ...unit.cover, alt: "" }}
            sizes="96px"
            className={look.cover.photo}
            imgClassName={look.cover.image}
          />
        )}
        <div>
          <p className={look.type}>{t.unitTypes[unit.type]}</p>
          <h2 id={`unit-${unit.slug}`} className={look.name}>
            {units.length > 1 ? (
              <a href={unit.path} className={look.link}>
                {unit.name}
              </a>
            ) : (
              unit.name
            )}
          </h2>
        </div>
        {look.enquire && (
          <a href={contactPath(data.site, unit.slug)} className={look.enquire}>
            {t.unit.enquire}
          </a>
        )}
      </div>
      <UnitFacts look={look.facts} unit={unit} t={t} className="mt-7" />
      {unit.facilities.length > 0 && (
        <div className="mt-8">
          <FacilityGroups look={look.facilityGroups} unit={unit} t={t} headingLevel={3} />
        </div>
      )}
      {typeof look.stay === "function" ? (
        look.stay(unit, t)
      ) : (
        <div className="mt-5">
          <StayNotes look={look.stay} unit={unit} t={t} headingLevel={3} />
        </div>
      )}
    </>
  );
}

/** What every unit offers: its facts, its facilities in their groups, its arrival times and house rules. */
export function FacilitiesPage({ theme, ...props }: KitPageProps) {
  const { data, t } = props;
  const look = theme.look.facilitiesPage;
  const { PageHeading } = theme;
  const sections = data.site.units.map((unit, i) => (
    <section key={unit.id} aria-labelledby={`unit-${unit.slug}`} className={look.section?.(i)}>
      {typeof look.unit === "function" ? (
        look.unit(unit, i, props)
      ) : (
        <UnitSection {...props} unit={unit} index={i} look={look.unit} />
      )}
    </section>
  ));
  return (
    <>
      <PageHeading {...props} label={data.site.name} title={t.nav.facilities} />
      {look.wrap ? <div className={look.wrap}>{sections}</div> : sections}
    </>
  );
}
