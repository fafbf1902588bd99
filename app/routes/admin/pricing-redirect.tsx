import { redirect } from "react-router";
import type { Route } from "./+types/pricing-redirect";
import { requireAdminSession } from "./access.server.ts";

/** /admin/pricing is the name people guess; the plan editor lives at /admin/plan. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSession(request, context);
  return redirect("/admin/plan", 302);
}
