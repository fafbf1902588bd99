import type { HomeContent } from "../../../../content/home/types.ts";
import { HeadedSection } from "../headed-section.tsx";

/** Facts from the plan and the product, never invented customer numbers. */
export function HomeStatistics({ content }: { content: HomeContent["statistics"] }) {
  return (
    <div data-testid="statistics">
      <HeadedSection id="statistics-title" tone="pine" heading={content}>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3">
          {content.items.map((item) => (
            <div
              key={item.label}
              className="flex flex-col-reverse justify-end border-t border-pine-700 pt-6 text-center"
            >
              <dt className="mx-auto mt-2 max-w-[16rem] text-pine-100">{item.label}</dt>
              <dd className="font-display text-4xl font-semibold text-white md:text-5xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </HeadedSection>
    </div>
  );
}
