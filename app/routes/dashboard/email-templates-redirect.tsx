import { redirect } from "react-router";
import { MESSAGE_PATHS } from "../../components/dashboard/messages/message-paths.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";
import type { Route } from "./+types/email-templates-redirect";

/** /dashboard/email-templates is the short address; the page lives under the settings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, context, "site");
  const search = new URL(request.url).search;
  return redirect(`${MESSAGE_PATHS.templates}${search}`, 302);
}
