import { ChevronDown } from "lucide-react";

/**
 * Questions and answers as native disclosure widgets: every answer is in the HTML (for
 * search engines and without JavaScript), and the questions are h3s under the section's h2.
 */
export function FaqList({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {items.map((item) => (
        <details key={item.question} className="group px-5 md:px-7">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base font-semibold text-pine-950 md:text-lg">{item.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="h-5 w-5 shrink-0 text-pine-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-6 leading-relaxed text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
