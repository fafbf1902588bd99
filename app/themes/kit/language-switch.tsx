import { LanguageList } from "./blocks/language-list.tsx";
import type { ThemePageProps } from "./page-data.ts";

/**
 * Links to this page in the site's other languages, each named in its own language. Renders
 * nothing for a site in one language. A page has one language navigation; a second copy
 * (in the footer) is a plain labelled group (`landmark={false}`), so landmarks stay unique.
 */
export function LanguageSwitch({
  data,
  t,
  className,
  linkClassName,
  landmark = true,
}: ThemePageProps & { className?: string; linkClassName?: string; landmark?: boolean }) {
  if (data.alternates.length < 2) return null;
  const Wrapper = landmark ? "nav" : "div";
  return (
    <Wrapper aria-label={t.nav.language} className={className} role={landmark ? undefined : "group"}>
      <LanguageList data={data} className="flex flex-wrap items-center gap-x-3 gap-y-1" linkClassName={linkClassName} />
    </Wrapper>
  );
}
