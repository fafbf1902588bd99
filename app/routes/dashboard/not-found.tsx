import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { notFound } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/not-found";

/**
 * Every /dashboard/... address no page answers: a 404 inside the dashboard's frame, in the
 * owner's language. Below the layout, so a signed-out visitor is sent to sign in first, as
 * for any dashboard page, and learns nothing about which addresses exist.
 */
export function loader(): never {
  notFound();
}

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(matches, (t) => t("dashboard.errors.notFoundTitle"));

/** The loader always refuses, so the boundary is the page. */
export default function DashboardNotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
