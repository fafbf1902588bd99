import { exportAccountData } from "../../../../modules/accounts/export-account-data.ts";
import { services } from "../../../context.ts";
import { notFound } from "../../../lib/refusals.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import type { Route } from "./+types/export";

/**
 * GET /dashboard/account/export: the signed-in person's data as a JSON download. Only
 * ever their own: the id comes from the session, never from the request.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireOwner(request, context, "optional");
  const exported = await exportAccountData(services(context).db, user.id);
  if (!exported) notFound();
  const day = exported.exportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="vayvista-data-${day}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
