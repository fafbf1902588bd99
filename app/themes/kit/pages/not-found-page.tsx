import type { KitPageProps } from "../theme.ts";

/** A page that does not exist (404): the words, and the way home. */
export function NotFoundPage({ theme, ...props }: KitPageProps) {
  const { data, t } = props;
  const look = theme.look.notFound;
  const words = (
    <>
      <h1 className={look.title}>{t.notFound.title}</h1>
      {look.afterTitle}
      <p className={look.body}>{t.notFound.body}</p>
      <p className={look.action}>
        <a href={data.site.paths.home} className={look.button}>
          {t.notFound.home}
          {look.buttonIcon}
        </a>
      </p>
    </>
  );
  const content = (
    <>
      {look.before}
      <p aria-hidden={look.codeHidden ? "true" : undefined} className={look.code}>
        404
      </p>
      {look.afterCode}
      {look.words ? <div className={look.words}>{words}</div> : words}
    </>
  );
  return (
    <>
      <div className={look.wrap}>{look.panel ? <div className={look.panel}>{content}</div> : content}</div>
      {look.after}
    </>
  );
}
