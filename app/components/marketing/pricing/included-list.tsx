import { CalendarCheck, Check, LifeBuoy, MonitorSmartphone } from "lucide-react";
import { CheckList } from "../check-list.tsx";

const groupIcons = [MonitorSmartphone, CalendarCheck, LifeBuoy];

/** Everything the plan includes, in groups of three columns on wide screens. */
export function IncludedList({ groups }: { groups: { title: string; items: string[] }[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-3" data-testid="pricing-included">
      {groups.map((group, i) => {
        const Icon = groupIcons[i % groupIcons.length] ?? Check;
        return (
          <div key={group.title} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-pine-100 md:p-8">
            <span className="flex h-11 w-11 items-center justify-center rounded-2xl bg-pine-50 text-pine-700">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <h3 className="mt-4 font-display text-xl font-semibold text-pine-950">{group.title}</h3>
            <CheckList className="mt-4 space-y-3" items={group.items} />
          </div>
        );
      })}
    </div>
  );
}
