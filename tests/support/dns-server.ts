import { createSocket, type RemoteInfo } from "node:dgram";

/**
 * A tiny authoritative DNS server over UDP for tests: answers A, TXT and CNAME from an
 * in-memory zone the test changes as it goes, NXDOMAIN for names it does not know,
 * SERVFAIL for names marked as failing, and nothing at all for names marked as ignored (so
 * resolvers time out). Answers carry TTL 0 so no resolver caches them.
 */
export type DnsRecords = { A?: string[]; TXT?: string[]; CNAME?: string };

export type TestDnsServer = {
  /** `127.0.0.1:{port}`, as Resolver.setServers and DNS_RESOLVER take it. */
  address: string;
  port: number;
  /** Replaces every record of a name. */
  set(name: string, records: DnsRecords): void;
  delete(name: string): void;
  /** Queries for this name are dropped without an answer. */
  ignore(name: string): void;
  /** Queries for this name are answered with SERVFAIL, as by a broken provider. */
  fail(name: string): void;
  close(): Promise<void>;
};

const TYPE = { A: 1, CNAME: 5, TXT: 16 } as const;
const CLASS_IN = 1;
const RCODE = { ok: 0, formatError: 1, serverFailure: 2, nxdomain: 3 } as const;

type Question = { id: number; flags: number; name: string; type: number; raw: Buffer };
type Answer = { name: string; type: number; data: Buffer };

const canonical = (name: string) => name.toLowerCase().replace(/\.$/, "");

/** Reads the one question of a query; names in queries are never compressed. */
function parseQuestion(msg: Buffer): Question | null {
  if (msg.length < 12 || msg.readUInt16BE(4) !== 1) return null;
  const labels: string[] = [];
  let at = 12;
  for (;;) {
    const len = msg[at];
    if (len === undefined || len > 63) return null;
    at += 1;
    if (len === 0) break;
    if (at + len > msg.length) return null;
    labels.push(msg.toString("latin1", at, at + len));
    at += len;
  }
  if (at + 4 > msg.length) return null;
  return {
    id: msg.readUInt16BE(0),
    flags: msg.readUInt16BE(2),
    name: canonical(labels.join(".")),
    type: msg.readUInt16BE(at),
    raw: msg.subarray(12, at + 4),
  };
}

function encodeName(name: string): Buffer {
  const parts = name.split(".").filter(Boolean);
  return Buffer.concat([
    ...parts.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, "latin1")])),
    Buffer.from([0]),
  ]);
}

/** TXT data is a list of strings of at most 255 bytes each; long values are split. */
function encodeTxt(value: string): Buffer {
  const bytes = Buffer.from(value, "utf8");
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const chunk = bytes.subarray(i, i + 255);
    chunks.push(Buffer.from([chunk.length]), chunk);
  }
  return Buffer.concat(chunks);
}

function encodeAnswer(answer: Answer): Buffer {
  const fixed = Buffer.alloc(10);
  fixed.writeUInt16BE(answer.type, 0);
  fixed.writeUInt16BE(CLASS_IN, 2);
  fixed.writeUInt32BE(0, 4); // TTL 0: never cached
  fixed.writeUInt16BE(answer.data.length, 8);
  return Buffer.concat([encodeName(answer.name), fixed, answer.data]);
}

function buildResponse(q: Question, rcode: number, answers: Answer[]): Buffer {
  const header = Buffer.alloc(12);
  header.writeUInt16BE(q.id, 0);
  // QR, the query's opcode, AA, the query's RD bit, and the response code.
  header.writeUInt16BE(0x8000 | (q.flags & 0x7800) | 0x0400 | (q.flags & 0x0100) | rcode, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, q.raw, ...answers.map(encodeAnswer)]);
}

function recordsOf(name: string, type: number, records: DnsRecords): Answer[] {
  if (type === TYPE.A) {
    return (records.A ?? []).map((ip) => ({ name, type, data: Buffer.from(ip.split(".").map(Number)) }));
  }
  if (type === TYPE.TXT) return (records.TXT ?? []).map((value) => ({ name, type, data: encodeTxt(value) }));
  if (type === TYPE.CNAME && records.CNAME) return [{ name, type, data: encodeName(records.CNAME) }];
  return [];
}

/** The answer section for a question, following CNAMEs inside the zone like a real server. */
function answer(zone: Map<string, DnsRecords>, q: Question): { rcode: number; answers: Answer[] } {
  if (!zone.has(q.name)) return { rcode: RCODE.nxdomain, answers: [] };
  const answers: Answer[] = [];
  let name = q.name;
  for (let hops = 0; hops < 8; hops++) {
    const records = zone.get(name);
    if (!records) break;
    if (q.type === TYPE.CNAME || !records.CNAME) {
      answers.push(...recordsOf(name, q.type, records));
      break;
    }
    answers.push(...recordsOf(name, TYPE.CNAME, records));
    name = canonical(records.CNAME);
  }
  return { rcode: RCODE.ok, answers };
}

export async function startDnsServer(): Promise<TestDnsServer> {
  const zone = new Map<string, DnsRecords>();
  const ignored = new Set<string>();
  const failing = new Set<string>();
  const socket = createSocket("udp4");

  socket.on("message", (msg: Buffer, from: RemoteInfo) => {
    const q = parseQuestion(msg);
    if (!q) {
      if (msg.length >= 4) {
        const header = Buffer.alloc(12);
        msg.copy(header, 0, 0, 2);
        header.writeUInt16BE(0x8000 | RCODE.formatError, 2);
        socket.send(header, from.port, from.address);
      }
      return;
    }
    if (ignored.has(q.name)) return;
    const { rcode, answers } = failing.has(q.name) ? { rcode: RCODE.serverFailure, answers: [] } : answer(zone, q);
    socket.send(buildResponse(q, rcode, answers), from.port, from.address);
  });

  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(0, "127.0.0.1", () => {
      socket.off("error", reject);
      resolve();
    });
  });
  const port = socket.address().port;

  return {
    address: `127.0.0.1:${port}`,
    port,
    set: (name, records) => {
      ignored.delete(canonical(name));
      failing.delete(canonical(name));
      zone.set(canonical(name), records);
    },
    delete: (name) => {
      zone.delete(canonical(name));
    },
    ignore: (name) => {
      ignored.add(canonical(name));
    },
    fail: (name) => {
      failing.add(canonical(name));
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
