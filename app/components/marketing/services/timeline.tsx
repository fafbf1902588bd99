/** Numbered steps down a vertical line: for processes with more steps than fit side by side. */
export function Timeline({ items, stepLabel }: { items: { title: string; body: string }[]; stepLabel: string }) {
  return (
    <ol className="space-y-8">
      {items.map((step, index) => (
        <li
          key={step.title}
          className="relative flex gap-5 after:absolute after:top-10 after:-bottom-8 after:left-[1.1875rem] after:w-0.5 after:bg-pine-200 last:after:hidden"
        >
          <span
            aria-hidden="true"
            className="relative z-10 flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-pine-700 font-display text-lg font-semibold text-white ring-4 ring-white"
          >
            {index + 1}
          </span>
          <div className="pt-1.5">
            <h3 className="text-lg font-semibold text-pine-950">
              <span className="sr-only">
                {stepLabel} {index + 1}:{" "}
              </span>
              {step.title}
            </h3>
            <p className="mt-1.5 leading-relaxed text-slate-600">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
