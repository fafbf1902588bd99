import { exportAccountData } from "../../../../modules/accounts/export-account-data.ts";
import { services } from "../../../context.ts";
import type { Route } from "./+types/export";

/**
 * GET /dashboard/account/export: the signed-in person's data as a JSON download. Only
 * ever their own: the id comes from the session, never from the request.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, accounts } = services(context);
  const { user } = await accounts.requireUser(request);
  const exported = await exportAccountData(db, user.id);
  if (!exported) throw new Response(null, { status: 404 });
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
