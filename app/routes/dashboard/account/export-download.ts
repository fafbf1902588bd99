import { archiveStream } from "../../../../modules/account-export/chunked-archive.ts";
import { downloadableExport } from "../../../../modules/account-export/export-requests.ts";
import { services } from "../../../context.ts";
import { notFound } from "../../../lib/refusals.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import type { Route } from "./+types/export-download";

/**
 * GET /dashboard/account/exports/:id: the owner's data archive, streamed part by part from
 * storage. Only for the signed-in owner who asked for it and only until it expires: anyone
 * else's id, an expired or unknown one, is a 404 (never a 403, which would confirm it exists).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requireOwner(request, context, "optional");
  const app = services(context);
  const archive = await downloadableExport(app.db, user.id, params.id);
  if (!archive?.storageKey) notFound();
  const day = (archive.finishedAt ?? archive.requestedAt).toISOString().slice(0, 10);
  return new Response(archiveStream(app.storage, archive.storageKey, archive.parts), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(archive.sizeBytes ?? 0),
      "Content-Disposition": `attachment; filename="vayvista-${day}.zip"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
