import type { ReactNode } from "react";
import type { ThemePageProps } from "../page-data.ts";
import { RichText } from "../rich-text.tsx";
import type { KitPageProps } from "../theme.ts";

/** The about page: the hosts' story (or the site's introduction) beside the hosts themselves. */
export type AboutPageLook = {
  /** Drawn between the heading and the story (a portrait set above it). */
  before?: (props: ThemePageProps) => ReactNode;
  /** The story and the aside side by side; the story alone where left out. */
  grid?: string;
  text: string;
  prose: string;
  /** The site's introduction where the hosts wrote no story: a paragraph's classes, or drawn. */
  plain: string | ((intro: string) => ReactNode);
  after?: (props: ThemePageProps) => ReactNode;
  /** The hosts, beside the story (before it in the document where `first`). */
  aside?: { className: string; first?: boolean; labelled?: boolean; content: (props: ThemePageProps) => ReactNode };
};

export function AboutPage({ theme, ...props }: KitPageProps) {
  const { data, t } = props;
  const { about, intro } = data.site;
  const look = theme.look.about;
  const { PageHeading } = theme;
  const text = (
    <div className={look.text}>
      {about.story ? (
        <RichText doc={about.story} className={look.prose} />
      ) : typeof look.plain === "string" ? (
        <p className={look.plain}>{intro}</p>
      ) : (
        look.plain(intro)
      )}
      {look.after?.(props)}
    </div>
  );
  const { aside } = look;
  const hosts = aside && (
    <aside aria-label={aside.labelled ? t.about.hosts : undefined} className={aside.className}>
      {aside.content(props)}
    </aside>
  );
  return (
    <>
      <PageHeading {...props} label={t.nav.about} title={about.title || t.nav.about} />
      {look.before?.(props)}
      {look.grid ? (
        <div className={look.grid}>
          {aside?.first && hosts}
          {text}
          {!aside?.first && hosts}
        </div>
      ) : (
        text
      )}
    </>
  );
}
