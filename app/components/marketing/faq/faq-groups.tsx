import type { FaqGroup } from "../../../../content/faq/types.ts";
import { QuestionList } from "./question-list.tsx";

/** Links to each group of questions, under the page hero. */
export function FaqTopics({ groups, label }: { groups: readonly FaqGroup[]; label: string }) {
  return (
    <nav aria-label={label} className="mx-auto max-w-3xl">
      <ul className="flex flex-wrap justify-center gap-2">
        {groups.map((group) => (
          <li key={group.id}>
            <a
              href={`#${group.id}`}
              className="block rounded-full bg-white px-4 py-2 text-sm font-medium text-pine-900 ring-1 ring-pine-200 transition-colors hover:bg-pine-50 hover:ring-pine-400"
            >
              {group.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The questions, grouped under h2s, each group a QuestionList (native disclosures). */
export function FaqGroups({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-14">
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="scroll-mt-24">
          <h2
            id={`${group.id}-heading`}
            className="font-display text-2xl leading-snug font-semibold text-pine-950 md:text-3xl"
          >
            {group.title}
          </h2>
          <QuestionList items={group.items} className="mt-6" />
        </section>
      ))}
    </div>
  );
}
