import type { ReactNode } from "react";
import type { ThemePageProps } from "../page-data.ts";

/** The owner's pages on social networks, each named; `after` follows each name (an arrow). */
export function SocialLinks({
  data,
  t,
  className,
  linkClassName,
  after,
}: ThemePageProps & { className: string; linkClassName: string; after?: ReactNode }) {
  return (
    <ul className={className}>
      {data.site.social.map((s) => (
        <li key={s.network}>
          <a href={s.url} rel="noopener noreferrer me" className={linkClassName}>
            {t.social[s.network]}
            {after}
          </a>
        </li>
      ))}
    </ul>
  );
}
