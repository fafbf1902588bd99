import {
  CalendarCheck,
  CreditCard,
  LifeBuoy,
  type LucideIcon,
  MailCheck,
  MonitorSmartphone,
  RefreshCw,
  Search,
  ServerCog,
} from "lucide-react";
import { FEATURE_KEYS, type FeatureKey, type HomeContent } from "../../../../content/home/types.ts";
import { HeadedSection } from "../headed-section.tsx";

const ICONS: Record<FeatureKey, LucideIcon> = {
  website: MonitorSmartphone,
  booking: CalendarCheck,
  sync: RefreshCw,
  emails: MailCheck,
  payments: CreditCard,
  seo: Search,
  hosting: ServerCog,
  support: LifeBuoy,
};

export function HomeFeatures({ content }: { content: HomeContent["features"] }) {
  return (
    <div data-testid="features">
      <HeadedSection id="features-title" heading={content}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURE_KEYS.map((key) => {
            const Icon = ICONS[key];
            const item = content.items[key];
            return (
              <li
                key={key}
                className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md sm:block sm:p-6"
              >
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-pine-50 text-pine-700 ring-1 ring-pine-100">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="font-display text-lg leading-snug font-semibold text-pine-950 sm:mt-5">
                    {item.title}
                  </h3>
                  <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{item.body}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </HeadedSection>
    </div>
  );
}
