import { PiggyBank } from "lucide-react";
import type { ComparisonRow } from "./commission-comparison.ts";

/** Commission per year next to VayVista's fixed cost, as a real table that scrolls on phones. */
export function CostComparisonTable({
  caption,
  headers,
  rows,
  breakEven,
  note,
}: {
  caption: string;
  headers: { revenue: string; commission: string; vayvistaYearOne: string; vayvistaLater: string };
  rows: ComparisonRow[];
  breakEven: string;
  note: string;
}) {
  return (
    <div data-testid="cost-comparison">
      <div className="overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-pine-100">
        <table className="w-full min-w-[36rem] text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-pine-50 text-sm text-pine-900">
            <tr>
              <th scope="col" className="px-5 py-4 font-semibold">
                {headers.revenue}
              </th>
              <th scope="col" className="px-5 py-4 font-semibold">
                {headers.commission}
              </th>
              <th scope="col" className="px-5 py-4 font-semibold">
                {headers.vayvistaYearOne}
              </th>
              <th scope="col" className="px-5 py-4 font-semibold">
                {headers.vayvistaLater}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.revenue}>
                <th scope="row" className="px-5 py-4 font-semibold text-pine-950">
                  {row.revenue}
                </th>
                <td className="px-5 py-4 font-semibold text-coral-700">{row.commission}</td>
                <td className="px-5 py-4 font-semibold text-pine-700">{row.yearOne}</td>
                <td className="px-5 py-4 font-semibold text-pine-700">{row.later}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-6 flex gap-3 rounded-2xl bg-pine-50 p-5 text-lg font-medium text-pine-950">
        <PiggyBank aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-pine-700" />
        <span>{breakEven}</span>
      </p>
      <p className="mt-4 text-sm text-slate-600">{note}</p>
    </div>
  );
}
