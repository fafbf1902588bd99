import { CalendarCheck, Check, LifeBuoy, MonitorSmartphone } from "lucide-react";
import { CheckList } from "../check-list.tsx";
import { IconTile } from "../icon-tile.tsx";

const groupIcons = [MonitorSmartphone, CalendarCheck, LifeBuoy];

/** Everything the plan includes, in groups of three columns on wide screens. */
export function IncludedList({ groups }: { groups: { title: string; items: string[] }[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-3" data-testid="pricing-included">
      {groups.map((group, i) => {
        return (
          <div key={group.title} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-pine-100 md:p-8">
            <IconTile icon={groupIcons[i % groupIcons.length] ?? Check} />
            <h3 className="mt-4 font-display text-xl font-semibold text-pine-950">{group.title}</h3>
            <CheckList className="mt-4 space-y-3" items={group.items} />
          </div>
        );
      })}
    </div>
  );
}
