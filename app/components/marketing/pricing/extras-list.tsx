import { ArrowRight, Camera, Wrench } from "lucide-react";
import { Link } from "react-router";
import type { Lang } from "../../../../modules/i18n/languages.ts";
import { type PageId, pagePath } from "../../../../modules/i18n/route-table.ts";

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
        const Icon = icons[i % icons.length] ?? Wrench;
        return (
          <li key={item.title} className="flex flex-col rounded-3xl bg-white p-6 ring-1 ring-slate-200 md:p-8">
            <div className="flex items-start justify-between gap-4">
              <span className="flex h-11 w-11 items-center justify-center rounded-2xl bg-sand-100 text-pine-800">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <span className="rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-pine-900">
                {priceOnRequest}
              </span>
            </div>
            <h3 className="mt-4 font-display text-xl font-semibold text-pine-950">{item.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{item.body}</p>
            <Link
              to={pagePath(item.page, lang)}
              className="mt-4 inline-flex items-center gap-1.5 font-semibold text-pine-700 underline-offset-4 hover:underline"
            >
              {item.link}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
