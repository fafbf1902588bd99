import { todayIn } from "../../../../modules/dates/stay-date.ts";
import { guestsCsv } from "../../../../modules/guests/guests-csv.ts";
import { services } from "../../../context.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import type { Route } from "./+types/export";

/**
 * GET /dashboard/guests/export.csv: the owner's whole guest book as a spreadsheet file,
 * headers in their language. Only ever their own site's: it comes from the session.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const csv = await guestsCsv(services(context).db, site.id, user.lang);
  const day = todayIn("Europe/Amsterdam", new Date());
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="guests-${site.subdomain}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
