import type { UnitView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";
import { FacilityIcon } from "../facility-icon.tsx";

export type FacilityLook = {
  grid: string;
  group: string;
  heading: string;
  list: string;
  item: string;
  icon: string;
  /** The groups as a list of cards (ul/li) rather than blocks (div). */
  cards?: boolean;
  /** The badge each facility's icon sits in, the word beside it. */
  bubble?: string;
};

/**
 * A unit's facilities in their groups (kitchen, bathroom, outdoors…), each with its icon; the
 * first `limit` groups only where given (a teaser). Plain headed blocks, not labelled regions:
 * a page with several units would hold several regions called "Kitchen".
 */
export function FacilityGroups({
  unit,
  t,
  look,
  headingLevel = 3,
  limit,
}: {
  unit: UnitView;
  t: ThemeStrings;
  look: FacilityLook;
  headingLevel?: 2 | 3;
  limit?: number;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [Grid, Group] = look.cards ? (["ul", "li"] as const) : (["div", "div"] as const);
  return (
    <Grid className={look.grid}>
      {unit.facilities.slice(0, limit).map(({ group, facilities }) => (
        <Group key={group} className={look.group}>
          <Heading className={look.heading}>{t.facilityGroups[group]}</Heading>
          <ul className={look.list}>
            {facilities.map((facility) => (
              <li key={facility} className={look.item}>
                {look.bubble ? (
                  <>
                    <span className={look.bubble}>
                      <FacilityIcon facility={facility} className={look.icon} />
                    </span>
                    {t.facilities[facility]}
                  </>
                ) : (
                  <>
                    <FacilityIcon facility={facility} className={look.icon} />
                    <span>{t.facilities[facility]}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </Group>
      ))}
    </Grid>
  );
}
