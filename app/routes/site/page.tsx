import { data, isRouteErrorResponse } from "react-router";
import type { RouteHandle } from "../../lib/hydration.ts";
import { submitBooking } from "../../site/book-action.server.ts";
import { submitEnquiry } from "../../site/contact-action.server.ts";
import { loadSitePage } from "../../site/load-site-page.server.ts";
import { cancelMyBooking, MY_BOOKING_HEADERS } from "../../site/my-booking.server.ts";
import { siteMeta } from "../../site/site-meta.ts";
import { SiteErrorPage, ThemePage } from "../../site/theme-page.tsx";
import type { SitePageData } from "../../themes/kit/page-data.ts";
import { themeStrings } from "../../themes/strings/index.ts";
import type { Route } from "./+types/page";

/**
 * Every page of an owner's site and of a theme's demo, whatever the host (server/app.ts
 * routes them here under /__site): complete as HTML, not hydrated, with one small script
 * (docs/decisions/0013).
 */
export const handle: RouteHandle = { hydrate: false, surface: "site" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadSitePage(request, context);
  // A guest's own booking page is theirs alone: never kept by a browser or a proxy.
  return page.page === "myBooking" ? data(page, { headers: MY_BOOKING_HEADERS }) : page;
}

/** A refusal thrown while reading the form: too much was sent (413). */
function isTooLarge(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "init" in error &&
    (error as { init?: ResponseInit }).init?.status === 413
  );
}

/** Answers to a form are the visitor's own: never kept by a browser or a proxy. */
const OWN_ANSWER = { "Cache-Control": "no-store" };

export async function action({ request, context }: Route.ActionArgs) {
  const page = await loadSitePage(request, context);
  if (page.page === "myBooking") return cancelMyBooking(request, context, page);
  if (page.page === "book") {
    try {
      const { state, status } = await submitBooking(request, context, page);
      return data<SitePageData>({ ...page, booking: state }, { status, headers: OWN_ANSWER });
    } catch (error) {
      if (!isTooLarge(error) || !page.booking) throw error;
      const formError = themeStrings(page.site.lang).booking.refusals.payload_too_large;
      return data<SitePageData>({ ...page, booking: { ...page.booking, formError } }, { status: 413 });
    }
  }
  if (page.page !== "contact") throw data(page, { status: 405 });
  try {
    const { state, status } = await submitEnquiry(request, context, page);
    return data<SitePageData>({ ...page, contact: state }, { status });
  } catch (error) {
    if (!isTooLarge(error)) throw error;
    // Answered in the site's own page and language; nothing was read past the limit.
    const formError = themeStrings(page.site.lang).contact.errors.tooLarge;
    return data<SitePageData>(
      { ...page, contact: { values: {}, errors: {}, formError, sent: false } },
      { status: 413 },
    );
  }
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  const fromError = isRouteErrorResponse(error) ? (error.data as SitePageData | null) : null;
  return siteMeta(loaderData ?? fromError ?? undefined);
};

export default function SitePage({ loaderData, actionData }: Route.ComponentProps) {
  return <ThemePage data={actionData ?? loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SiteErrorPage error={error} />;
}
