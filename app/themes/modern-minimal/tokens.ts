/** Modern minimal: white space, one typeface, hairlines, square photos, a single accent. */
export const mm = {
  container: "mx-auto w-full max-w-6xl px-5 md:px-10",
  label: "text-xs font-medium tracking-[0.22em] text-neutral-600 uppercase",
  h1: "font-(family-name:--font-heading) text-4xl font-semibold tracking-tight text-neutral-950 md:text-6xl",
  h2: "font-(family-name:--font-heading) text-2xl font-semibold tracking-tight text-neutral-950 md:text-4xl",
  h3: "font-(family-name:--font-heading) text-lg font-semibold text-neutral-950",
  body: "text-base leading-relaxed text-neutral-700 md:text-lg",
  button:
    "inline-flex items-center justify-center bg-(--accent) px-7 py-3.5 text-sm font-semibold tracking-wide text-white transition-opacity hover:opacity-90",
  link: "font-medium text-(--accent) underline decoration-1 underline-offset-4 hover:decoration-2",
  prose:
    "max-w-prose text-base leading-relaxed text-neutral-700 md:text-lg [&_a]:text-(--accent) [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-neutral-300 [&_blockquote]:pl-5 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:font-(family-name:--font-heading) [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-neutral-950 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-neutral-950 [&_hr]:my-10 [&_hr]:border-neutral-200 [&_li]:mt-2 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6",
  rule: "border-t border-neutral-200",
};
