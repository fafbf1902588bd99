import { services } from "../../../context.ts";
import { invoicePdfResponse } from "../../../lib/invoice-pdf-response.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import type { Route } from "./+types/invoice-pdf";

/** GET /dashboard/account/invoices/{number}.pdf: one of the signed-in owner's own invoices. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requireOwner(request, context, "optional");
  return invoicePdfResponse(services(context), params.file, user.id);
}
