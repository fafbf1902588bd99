import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type ChannelFeedServer = {
  /** Serves `body` as a calendar at `path` from now on (what the channel exports). */
  publish(path: string, body: string): void;
  /** The address of `path`, as an owner pastes it from the channel. */
  url(path: string): string;
  close(): Promise<void>;
};

/**
 * A channel's calendar export (Airbnb, Booking.com, …) on a free port of loopback, which the
 * server under test may fetch from (FETCH_ALLOW_HOSTS in playwright.config.ts). Unknown paths
 * are 404, as a channel answers a link it has retired.
 */
export async function startChannelFeedServer(): Promise<ChannelFeedServer> {
  const feeds = new Map<string, string>();
  const server = createServer((request, response) => {
    const body = feeds.get(new URL(request.url ?? "/", "http://feeds").pathname);
    if (body === undefined) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
      return;
    }
    response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    publish: (path, body) => feeds.set(path, body),
    url: (path) => `http://127.0.0.1:${address.port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A calendar as Airbnb exports it: all-day events, exclusive DTEND, folded lines, CRLF. */
export function airbnbCalendar(events: { uid: string; checkIn: string; checkOut: string; summary: string }[]): string {
  const date = (d: string) => d.replaceAll("-", "");
  const lines = [
    "BEGIN:VCALENDAR",
    "PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN",
    "CALSCALE:GREGORIAN",
    "VERSION:2.0",
    ...events.flatMap((e) => [
      "BEGIN:VEVENT",
      "DTSTAMP:20261124T080000Z",
      `DTSTART;VALUE=DATE:${date(e.checkIn)}`,
      `DTEND;VALUE=DATE:${date(e.checkOut)}`,
      `SUMMARY:${e.summary}`,
      `UID:${e.uid}@airbnb.com`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}
