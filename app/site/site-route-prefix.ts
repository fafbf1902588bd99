/**
 * Owner-site and theme-demo pages reach the router under this prefix: the server puts it
 * before the path the visitor asked for (server/app.ts), the route table sends it to the
 * site route (app/routes.ts), and the site's loader takes it off again
 * (load-site-page.server.ts). The host, not the path, says which site.
 */
export const SITE_ROUTE_PREFIX = "/__site";
