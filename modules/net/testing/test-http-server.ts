import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type TestHttpServer = {
  /** http://127.0.0.1:{port} */
  origin: string;
  port: number;
  /** `127.0.0.1:{port}`, the allow-list entry that lets safeFetch reach it. */
  hostPort: string;
  /** Paths asked for, in order (with their query). */
  requests: string[];
  close(): Promise<void>;
};

/** A real HTTP server on loopback for tests of outbound fetches; `handle` answers each request. */
export async function startTestHttpServer(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<TestHttpServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hostPort: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
