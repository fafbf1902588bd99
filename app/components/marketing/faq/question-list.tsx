import { ChevronDown } from "lucide-react";
import type { QuestionAnswer } from "../../../../content/faq/types.ts";
import { cn } from "../../ui/cn.ts";
import { InlineText } from "../legal/inline-text.tsx";
import { answerParagraphs } from "./answer-paragraphs.ts";

/**
 * Questions and answers, each a native disclosure (<details>): it opens with Enter or
 * Space, works before and without JavaScript, and the answers are in the HTML for search
 * engines and the browser's find-in-page. The questions are h3s under the section's h2.
 * The FAQ page, the service, pricing, custom-work and how-it-works pages all use this list.
 */
export function QuestionList({
  items,
  openFirst = false,
  className,
}: {
  items: readonly QuestionAnswer[];
  /** Show the first answer opened, as an example of what the list holds. */
  openFirst?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200",
        className,
      )}
    >
      {items.map((item, i) => (
        <details key={item.id ?? item.question} id={item.id} open={openFirst && i === 0} className="group scroll-mt-24">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-4 hover:bg-sand-50 md:px-6 md:py-5 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base font-semibold text-pine-950 md:text-lg">{item.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="mt-0.5 h-5 w-5 shrink-0 text-pine-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="space-y-3 px-5 pb-5 leading-relaxed text-slate-700 md:px-6 md:pb-6">
            {answerParagraphs(item.answer).map((paragraph) => (
              <p key={paragraph}>
                <InlineText text={paragraph} />
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
