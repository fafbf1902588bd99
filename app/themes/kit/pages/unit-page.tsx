import { ArrowRight, ScrollText } from "lucide-react";
import type { UnitView } from "../../../../modules/site-view/site-view.ts";
import { ArrivalTimes } from "../blocks/arrival-times.tsx";
import { FacilityGroups } from "../blocks/facility-groups.tsx";
import { UnitFacts } from "../blocks/unit-facts.tsx";
import { BookingWidget } from "../booking/booking-widget.tsx";
import { contactPath } from "../format.ts";
import type { ThemePageProps } from "../page-data.ts";
import { RichText } from "../rich-text.tsx";
import type { KitPageProps, StayCardLook, Theme, UnitFacilitiesLook, UnitPageLook, UnitPageProps } from "../theme.ts";

/** Ask the hosts about this unit: the contact page with the unit chosen. */
export function EnquireButton({ data, t, unit, look }: ThemePageProps & { unit: UnitView; look: UnitPageLook }) {
  return (
    <a href={contactPath(data.site, unit.slug)} className={look.enquire.button}>
      {t.unit.enquire}
      {look.enquire.icon === undefined ? <ArrowRight aria-hidden="true" className="size-4" /> : look.enquire.icon}
    </a>
  );
}

function unitLook(theme: Theme): UnitPageLook {
  const look = theme.look.unit;
  if (!look) throw new Error("a theme draws its unit pages or gives the kit's a look");
  return look;
}

/** The unit's kind, name, words and facts and the call to ask about it, beside its cover. */
function UnitIntro(props: UnitPageProps) {
  const { unit, t, theme } = props;
  const look = unitLook(theme);
  if (typeof look.intro === "function") return look.intro(props);
  const intro = look.intro;
  return (
    <div className={intro.grid}>
      <div className={intro.words}>
        {intro.label(t.unitTypes[unit.type])}
        <h1 className={intro.title}>{unit.name}</h1>
        {intro.afterTitle}
        {unit.shortDescription && <p className={intro.short}>{unit.shortDescription}</p>}
        <UnitFacts look={intro.factsLook} unit={unit} t={t} className={intro.facts} />
        <p className={intro.action}>
          <EnquireButton {...props} look={look} />
        </p>
      </div>
      {unit.cover && intro.cover(unit.cover)}
    </div>
  );
}

/** The unit's story beside the booking widget and what the theme sets under it. */
function UnitStory(props: UnitPageProps) {
  const { unit, theme } = props;
  const { story } = unitLook(theme);
  if (typeof story === "function") return story(props);
  const { stay } = story;
  const card = typeof stay !== "function";
  return (
    <div className={story.grid}>
      <div className={story.text}>
        {unit.longDescription ? (
          <RichText doc={unit.longDescription} className={story.prose} />
        ) : (
          unit.shortDescription && story.plain && <p className={story.plain}>{unit.shortDescription}</p>
        )}
      </div>
      {/* The card's heading names the aside; a theme's own things under the widget leave it unnamed. */}
      <aside aria-labelledby={card ? "stay-heading" : undefined} className={story.aside}>
        <BookingWidget {...props} look={theme.look.booking} unit={unit} />
        {card ? <StayCard {...props} look={stay} /> : stay(props)}
      </aside>
    </div>
  );
}

/** The unit's arrival times and house rules, with the call to ask the hosts. */
function StayCard(props: UnitPageProps & { look: StayCardLook }) {
  const { unit, t, look: stay } = props;
  return (
    <div className={stay.card}>
      <h2 id="stay-heading" className={stay.heading}>
        {t.unit.arrival}
      </h2>
      <div className="mt-5">
        <ArrivalTimes unit={unit} t={t} look={stay.arrival} />
      </div>
      {unit.houseRules && (
        <>
          <h2 className={stay.rulesHeading}>
            <ScrollText aria-hidden="true" className="size-5 text-(--accent)" />
            {t.unit.houseRules}
          </h2>
          <p className={stay.rules}>{unit.houseRules}</p>
        </>
      )}
      <div className={stay.action}>
        <EnquireButton {...props} look={unitLook(props.theme)} />
      </div>
    </div>
  );
}

/** The unit's own photos. */
function UnitPhotos({ unit, data, t, theme }: UnitPageProps) {
  const look = unitLook(theme);
  const { photos } = look;
  const count = unit.photos.length;
  return (
    <section aria-labelledby="photos-heading" className={photos.section}>
      {look.heading("photos", { id: "photos-heading", title: t.unit.photos, unit, site: data.site })}
      <ul className={typeof photos.list === "function" ? photos.list(count) : photos.list}>
        {unit.photos.map((photo, i) => (
          <li key={photo.id} className={photos.item?.(i, count)}>
            {photos.photo(photo, i, count)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The unit's facilities in their groups. */
function FacilitiesSection({ unit, data, t, theme, look }: UnitPageProps & { look: UnitFacilitiesLook }) {
  return (
    <section aria-labelledby="facilities-heading" className={look.section}>
      {unitLook(theme).heading("facilities", {
        id: "facilities-heading",
        title: t.unit.facilities,
        unit,
        site: data.site,
      })}
      <div className={look.body ?? "mt-10"}>
        <FacilityGroups unit={unit} t={t} look={look.groups} headingLevel={3} />
      </div>
    </section>
  );
}

/** The site's other places to stay; nothing on a site with one. */
function OtherUnits({ unit, data, t, theme }: UnitPageProps) {
  const look = unitLook(theme);
  const others = data.site.units.filter((u) => u.id !== unit.id);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="others-heading" className={look.others.section}>
      {look.others.before}
      {look.heading("others", { id: "others-heading", title: t.unit.others, unit, site: data.site })}
      <div className={look.others.body ?? "mt-12"}>{look.cards(others, t)}</div>
    </section>
  );
}

/** One place to stay: its introduction, its story and stay, its photos and facilities, the other places. */
export function UnitPage(props: KitPageProps) {
  const unit = props.data.unit;
  if (!unit) return null;
  const page = { ...props, unit };
  const photos = unit.photos.length > 0 ? <UnitPhotos {...page} /> : null;
  const look = unitLook(props.theme);
  const facilities =
    typeof look.facilities === "function" ? (
      look.facilities(page)
    ) : unit.facilities.length > 0 ? (
      <FacilitiesSection {...page} look={look.facilities} />
    ) : null;
  const details = look.details;
  return (
    <>
      <UnitIntro {...page} />
      <UnitStory {...page} />
      {details ? (
        details({ photos, facilities })
      ) : (
        <>
          {photos}
          {facilities}
        </>
      )}
      <OtherUnits {...page} />
    </>
  );
}
