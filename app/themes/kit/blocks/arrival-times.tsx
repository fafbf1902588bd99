import { LogIn, LogOut } from "lucide-react";
import type { UnitView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";

/** The list's ink; each time beside its icon in the accent unless the theme sets them otherwise. */
export type ArrivalLook = { list: string; item?: string; icon?: string };

/** When guests arrive and leave, each time beside its icon. */
export function ArrivalTimes({ unit, t, look }: { unit: UnitView; t: ThemeStrings; look: ArrivalLook }) {
  const item = look.item ?? "flex items-center gap-3";
  const icon = look.icon ?? "size-5 shrink-0 text-(--accent)";
  return (
    <ul className={look.list}>
      <li className={item}>
        <LogIn aria-hidden="true" className={icon} />
        {t.unit.checkIn(unit.checkInFrom, unit.checkInUntil)}
      </li>
      <li className={item}>
        <LogOut aria-hidden="true" className={icon} />
        {t.unit.checkOut(unit.checkOutUntil)}
      </li>
    </ul>
  );
}
