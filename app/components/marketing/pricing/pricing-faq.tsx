import { ChevronDown } from "lucide-react";

/**
 * Questions and answers as native disclosure widgets: keyboard and screen-reader friendly
 * without JavaScript, and every answer is in the HTML for search engines.
 */
export function PricingFaq({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-3xl bg-white ring-1 ring-slate-200">
      {items.map((item) => (
        <details key={item.question} className="group px-6 py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-pine-950 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="h-5 w-5 shrink-0 text-pine-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** schema.org FAQPage data for the same questions. */
export function faqJsonLd(items: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
