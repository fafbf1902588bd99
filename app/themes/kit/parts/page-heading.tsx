import type { PageHeadingLook, PageHeadingProps } from "../theme.ts";

/** The words every page but the home page opens with: a small line, its title, an introduction. */
export function PageHeading({ look, label, title, intro }: PageHeadingProps & { look: PageHeadingLook }) {
  return (
    <div className={look.wrap}>
      {label && <p className={look.label}>{label}</p>}
      <h1 className={look.title}>{title}</h1>
      {intro && <p className={look.intro}>{intro}</p>}
    </div>
  );
}
