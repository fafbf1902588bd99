import type { Context } from "hono";
import { objectPathProblem } from "../../modules/storage/object-path.ts";
import { BUCKETS, type BucketName, type ObjectInfo, type Storage } from "../../modules/storage/storage.ts";

/**
 * `GET`/`HEAD /media/{bucket}/{path}`: objects of public buckets, at the URLs
 * storage.publicUrl() writes (each path segment percent-encoded). Private and unknown buckets
 * answer 404 like missing objects, so nothing tells them apart; a path that could never name
 * an object (`..`, an encoded slash, bad escapes) is a 400. Responses carry an ETag made of
 * the object's id, update time and size, which needs no read of the bytes: a conditional
 * request or a HEAD is answered from the catalogue alone.
 */
export function mediaHandler(storage: Storage) {
  return async (c: Context): Promise<Response> => {
    const target = mediaTarget(new URL(c.req.url).pathname);
    if (!target) return refusal(404, "Not found");
    if (target.path === null || objectPathProblem(target.bucket, target.path)) return refusal(400, "Bad request");
    const { bucket, path } = target;

    const ifNoneMatch = c.req.header("if-none-match");
    const head = c.req.method === "HEAD";
    if (head || ifNoneMatch) {
      const info = await storage.info(bucket, path);
      if (!info) return refusal(404, "Not found");
      const headers = objectHeaders(info);
      if (ifNoneMatch && etagMatches(ifNoneMatch, headers.ETag)) {
        return new Response(null, {
          status: 304,
          headers: { ETag: headers.ETag, "Cache-Control": headers["Cache-Control"] },
        });
      }
      if (head) return new Response(null, { headers: { ...headers, "Content-Length": String(info.size) } });
    }

    const found = await storage.download(bucket, path);
    if (!found) return refusal(404, "Not found");
    const headers = { ...objectHeaders(found.info), "Content-Length": String(found.bytes.byteLength) };
    return new Response(found.bytes, { headers });
  };
}

/**
 * The public bucket and the object path a /media URL names (the path null when it cannot be
 * decoded into plain segments); null for anything but a public bucket's URL.
 */
function mediaTarget(pathname: string): { bucket: BucketName; path: string | null } | null {
  const match = /^\/media\/([^/]+)\/(.+)$/.exec(pathname);
  const bucket = match?.[1] && decodeSegment(match[1]);
  if (!match?.[2] || !bucket || !Object.hasOwn(BUCKETS, bucket)) return null;
  const name = bucket as BucketName;
  if (!BUCKETS[name].public) return null;
  const segments = match[2].split("/").map(decodeSegment);
  const plain = segments.every((s): s is string => s !== null && !s.includes("/"));
  return { bucket: name, path: plain ? segments.join("/") : null };
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function objectHeaders(info: ObjectInfo) {
  return {
    "Content-Type": info.contentType,
    "Cache-Control": `public, max-age=${info.cacheControl}`,
    ETag: `"${info.id}-${info.updatedAt.getTime().toString(36)}-${info.size.toString(36)}"`,
    "X-Content-Type-Options": "nosniff",
  };
}

/** If-None-Match's weak comparison: any listed tag (or `*`) equal to ours, W/ or not. */
function etagMatches(header: string, etag: string): boolean {
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

function refusal(status: 400 | 404, text: string): Response {
  return new Response(text, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
