import { invoicePdfResponse } from "../../lib/invoice-pdf-response.server.ts";
import type { Route } from "./+types/invoice-pdf";
import { adminRequest } from "./access.server.ts";

/** GET /admin/invoices/{number}.pdf: any owner's invoice or credit note, for admins only. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await adminRequest(request, context);
  return invoicePdfResponse(admin, params.file, null);
}
