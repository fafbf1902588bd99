import { CalendarCheck, Check, LifeBuoy, MonitorSmartphone } from "lucide-react";

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
            <ul className="mt-4 space-y-3">
              {group.items.map((item) => (
                <li key={item} className="flex gap-3 text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-pine-600" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
