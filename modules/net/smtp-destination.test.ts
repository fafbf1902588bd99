import { describe, expect, it } from "vitest";
import { publicSmtpDestination, SmtpDestinationRefused } from "./smtp-destination.ts";

const dns = (answers: Record<string, string[]>) => async (host: string) =>
  (answers[host] ?? []).map((address) => ({ address }));

describe("an owner's mail server", () => {
  it("is connected to at the public address its name has, the name kept for TLS", async () => {
    expect(
      await publicSmtpDestination("mail.example.nl", 587, [], dns({ "mail.example.nl": ["93.184.216.34"] })),
    ).toEqual({ connectTo: "93.184.216.34", servername: "mail.example.nl" });
  });

  it("is refused on this machine or our network, by name, by address or by what its name points to", async () => {
    for (const host of ["localhost", "127.0.0.1", "10.0.0.5", "[::1]", "169.254.169.254", "internal.example.nl"]) {
      await expect(
        publicSmtpDestination(host, 25, [], dns({ "internal.example.nl": ["93.184.216.34", "192.168.1.10"] })),
      ).rejects.toBeInstanceOf(SmtpDestinationRefused);
    }
  });

  it("may be a local one named on the allow-list (tests, local development)", async () => {
    expect(await publicSmtpDestination("127.0.0.1", 2525, ["127.0.0.1:2525"])).toEqual({
      connectTo: "127.0.0.1",
      servername: "127.0.0.1",
    });
    await expect(publicSmtpDestination("127.0.0.1", 25, ["127.0.0.1:2525"])).rejects.toBeInstanceOf(
      SmtpDestinationRefused,
    );
  });
});
