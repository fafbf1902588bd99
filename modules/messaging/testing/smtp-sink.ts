import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { type ParsedMail, parseMail } from "./parse-mail.ts";

export type ReceivedMail = ParsedMail & { raw: string; envelopeTo: string[]; authUser: string | null };

/**
 * A real SMTP server on loopback for tests: accepts everything (login optional), records
 * each message, and can be told to refuse the next messages like a busy server would.
 */
export type SmtpSink = {
  port: number;
  messages: ReceivedMail[];
  /** Answer the next `count` messages with this SMTP error instead of accepting them. */
  failNext(count: number, code: number, message: string): void;
  /** Resolves with the first message (received already or later) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** `password`: logins with another password are refused (535), as a server refuses bad credentials. */
export async function startSmtpSink(opts: { password?: string } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  let failures: { count: number; code: number; message: string } | null = null;

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (opts.password !== undefined && auth.password !== opts.password) {
        callback(Object.assign(new Error("5.7.8 Authentication credentials invalid"), { responseCode: 535 }));
        return;
      }
      callback(null, { user: auth.username ?? "" });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures && failures.count > 0) {
          failures.count -= 1;
          const error = Object.assign(new Error(failures.message), { responseCode: failures.code });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          ...parseMail(raw),
          raw,
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          authUser: typeof session.user === "string" ? session.user : null,
        };
        messages.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.match(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    messages,
    failNext(count, code, message) {
      failures = { count, code, message };
    },
    waitFor(match) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
