import { ChevronDown } from "lucide-react";
import type { FaqGroup } from "../../../../content/faq/types.ts";
import { InlineText } from "../legal/inline-text.tsx";

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

/**
 * The questions, grouped under h2s. Each question is a native disclosure (<details>):
 * it opens with Enter or Space, works before and without JavaScript, and the answers
 * are in the HTML for search engines and the browser's find-in-page.
 */
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
          <div className="mt-6 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
            {group.items.map((item) => (
              <details key={item.id} id={item.id} className="group scroll-mt-24">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-4 hover:bg-sand-50 md:px-6 md:py-5 [&::-webkit-details-marker]:hidden">
                  <h3 className="text-base font-semibold text-pine-950 md:text-lg">{item.question}</h3>
                  <ChevronDown
                    aria-hidden="true"
                    className="mt-0.5 h-5 w-5 shrink-0 text-pine-700 transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="space-y-3 px-5 pb-5 leading-relaxed text-slate-700 md:px-6 md:pb-6">
                  {item.answer.map((paragraph) => (
                    <p key={paragraph}>
                      <InlineText text={paragraph} />
                    </p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
