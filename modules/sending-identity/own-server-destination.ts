import type { SendAs } from "../messaging/send-as.ts";
import { publicSmtpDestination, SmtpDestinationRefused } from "../net/smtp-destination.ts";

/**
 * An owner's own mail server is connected to only at a public address (never this machine or
 * our network), the one its name had when looked up here. The platform's server, set by an
 * admin, is left as it is. `final`: the address is refused, so no retry will do.
 */
export async function guardOwnServer(
  sendAs: SendAs,
  allowHosts: readonly string[],
): Promise<{ sendAs: SendAs } | { error: string; final: boolean }> {
  if (sendAs.via !== "smtp") return { sendAs };
  try {
    const { connectTo, servername } = await publicSmtpDestination(
      sendAs.transport.host,
      sendAs.transport.port,
      allowHosts,
    );
    return { sendAs: { ...sendAs, transport: { ...sendAs.transport, host: connectTo, tlsServername: servername } } };
  } catch (error) {
    if (error instanceof SmtpDestinationRefused) {
      return { error: `your mail server is not reachable from the internet: ${error.message}`, final: true };
    }
    const code = typeof error === "object" && error && "code" in error ? String(error.code) : "";
    return { error: `the address of your mail server could not be looked up (${code || "DNS"})`, final: false };
  }
}
