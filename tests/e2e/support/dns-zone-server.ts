import { createSocket } from "node:dgram";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { type DnsRecords, startDnsServer } from "../../support/dns-server.ts";

/**
 * The DNS the server under test asks about custom domains (DNS_RESOLVER). The zone lives in
 * the Playwright runner: tests/support/dns-server.ts answers the queries, behind a relay on
 * the fixed UDP port the web server was told about (the server starts before global setup
 * runs, so the address cannot be chosen later). Tests in the workers change the zone over a
 * small HTTP channel on loopback: PUT /{name} with DnsRecords as JSON, DELETE /{name}.
 */
export type DnsZoneServer = { controlUrl: string; close(): Promise<void> };

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

function isRecords(value: unknown): value is DnsRecords {
  if (typeof value !== "object" || value === null) return false;
  const { A, TXT, CNAME } = value as Record<string, unknown>;
  const strings = (v: unknown) => v === undefined || (Array.isArray(v) && v.every((s) => typeof s === "string"));
  return strings(A) && strings(TXT) && (CNAME === undefined || typeof CNAME === "string");
}

export async function startDnsZoneServer(udpPort: number): Promise<DnsZoneServer> {
  const dns = await startDnsServer();

  // Each query gets its own upstream socket, so answers find their way back without ids.
  const relay = createSocket("udp4");
  relay.on("message", (query, client) => {
    const upstream = createSocket("udp4");
    upstream.once("message", (reply) => {
      relay.send(reply, client.port, client.address);
      upstream.close();
    });
    upstream.once("error", () => upstream.close());
    upstream.send(query, dns.port, "127.0.0.1");
  });
  await new Promise<void>((resolve, reject) => {
    relay.once("error", reject);
    relay.bind(udpPort, "127.0.0.1", () => {
      relay.off("error", reject);
      resolve();
    });
  });

  const control = createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? "/").slice(1));
    const done = (status: number) => response.writeHead(status).end();
    if (!name) return done(404);
    if (request.method === "DELETE") {
      dns.delete(name);
      return done(204);
    }
    if (request.method !== "PUT") return done(405);
    readJson(request).then(
      (records) => {
        if (!isRecords(records)) return done(400);
        dns.set(name, records);
        done(204);
      },
      () => done(400),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, "127.0.0.1", resolve));
  const { port } = control.address() as AddressInfo;

  return {
    controlUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      await dns.close();
    },
  };
}
