import type { ThemePageProps } from "../page-data.ts";

/**
 * The site's pages as a list of links, the current one marked (aria-current). A unit's page
 * or a post counts as its section's: the home (units) and the blog.
 */
export function NavLinks({
  data,
  t,
  className,
  linkClassName,
}: ThemePageProps & { className?: string; linkClassName?: string }) {
  const current = data.page === "unit" ? "home" : data.page === "blogPost" ? "blog" : data.page;
  return (
    <ul className={className}>
      {data.site.nav.map((link) => (
        <li key={link.page}>
          <a href={link.path} aria-current={link.page === current ? "page" : undefined} className={linkClassName}>
            {t.nav[link.page]}
          </a>
        </li>
      ))}
    </ul>
  );
}
