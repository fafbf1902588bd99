import type { ReactNode } from "react";
import { SOCIAL_NETWORK_NAMES } from "../../../../modules/site-content/content-choices.ts";
import type { ThemePageProps } from "../page-data.ts";

/** The owner's pages on social networks, each named; `after` follows each name (an arrow). */
export function SocialLinks({
  data,
  className,
  linkClassName,
  after,
}: ThemePageProps & { className: string; linkClassName: string; after?: ReactNode }) {
  return (
    <ul className={className}>
      {data.site.social.map((s) => (
        <li key={s.network}>
          <a href={s.url} rel="noopener noreferrer me" className={linkClassName}>
            {SOCIAL_NETWORK_NAMES[s.network]}
            {after}
          </a>
        </li>
      ))}
    </ul>
  );
}
