/**
 * The rich-text editor's measures, shared by the editor and the box shown while it loads,
 * so nothing moves when one replaces the other: a toolbar of 40 px buttons in one row (it scrolls sideways on a narrow phone) and an editing
 * area of a fixed height that scrolls.
 */
export const EDITOR_HEIGHTS = { md: "h-56", lg: "h-96" } as const;
export type EditorHeight = keyof typeof EDITOR_HEIGHTS;

export const TOOLBAR_CLASS =
  "flex h-12 flex-nowrap items-center gap-1 overflow-x-auto border-b border-slate-200 bg-slate-50 px-1.5";

/** The editing area, with the headings, lists and quotes styled as on a site. */
export const EDITOR_AREA_CLASS = [
  "min-h-full px-4 py-3 text-base text-ink outline-none whitespace-pre-wrap break-words",
  "[&_p]:my-2 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-1.5 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li_p]:my-0.5",
  "[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-pine-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_hr]:my-4 [&_hr]:border-slate-300 [&_a]:text-pine-800 [&_a]:underline [&_strong]:font-semibold",
].join(" ");
