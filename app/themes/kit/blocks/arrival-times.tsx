import { LogIn, LogOut } from "lucide-react";
import type { UnitView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";

export type ArrivalLook = { list: string; item: string; icon: string };

/** When guests arrive and leave, each time beside its icon. */
export function ArrivalTimes({ unit, t, look }: { unit: UnitView; t: ThemeStrings; look: ArrivalLook }) {
  return (
    <ul className={look.list}>
      <li className={look.item}>
        <LogIn aria-hidden="true" className={look.icon} />
        {t.unit.checkIn(unit.checkInFrom, unit.checkInUntil)}
      </li>
      <li className={look.item}>
        <LogOut aria-hidden="true" className={look.icon} />
        {t.unit.checkOut(unit.checkOutUntil)}
      </li>
    </ul>
  );
}
