import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { StorageBackend } from "./storage-backend.ts";

export type S3Settings = {
  /** `https://s3.eu-central-1.amazonaws.com`, `https://{account}.r2.cloudflarestorage.com`, … */
  endpoint: string;
  region: string;
  /** The one S3 bucket that holds every storage bucket, as `{bucket}/{path}` keys. */
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `{endpoint}/{bucket}/{key}` instead of `{bucket}.{endpoint host}/{key}` (MinIO, most self-hosted stores). */
  forcePathStyle: boolean;
};

/** Deletes sent at once; the rest wait their turn. */
const DELETE_CONCURRENCY = 8;

/** A client of an S3-compatible store, as every bucket of ours (stored files, backups) is reached. */
export function s3Client(settings: S3Settings, requestTimeoutMs: number): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the
    // CRC32 trailers the SDK would otherwise add to every upload.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5_000, requestTimeout: requestTimeoutMs },
  });
}

/**
 * Objects in one bucket of any S3-compatible store. Each object carries its Content-Type and
 * a `max-age` Cache-Control, so a CDN in front of the store serves it as /media would.
 */
export function createS3Backend(settings: S3Settings): StorageBackend {
  const client = s3Client(settings, 60_000);
  const Bucket = settings.bucket;

  return {
    async put(key, bytes, { contentType, cacheControl }) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentType,
          CacheControl: `max-age=${cacheControl}`,
        }),
      );
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return new Uint8Array();
        // A fresh array over its own (never shared) buffer, whatever the SDK's type says.
        return (await object.Body.transformToByteArray()) as Uint8Array<ArrayBuffer>;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(keys) {
      // One DeleteObject per key rather than DeleteObjects: every S3-compatible store
      // accepts it, where the batch call needs a checksum header some of them refuse.
      const queue = [...new Set(keys)];
      const worker = async () => {
        for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
          await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
        }
      };
      await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, queue.length) }, worker));
    },
  };
}

/**
 * NoSuchKey, or a bare 404 from stores that answer without an error code; never a missing
 * bucket, which would otherwise make every object look absent.
 */
function isNotFound(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const name = "name" in error ? error.name : undefined;
  if (name === "NoSuchKey") return true;
  if (name === "NoSuchBucket") return false;
  const metadata = "$metadata" in error ? error.$metadata : undefined;
  return !!metadata && typeof metadata === "object" && "httpStatusCode" in metadata && metadata.httpStatusCode === 404;
}
