import type { Database } from "../../db/client.ts";
import type { SenderResolver } from "../messaging/send-as.ts";
import { guardOwnServer } from "./own-server-destination.ts";
import { OwnSmtpUnreadableError, resolveSendAs } from "./resolve-send-as.ts";

/**
 * The outbox's sender for a site's emails (ADR 0025): the site's identity as it is now, an
 * owner's own mail server only at a public address. `allowHosts`: FETCH_ALLOW_HOSTS.
 */
export function siteSender(db: Database, secretsKey: Buffer, allowHosts: readonly string[]): SenderResolver {
  return async (siteId, platform) => {
    try {
      return guardOwnServer(await resolveSendAs(db, siteId, platform, secretsKey), allowHosts);
    } catch (error) {
      if (!(error instanceof OwnSmtpUnreadableError)) throw error;
      return { error: error.message, final: false };
    }
  };
}
