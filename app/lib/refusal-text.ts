import { isRouteErrorResponse } from "react-router";

/**
 * A refusal that carries its own words, in the visitor's language (a form too large for its
 * action: app/lib/too-large.server.ts). Error pages show them instead of their generic text,
 * so no page has to ship them.
 */
export type RefusalText = { reason: "too-large"; lang: string; title: string; message: string };

/** The refusal's own title and message, when the error carries them. */
export function refusalText(error: unknown): { status: number; title: string; message: string } | null {
  if (!isRouteErrorResponse(error)) return null;
  const body = error.data as Partial<RefusalText> | null;
  if (typeof body?.title !== "string" || typeof body.message !== "string") return null;
  return { status: error.status, title: body.title, message: body.message };
}
