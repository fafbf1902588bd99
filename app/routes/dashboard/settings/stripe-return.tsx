import { DashboardErrorContent } from "../../../components/dashboard/error-content.tsx";
import type { Route } from "./+types/stripe-return";
import { stripeReturn } from "./provider-returns.server.ts";

/** Back from Stripe's onboarding: the loader always sends the owner on (app/routes/dashboard/settings/provider-returns.server.ts). */
export const loader = (args: Route.LoaderArgs) => stripeReturn(args);

export default function StripeReturn() {
  return null;
}

/** A refusal (404, or 403 for a Mollie return that is not this session's) in the dashboard's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
