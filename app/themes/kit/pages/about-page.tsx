import { RichText } from "../rich-text.tsx";
import type { KitPageProps } from "../theme.ts";

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
      {/* Without a title of the owner's the page's name is the title, and never also its small line. */}
      <PageHeading {...props} label={about.title ? t.nav.about : data.site.name} title={about.title || t.nav.about} />
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
