import { ArrowUpRight } from "lucide-react";
import type { ThemePageProps } from "../kit/page-data.ts";
import type { HeaderLook } from "../kit/parts/header.tsx";
import { uh } from "./tokens.ts";

/** The languages as small boxes in mono, the current one filled (header and footer). */
export const langLink =
  "inline-block min-w-8 border border-white/25 px-1.5 py-1 text-center font-(family-name:--font-mono) text-xs text-[#f2efe8] hover:border-(--accent) aria-[current=true]:border-(--accent) aria-[current=true]:bg-(--accent) aria-[current=true]:text-[#0e0e0e]";

/** The call to book on a line of its own, after the phone menu and the about page. */
export function BookLine({ data, t, className }: ThemePageProps & { className: string }) {
  return (
    <p className={className}>
      <a href={data.site.paths.book} className={uh.button}>
        {t.home.checkAvailability}
        <ArrowUpRight aria-hidden="true" className="size-4" />
      </a>
    </p>
  );
}

/** A black bar under a hairline: the name in capitals, the pages numbered like a floor plan in mono. */
export const headerLook: HeaderLook = {
  header: `border-b ${uh.line}`,
  bar: `${uh.container} flex min-h-16 items-center justify-between gap-6 py-3 md:min-h-20`,
  name: "font-(family-name:--font-heading) text-lg leading-none font-bold tracking-[-0.02em] uppercase md:text-xl lg:max-w-[11rem] xl:max-w-none",
  menu: {
    list: "flex items-center",
    link: "group flex items-baseline gap-1.5 px-2 py-2 whitespace-nowrap font-(family-name:--font-mono) text-xs tracking-[0.06em] text-[#f2efe8] uppercase hover:text-(--accent) aria-[current=page]:bg-(--accent) aria-[current=page]:text-[#0e0e0e] xl:tracking-[0.12em]",
    number: "hidden text-[0.625rem] text-(--accent) group-aria-[current=page]:text-[#0e0e0e] xl:inline",
  },
  end: "flex items-center gap-4",
  languages: { list: "hidden sm:block [&_ul]:flex-nowrap [&_ul]:gap-x-1", link: langLink },
  phone: {
    button: "-mr-2 p-2 text-[#f2efe8] lg:hidden",
    panel:
      "m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto border-0 bg-[#0e0e0e] p-6 pt-20 text-[#f2efe8] backdrop:bg-black/70",
  },
  phoneMenu: {
    list: `border-t ${uh.line}`,
    link: `flex items-baseline gap-4 border-b ${uh.line} py-3 font-(family-name:--font-heading) text-3xl font-bold tracking-[-0.02em] uppercase aria-[current=page]:text-(--accent)`,
    number: "w-6 font-(family-name:--font-mono) text-xs font-normal tracking-normal text-(--accent)",
  },
  phoneLanguages: { list: "mt-8", link: langLink },
  PhoneEnd: (props) => <BookLine {...props} className="mt-10" />,
};
