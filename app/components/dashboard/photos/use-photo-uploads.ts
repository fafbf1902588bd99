import { useCallback, useEffect, useRef, useState } from "react";
import {
  MAX_PHOTO_BYTES,
  PHOTO_UPLOAD_PATH,
  type PhotoGroupKey,
  type PhotoItem,
  UPLOADS_AT_ONCE,
  type UploadAnswer,
  type UploadErrorCode,
} from "./photo-types.ts";

export type UploadState = "waiting" | "sending" | "processing" | "done" | "failed";

export type Upload = {
  key: string;
  file: File;
  group: PhotoGroupKey;
  state: UploadState;
  /** Bytes sent so far, of `file.size`. */
  sent: number;
  error?: UploadErrorCode;
};

export type UploadEvents = {
  onStart: (count: number) => void;
  onDone: (upload: Upload, photo: PhotoItem, progress: { done: number; total: number }) => void;
  onFailed: (upload: Upload, code: UploadErrorCode) => void;
  /** Every upload of the batch has an answer. */
  onFinished: (progress: { done: number; total: number }) => void;
};

/** Whether trying again can help. */
export function canRetry(code: UploadErrorCode | undefined): boolean {
  return code === "network" || code === "server";
}

/**
 * What can be told before sending: too large for the pipeline, or plainly not an image
 * (a video from the phone's gallery). Whether it is a photo we can use is decided on the
 * server, from its bytes; phones name HEIC files with no type at all.
 */
function refusedBeforeSending(file: File): UploadErrorCode | null {
  if (file.size > MAX_PHOTO_BYTES) return "too_large";
  if (file.type !== "" && !file.type.startsWith("image/")) return "unsupported_type";
  return null;
}

/** One photo sent with XMLHttpRequest, which reports how much of the body has gone. */
function send(upload: Upload, onProgress: (sent: number) => void, onSent: () => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${PHOTO_UPLOAD_PATH}?to=${encodeURIComponent(upload.group)}`);
    xhr.responseType = "json";
    xhr.setRequestHeader("content-type", upload.file.type || "application/octet-stream");
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.upload.onload = onSent;
    xhr.onload = () => {
      const body = xhr.response as UploadAnswer | null;
      // A signed-out browser was sent to the login page, which is not JSON.
      if (new URL(xhr.responseURL || location.href).pathname === "/login") {
        resolve({ ok: false, code: "signed_out" });
      } else if (body && typeof body === "object" && "ok" in body) {
        resolve(body);
      } else {
        resolve({ ok: false, code: xhr.status === 413 ? "too_large" : "server" });
      }
    };
    xhr.onerror = () => resolve({ ok: false, code: "network" });
    xhr.onabort = () => resolve({ ok: false, code: "network" });
    xhr.send(upload.file);
  });
}

/**
 * The photos the owner is adding, UPLOADS_AT_ONCE at a time, each on its own request: one
 * that fails leaves the others going, and every photo that arrived is kept.
 */
export function usePhotoUploads(events: UploadEvents) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const handlers = useRef(events);
  useEffect(() => {
    handlers.current = events;
  });
  const batch = useRef({ done: 0, total: 0 });
  const running = useRef(new Set<string>());
  const nextKey = useRef(0);

  const update = useCallback((key: string, change: Partial<Upload>) => {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }, []);

  const settle = useCallback(() => {
    if (running.current.size === 0 && batch.current.total > 0) {
      handlers.current.onFinished({ ...batch.current });
      batch.current = { done: 0, total: 0 };
    }
  }, []);

  const start = useCallback(
    async (upload: Upload) => {
      running.current.add(upload.key);
      update(upload.key, { state: "sending", sent: 0, error: undefined });
      const result = await send(
        upload,
        (sent) => update(upload.key, { sent }),
        () => update(upload.key, { state: "processing", sent: upload.file.size }),
      );
      running.current.delete(upload.key);
      if (result.ok) {
        batch.current.done += 1;
        update(upload.key, { state: "done", sent: upload.file.size });
        handlers.current.onDone(upload, result.photo, { ...batch.current });
      } else {
        update(upload.key, { state: "failed", error: result.code });
        handlers.current.onFailed(upload, result.code);
      }
      setUploads((list) => [...list]); // look for the next one waiting
    },
    [update],
  );

  // Starts waiting uploads while fewer than UPLOADS_AT_ONCE are on their way.
  useEffect(() => {
    const free = UPLOADS_AT_ONCE - running.current.size;
    const next = uploads.filter((u) => u.state === "waiting" && !running.current.has(u.key)).slice(0, free);
    for (const upload of next) void start(upload);
    if (next.length === 0) settle();
  }, [uploads, start, settle]);

  const add = useCallback((files: readonly File[], group: PhotoGroupKey) => {
    if (files.length === 0) return;
    const added: Upload[] = files.map((file) => {
      const error = refusedBeforeSending(file);
      nextKey.current += 1;
      return {
        key: `upload-${nextKey.current}`,
        file,
        group,
        state: error ? "failed" : "waiting",
        sent: 0,
        ...(error ? { error } : {}),
      };
    });
    batch.current.total += added.length;
    handlers.current.onStart(added.length);
    for (const upload of added) if (upload.error) handlers.current.onFailed(upload, upload.error);
    setUploads((list) => [...list, ...added]);
  }, []);

  const retry = useCallback((key: string) => {
    batch.current.total += 1;
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, state: "waiting", sent: 0, error: undefined } : u)));
  }, []);

  const clear = useCallback(() => {
    setUploads((list) =>
      list.filter((u) => u.state === "waiting" || u.state === "sending" || u.state === "processing"),
    );
  }, []);

  const busy = uploads.some((u) => u.state === "waiting" || u.state === "sending" || u.state === "processing");
  return { uploads, add, retry, clear, busy };
}
