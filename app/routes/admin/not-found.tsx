import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { matchesTranslator } from "../../i18n/use-i18n.tsx";
import { notFound } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/not-found";

/**
 * Every /admin/... address no page answers: a 404 inside the admin frame, in the admin's
 * language. Below the layout, so anyone who is not an admin gets the layout's refusal
 * first and learns nothing about which addresses exist.
 */
export function loader(): never {
  notFound();
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matchesTranslator(matches)?.("admin.errorPage.notFoundTitle"));

/** The loader always refuses, so the boundary is the page. */
export default function AdminNotFound() {
  return null;
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
