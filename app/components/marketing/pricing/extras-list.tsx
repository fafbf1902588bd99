import { Camera, Wrench } from "lucide-react";
import type { Lang } from "../../../../modules/i18n/languages.ts";
import { type PageId, pagePath } from "../../../../modules/i18n/route-table.ts";
import { ArrowLink } from "../arrow-link.tsx";
import { IconTile } from "../icon-tile.tsx";

const icons = [Camera, Wrench];

/** Optional services outside the plan, each priced on request. */
export function ExtrasList({
  lang,
  items,
  priceOnRequest,
}: {
  lang: Lang;
  items: { title: string; body: string; page: PageId; link: string }[];
  priceOnRequest: string;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item, i) => {
        return (
          <li key={item.title} className="flex flex-col rounded-3xl bg-white p-6 ring-1 ring-slate-200 md:p-8">
            <div className="flex items-start justify-between gap-4">
              <IconTile icon={icons[i % icons.length] ?? Wrench} tone="sand" />
              <span className="rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-pine-900">
                {priceOnRequest}
              </span>
            </div>
            <h3 className="mt-4 font-display text-xl font-semibold text-pine-950">{item.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{item.body}</p>
            <ArrowLink to={pagePath(item.page, lang)} className="mt-4">
              {item.link}
            </ArrowLink>
          </li>
        );
      })}
    </ul>
  );
}
