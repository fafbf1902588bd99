import { DashboardErrorContent } from "../../../components/dashboard/error-content.tsx";
import type { Route } from "./+types/stripe-refresh";
import { stripeRefresh } from "./provider-returns.server.ts";

/** A new Stripe onboarding link: the loader always sends the owner on (app/routes/dashboard/settings/provider-returns.server.ts). */
export const loader = (args: Route.LoaderArgs) => stripeRefresh(args);

export default function StripeRefresh() {
  return null;
}

/** A refusal (404, or 403 for a Mollie return that is not this session's) in the dashboard's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
