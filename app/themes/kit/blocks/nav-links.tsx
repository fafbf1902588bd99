import type { ThemePageProps } from "../page-data.ts";

/**
 * The site's pages as a list of links, the current one marked (aria-current). A unit's page
 * or a post counts as its section's: the home (units) and the blog. With `numberClassName`
 * each page is numbered like a floor plan ("01", "02", …), a number screen readers skip.
 */
export function NavLinks({
  data,
  t,
  className,
  linkClassName,
  numberClassName,
}: ThemePageProps & { className?: string; linkClassName?: string; numberClassName?: string }) {
  const current = data.page === "unit" ? "home" : data.page === "blogPost" ? "blog" : data.page;
  return (
    <ul className={className}>
      {data.site.nav.map((link, i) => (
        <li key={link.page}>
          <a href={link.path} aria-current={link.page === current ? "page" : undefined} className={linkClassName}>
            {numberClassName && (
              <span aria-hidden="true" className={numberClassName}>
                {String(i + 1).padStart(2, "0")}
              </span>
            )}
            {t.nav[link.page]}
          </a>
        </li>
      ))}
    </ul>
  );
}
