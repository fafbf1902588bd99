import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { user, userSites } from "../../db/schema.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import { listAdminEmails } from "./list-admin-emails.ts";
import type { SupportMessage, SupportRequest, SupportThread } from "./support-views.ts";

/** An absolute link to a page of ours; `origin` is the public origin (PUBLIC_URL). */
function linkTo(origin: string, path: string): string {
  return new URL(path, origin).href;
}

async function findOwner(tx: Database, ownerId: string) {
  const [owner] = await tx
    .select({ id: user.id, name: user.name, email: user.email, lang: user.lang })
    .from(user)
    .where(eq(user.id, ownerId));
  if (!owner) throw new Error("support request without an owner");
  return owner;
}

/** "Villa Zon (villa-zon)", or empty when the owner had no site when asking. */
async function siteLabel(tx: Database, siteId: string | null): Promise<string> {
  if (!siteId) return "";
  const [site] = await tx
    .select({ siteName: userSites.siteName, subdomain: userSites.subdomain })
    .from(userSites)
    .where(eq(userSites.id, siteId));
  return site ? `${site.siteName} (${site.subdomain})` : "";
}

/** Emails every admin, each in their own language, about an owner's message in a request. */
async function queueAdminEmails(
  tx: Database,
  template: "support-request" | "support-follow-up",
  request: SupportRequest,
  message: string,
  origin: string,
): Promise<void> {
  const admins = await listAdminEmails(tx);
  if (admins.length === 0) return;
  const owner = await findOwner(tx, request.ownerId);
  const site = await siteLabel(tx, request.siteId);
  const url = linkTo(origin, `/admin/support/${request.id}`);
  for (const admin of admins) {
    await enqueueEmail(tx, {
      to: { address: admin.email, name: admin.name },
      lang: admin.lang,
      template,
      data: {
        name: admin.name,
        ownerName: owner.name,
        ownerEmail: owner.email,
        site,
        subject: request.subject,
        message,
        url,
      },
      userId: admin.id,
      siteId: request.siteId,
    });
  }
}

/**
 * Tells every admin that an owner opened a request: who, which site, the subject and the
 * first message, with a link to the thread in the admin area. Runs in the transaction
 * that stores the request.
 */
export async function queueSupportRequestEmails(tx: Database, thread: SupportThread, origin: string): Promise<void> {
  await queueAdminEmails(tx, "support-request", thread, thread.messages[0]?.body ?? "", origin);
}

/** Tells every admin that the owner wrote again in a request, with the new message. */
export async function queueSupportFollowUpEmails(
  tx: Database,
  request: SupportRequest,
  message: SupportMessage,
  origin: string,
): Promise<void> {
  await queueAdminEmails(tx, "support-follow-up", request, message.body, origin);
}

/** Sends the owner the team's answer in the owner's language, with a link to the conversation. */
export async function queueSupportReplyEmail(
  tx: Database,
  request: SupportRequest,
  reply: SupportMessage,
  origin: string,
): Promise<void> {
  const owner = await findOwner(tx, request.ownerId);
  await enqueueEmail(tx, {
    to: { address: owner.email, name: owner.name },
    lang: owner.lang,
    template: "support-reply",
    data: {
      name: owner.name,
      subject: request.subject,
      reply: reply.body,
      url: linkTo(origin, `/dashboard/support/${request.id}`),
    },
    userId: owner.id,
    siteId: request.siteId,
  });
}
